import type { NewsCategory } from '@portal/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { archivePath, pageWindow } from '../archive';
import styles from './NewsPages.module.css';

/** Numbered paging of the archive: previous, the pages around this one, next. */
export function Pagination({
  page,
  count,
  category,
}: {
  page: number;
  count: number;
  category?: NewsCategory;
}) {
  if (count <= 1) return null;
  return (
    <nav className={styles.paging} aria-label="Pages of the archive">
      {page > 1 ? (
        <Link className={styles.pageStep} to={archivePath(page - 1, category)} rel="prev">
          <ChevronLeft aria-hidden="true" /> Newer
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" data-disabled="true">
          <ChevronLeft /> Newer
        </span>
      )}
      <ol className={styles.pageNumbers}>
        {pageWindow(page, count).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${i}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className={styles.pageNumber}
                to={archivePath(n, category)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < count ? (
        <Link className={styles.pageStep} to={archivePath(page + 1, category)} rel="next">
          Older <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" data-disabled="true">
          Older <ChevronRight />
        </span>
      )}
    </nav>
  );
}
