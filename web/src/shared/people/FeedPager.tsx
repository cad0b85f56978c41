import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/Button';
import styles from './ActivityFeed.module.css';

/** Newer / Older paging of a feed's panel (the activity, the reported events); nothing on a single page. */
export function FeedPager({
  title,
  page,
  hasOlder,
  busy,
  onPage,
}: {
  title: string;
  page: number;
  hasOlder: boolean;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  if (page === 0 && !hasOlder) return null;
  return (
    <nav className={styles.paging} aria-label={`${title} pages`}>
      <Button
        variant="ghost"
        size="sm"
        disabled={page === 0 || busy}
        onClick={() => onPage(Math.max(0, page - 1))}
      >
        <ChevronLeft aria-hidden="true" /> Newer
      </Button>
      <span className={styles.pageNumber}>Page {page + 1}</span>
      <Button variant="ghost" size="sm" disabled={!hasOlder || busy} onClick={() => onPage(page + 1)}>
        Older <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
