import type { SearchKind, SearchResult } from '@portal/domain/schemas';

/** The kinds in the order the popup and the filters show them (the contract's order). */
export const KINDS: readonly SearchKind[] = ['game', 'drawGame', 'asset', 'news', 'page'];

/** The name of each kind's group and filter. */
export const KIND_LABELS: Record<SearchKind, string> = {
  game: 'eInstant games',
  drawGame: 'Draw games',
  asset: 'Assets',
  news: 'News & events',
  page: 'Pages',
};

const SEARCH_PATH = '/search';

/** Results shown in the header's popup, across every kind. */
export const POPUP_LIMIT = 8;

/** Results per page of the full results page. */
export const PAGE_SIZE = 20;

/** Keystrokes typed within this long make one search. */
export const TYPING_DEBOUNCE_MS = 200;

/** The kinds of `?kinds=` a reader may have typed: the known ones, in order, once each. */
export function parseKinds(value: string | null): SearchKind[] {
  if (!value) return [];
  const asked = new Set(value.split(',').map((kind) => kind.trim()));
  return KINDS.filter((kind) => asked.has(kind));
}

/** The address of the full results page. */
export function searchPageHref(q: string, kinds: readonly SearchKind[] = [], page = 1): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (kinds.length > 0 && kinds.length < KINDS.length) params.set('kinds', kinds.join(','));
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}

export interface ResultGroup {
  kind: SearchKind;
  label: string;
  /** Every match of the kind (the answer's counts), not only those shown. */
  count: number;
  results: SearchResult[];
}

/** The results by kind, in KINDS order, each with its count; kinds with nothing shown are left out. */
export function groupResults(
  results: readonly SearchResult[],
  counts: Partial<Record<SearchKind, number>>,
): ResultGroup[] {
  return KINDS.map((kind) => {
    const ofKind = results.filter((result) => result.kind === kind);
    return {
      kind,
      label: KIND_LABELS[kind],
      count: Math.max(counts[kind] ?? 0, ofKind.length),
      results: ofKind,
    };
  }).filter((group) => group.results.length > 0);
}

/** A page of the results page from `?page=`: a whole number from 1, else 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** The element id of a result's option in the popup (the box's aria-activedescendant names it). */
export function optionId(prefix: string, result: SearchResult, index: number): string {
  return `${prefix}-${result.kind}-${index}`;
}
