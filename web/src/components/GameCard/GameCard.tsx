import { ArrowRight, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GameArt } from './GameArt';
import styles from './GameCard.module.css';

export interface GameCardProps {
  /** Where the card leads (the game's page). */
  to: string;
  name: string;
  art: string | null;
  /** A short line above the name (the game type, the kind of draw game). */
  eyebrow?: ReactNode;
  /** The 'New' badge on the artwork. */
  isNew?: boolean;
  /** A line under the name (the release date). */
  meta?: ReactNode;
  /** Small tags (themes, features, channels). */
  tags?: ReactNode[];
  /** Controls of their own (a demo button): they sit above the card's link. */
  actions?: ReactNode;
  /** What the hover caption on the artwork says. */
  cta?: string;
  /** Load the artwork at once, before other images (the card that leads the first screen). */
  eager?: boolean;
}

/**
 * An artwork-led card of the catalogue: the whole card opens the game (one link, stretched over
 * the card), while its own controls stay separately focusable above that link.
 */
export function GameCard({
  to,
  name,
  art,
  eyebrow,
  isNew = false,
  meta,
  tags = [],
  actions,
  cta = 'View game',
  eager = false,
}: GameCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <GameArt src={art} name={name} eager={eager} />
        <span className={styles.shade} aria-hidden="true" />
        {isNew ? (
          <span className={styles.badge}>
            <Sparkles aria-hidden="true" /> New
          </span>
        ) : null}
        <span className={styles.cta} aria-hidden="true">
          {cta} <ArrowRight />
        </span>
      </div>
      <div className={styles.body}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h3 className={styles.name}>
          <Link to={to} className={styles.link} title={name}>
            {name}
          </Link>
        </h3>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        {tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {tags.map((tag, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tags are short, fixed and never reordered
              <li key={index} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </article>
  );
}

/** The shape of a card while its data loads. */
export function GameCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.media}>
        <div className={styles.artSkeleton} />
      </div>
      <div className={styles.body}>
        <span className={`${styles.bar} ${styles.shimmer}`} style={{ width: '35%' }} />
        <span className={`${styles.bar} ${styles.barLarge} ${styles.shimmer}`} style={{ width: '75%' }} />
        <span className={`${styles.bar} ${styles.shimmer}`} style={{ width: '50%' }} />
      </div>
    </div>
  );
}

/** The grid the cards sit in. */
export function GameCardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

export function GameCardGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.gridItem}>{children}</li>;
}
