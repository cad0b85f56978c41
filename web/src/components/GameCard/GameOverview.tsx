import type { ReactNode } from 'react';
import styles from './GameOverview.module.css';

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
