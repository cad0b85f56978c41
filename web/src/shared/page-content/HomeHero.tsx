import type { PageHero, PageSection } from '@portal/domain/schemas';
import { ArrowRight, FileText, FolderOpen, Gamepad2, Newspaper, Rocket, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RichText } from '../../components/RichText';
import { CallToActionLink, HeroTitle } from './ContentHero';
import styles from './home.module.css';

/** The drawn stack of scratch tickets beside the homepage's title when the hero has no image. */
function HeroArt() {
  return (
    <div className={styles.art} aria-hidden="true">
      <div className={`${styles.ticket} ${styles.ticketBack}`} />
      <div className={`${styles.ticket} ${styles.ticketMid}`} />
      <div className={`${styles.ticket} ${styles.ticketFront}`}>
        <span className={styles.ticketLabel}>Golden Star</span>
        <span className={styles.ticketPrize}>£250,000</span>
        <span className={styles.scratchGrid}>
          {Array.from({ length: 9 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative grid
            <span key={index} className={index % 4 === 0 ? styles.scratchWin : styles.scratch} />
          ))}
        </span>
      </div>
    </div>
  );
}

/** The homepage's hero: eyebrow, highlighted title, lead, calls to action, and its image or the drawn tickets. */
export function HomeHeroView({ hero, eyebrow }: { hero: PageHero; eyebrow?: ReactNode }) {
  const shownEyebrow = eyebrow ?? hero.eyebrow;
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.heroInner}>
        <div className={styles.heroCopy}>
          {shownEyebrow ? <p className={styles.eyebrow}>{shownEyebrow}</p> : null}
          <h1 id="home-title" className={styles.title}>
            <HeroTitle title={hero.title} highlight={hero.highlight} />
          </h1>
          {hero.text ? <p className={styles.lead}>{hero.text}</p> : null}
          {hero.callsToAction.length > 0 ? (
            <div className={styles.actions}>
              {hero.callsToAction.map((action, index) => (
                <CallToActionLink
                  key={`${action.href}-${action.label}`}
                  action={action}
                  size="lg"
                  variant={action.style === 'primary' ? 'primary' : 'on-dark'}
                  icon={
                    index === 0 && action.style === 'primary' ? <ArrowRight aria-hidden="true" /> : undefined
                  }
                />
              ))}
            </div>
          ) : null}
        </div>
        {hero.image?.link || hero.image?.alink ? (
          <img
            className={styles.heroImage}
            src={hero.image.alink ?? hero.image.link ?? undefined}
            alt={hero.image.alt}
            decoding="async"
          />
        ) : (
          <HeroArt />
        )}
      </div>
    </section>
  );
}

const PATH_ICONS: [string, ReactNode][] = [
  ['/games', <Gamepad2 key="games" />],
  ['/draw-games', <Ticket key="draw" />],
  ['/asset-manager', <FolderOpen key="assets" />],
  ['/pipeline', <Rocket key="pipeline" />],
  ['/news-events', <Newspaper key="news" />],
];

function iconFor(href: string | undefined): ReactNode {
  if (!href) return <FileText />;
  return PATH_ICONS.find(([path]) => href === path || href.startsWith(`${path}/`))?.[1] ?? <FileText />;
}

/**
 * The homepage's sections as cards, one a section: its icon (by where it leads), title, text and
 * the whole card linking to its first call to action.
 */
export function SectionCards({ sections }: { sections: readonly PageSection[] }) {
  return (
    <ul className={styles.cards}>
      {sections.map((section, index) => {
        const action = section.callsToAction[0];
        const body = (
          <>
            <span className={styles.cardIcon} aria-hidden="true">
              {section.image?.thumbnail ? (
                <img src={section.image.thumbnail} alt="" />
              ) : (
                iconFor(action?.href)
              )}
            </span>
            <span className={styles.cardTitle}>{section.title}</span>
            <RichText html={section.body} size="sm" className={styles.cardText} />
            {action ? (
              <span className={styles.cardMore} aria-hidden="true">
                {action.label || 'Open'} <ArrowRight />
              </span>
            ) : null}
          </>
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is their identity
          <li key={index}>
            {action && action.href.startsWith('/') ? (
              <Link to={action.href} className={styles.card}>
                {body}
              </Link>
            ) : action ? (
              <a href={action.href} className={styles.card}>
                {body}
              </a>
            ) : (
              <div className={styles.card}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
