import { NEWS_CATEGORIES, type NewsCategory } from '@portal/domain';

/** SPEC: the archive shows 9 stories a page. */
export const STORIES_PER_PAGE = 9;

/**
 * The archive page a path asks for: none is page 1; '2', '3' … are pages 2..n; '1' is page 1
 * under another address; anything else (a word, '0', '02') is no page at all.
 */
export function parsePageNo(pageNo: string | undefined): number | 'first' | null {
  if (pageNo === undefined) return 1;
  if (pageNo === '1') return 'first';
  if (!/^[1-9]\d{0,5}$/.test(pageNo)) return null;
  return Number(pageNo);
}

export function toCategory(value: string | null): NewsCategory | undefined {
  return NEWS_CATEGORIES.find((category) => category === value);
}

/** The archive's address for a page and category. */
export function archivePath(page: number, category?: NewsCategory): string {
  const path = page <= 1 ? '/news-events' : `/news-events/${page}`;
  return category ? `${path}?category=${encodeURIComponent(category)}` : path;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / STORIES_PER_PAGE));
}

/**
 * The page numbers to offer: the first, the last, and the ones around the current page, with null
 * where a run is left out (1 … 4 5 6 … 12).
 */
export function pageWindow(current: number, count: number): (number | null)[] {
  const wanted = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const pages = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, page] of pages.entries()) {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) out.push(null);
    out.push(page);
  }
  return out;
}
