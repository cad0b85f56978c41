import { hasPermission, MESSAGES } from '@portal/domain';
import { ArrowRight, FolderOpen, Gamepad2, LogIn, Newspaper, Rocket, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { mailto, useGlobals } from '../../../lib/globals';
import { usePageReady } from '../../../lib/loading';
import { useOverlays } from '../../../lib/overlays';
import { useSession } from '../../../lib/session';
import styles from './HomePage.module.css';

const SECTIONS: { to: string; title: string; text: string; icon: ReactNode }[] = [
  {
    to: '/games',
    title: 'eInstant Games',
    text: 'Scratch-style instant games with playable demos, trailers and launch kits.',
    icon: <Gamepad2 />,
  },
  {
    to: '/draw-games',
    title: 'Draw Games',
    text: 'Jackpot, daily and high-frequency draws, plus features that lift every draw.',
    icon: <Ticket />,
  },
  {
    to: '/asset-manager',
    title: 'Asset Manager',
    text: 'Artwork, videos and documents for every game, organised by folder.',
    icon: <FolderOpen />,
  },
  {
    to: '/pipeline',
    title: 'Pipeline',
    text: 'The release roadmap for your regions, month by month.',
    icon: <Rocket />,
  },
  {
    to: '/news-events',
    title: 'News & Events',
    text: 'Launches, feature releases and where to meet the team next.',
    icon: <Newspaper />,
  },
];

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

/** /: the homepage: a welcome, and a way into each part of the portal. */
export function HomePage() {
  usePageReady();
  const { user } = useSession();
  const { openLogin } = useOverlays();
  const { enquiriesEmail } = useGlobals();

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <div className={styles.heroCopy}>
            <p className={styles.eyebrow}>
              {user ? `${MESSAGES.welcomeBack}, ${user.firstName}` : 'Lottery games studio'}
            </p>
            <h1 id="home-title" className={styles.title}>
              Games your players <span className={styles.highlight}>love</span>, ready for your market.
            </h1>
            <p className={styles.lead}>
              Explore our eInstant and draw games, play the demos, download launch materials and see what is
              coming next in your regions.
            </p>
            <div className={styles.actions}>
              <Button asChild size="lg">
                <Link to="/games">
                  Explore eInstant games <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="on-dark">
                <Link to="/draw-games">See draw games</Link>
              </Button>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      <section className={styles.sections} aria-labelledby="home-sections">
        <div className={styles.inner}>
          <h2 id="home-sections" className={styles.sectionsTitle}>
            Everything in one place
          </h2>
          <ul className={styles.cards}>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Link to={section.to} className={styles.card}>
                  <span className={styles.cardIcon} aria-hidden="true">
                    {section.icon}
                  </span>
                  <span className={styles.cardTitle}>{section.title}</span>
                  <span className={styles.cardText}>{section.text}</span>
                  <span className={styles.cardMore} aria-hidden="true">
                    Open <ArrowRight />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {user === null || !hasPermission(user, 'games') ? (
        <section className={styles.partner} aria-labelledby="home-partner">
          <div className={`${styles.inner} ${styles.partnerInner}`}>
            <div>
              <h2 id="home-partner" className={styles.partnerTitle}>
                Partner access
              </h2>
              <p className={styles.partnerText}>
                Operators and agencies sign in to play demos, download assets and see the roadmap for their
                regions.
              </p>
            </div>
            <div className={styles.actions}>
              <Button size="lg" onClick={openLogin}>
                <LogIn aria-hidden="true" /> Sign in
              </Button>
              <Button asChild size="lg" variant="secondary">
                <a href={mailto(enquiriesEmail, 'Account enquiry')}>{MESSAGES.inquireAccount}</a>
              </Button>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
