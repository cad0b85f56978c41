import { ChevronRight, House } from 'lucide-react';
import { forwardRef } from 'react';
import styles from './Breadcrumb.module.css';
import type { TrailEntry } from './rules';

/**
 * The breadcrumb bar (SPEC §2): the root under its configurable label, then each opened folder.
 * Clicking an ancestor goes up to it. The current folder takes focus after a navigation.
 */
export const Breadcrumb = forwardRef<
  HTMLSpanElement,
  { trail: TrailEntry[]; rootLabel: string; onSelect: (index: number) => void }
>(function Breadcrumb({ trail, rootLabel, onSelect }, currentRef) {
  return (
    <nav aria-label="Folder path" className={styles.breadcrumb}>
      <ol>
        {trail.map((entry, index) => {
          const label = index === 0 ? rootLabel : entry.name;
          const last = index === trail.length - 1;
          return (
            <li key={entry.id}>
              {index > 0 ? <ChevronRight aria-hidden="true" className={styles.crumbSeparator} /> : null}
              {last ? (
                <span ref={currentRef} className={styles.crumbCurrent} aria-current="page" tabIndex={-1}>
                  {index === 0 ? <House aria-hidden="true" /> : null}
                  <span className={styles.crumbText}>{label}</span>
                </span>
              ) : (
                <button type="button" className={styles.crumb} onClick={() => onSelect(index)}>
                  {index === 0 ? <House aria-hidden="true" /> : null}
                  <span className={styles.crumbText}>{label}</span>
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
