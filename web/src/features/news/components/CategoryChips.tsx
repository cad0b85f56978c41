import { NEWS_CATEGORIES, type NewsCategory } from '@portal/domain';
import { Link } from 'react-router';
import { archivePath } from '../archive';
import styles from './NewsPages.module.css';

/** The category filter: All, then each category; the chosen one is marked current. */
export function CategoryChips({ current }: { current?: NewsCategory }) {
  const chips: { label: string; category?: NewsCategory }[] = [
    { label: 'All stories' },
    ...NEWS_CATEGORIES.map((category) => ({ label: category, category })),
  ];
  return (
    <nav aria-label="Categories" className={styles.chipsNav}>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link
              to={archivePath(1, chip.category)}
              className={styles.chip}
              aria-current={chip.category === current ? 'page' : undefined}
              preventScrollReset
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
