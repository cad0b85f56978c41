import type { AssetRef } from '@portal/domain/schemas';
import type { ReactNode } from 'react';
import styles from './GameOverview.module.css';
import { artworkLink } from './game';

/**
 * The overview tab of a game's page (eInstant or draw game): the story in the main column, the
 * key facts in an aside that stays in view on wide screens and follows the story on narrow ones.
 */
export function GameOverview({
  children,
  factsId,
  factsTitle,
  facts,
}: {
  children: ReactNode;
  /** The id of the aside's heading, which names the aside. */
  factsId: string;
  factsTitle: string;
  /** The facts: Fact elements. */
  facts: ReactNode;
}) {
  return (
    <div className={styles.overview}>
      <div className={styles.main}>{children}</div>
      <aside className={styles.aside} aria-labelledby={factsId}>
        <h2 id={factsId} className={styles.asideHeading}>
          {factsTitle}
        </h2>
        <dl className={styles.facts}>{facts}</dl>
      </aside>
    </div>
  );
}

/** One fact of the overview's aside: a label and its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The overview's screenshots under their own heading (nothing when the game has none). The page
 * passes its style module, whose block, heading, shots and shot classes build on this module's.
 */
export function Screenshots({
  id,
  name,
  shots,
  classes,
}: {
  /** The id of the section's heading, which names the section. */
  id: string;
  /** The game's name, for each image's alternative text. */
  name: string;
  shots: AssetRef[];
  classes: { readonly [key in 'block' | 'heading' | 'shots' | 'shot']?: string };
}) {
  if (shots.length === 0) return null;
  return (
    <section aria-labelledby={id} className={classes.block}>
      <h2 id={id} className={classes.heading}>
        Screenshots
      </h2>
      <ul className={classes.shots}>
        {shots.map((shot) => {
          const src = artworkLink(shot);
          return src ? (
            <li key={shot.id} className={classes.shot}>
              <img src={src} alt={`${name} screenshot`} loading="lazy" />
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}
