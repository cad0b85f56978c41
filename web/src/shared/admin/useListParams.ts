import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { SortState } from '../../components/form';

/** The address's names: ?q= the search, ?sort=name or ?sort=-date (descending), ?page=2 (from 1). */
const SEARCH = 'q';
const SORT = 'sort';
const PAGE = 'page';

/** Each list's address query as it was last shown ('/admin/games' → '?state=live'), for the way back. */
const lastQueries = new Map<string, string>();

/**
 * The address of the list at `path` with the search, filters, sort and page it last had, so an
 * editor's way back (All games, Cancel, after a delete) returns to the list as it was left.
 */
export function listHref(path: string): string {
  return `${path}${lastQueries.get(path) ?? ''}`;
}

function readSort(value: string | null, fallback: SortState | undefined): SortState | undefined {
  if (!value) return fallback;
  return value.startsWith('-')
    ? { key: value.slice(1), direction: 'descending' }
    : { key: value, direction: 'ascending' };
}

function writeSort(sort: SortState): string {
  return sort.direction === 'descending' ? `-${sort.key}` : sort.key;
}

/**
 * An admin list's search, filters, sort and page, kept in the address so they survive opening a row
 * and coming back, and can be shared as a link. A filter's value is '' for 'all'; any change but the
 * page goes back to the first page. Values are what the address says: a screen checks its own
 * (an unknown one matches nothing it offers, and reads as 'all' there).
 */
export function useListParams<Filter extends string>({
  filters,
  sort: defaultSort,
}: {
  /** The filters' names in the address (?type=&status=). */
  filters: readonly Filter[];
  /** The sort until the reader picks one; it stays out of the address. */
  sort?: SortState;
}) {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  useEffect(() => {
    lastQueries.set(pathname, search);
  }, [pathname, search]);

  const change = useCallback(
    (changes: Record<string, string>, { keepPage = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === '') next.delete(name);
            else next.set(name, value);
          }
          if (!keepPage) next.delete(PAGE);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return useMemo(() => {
    const search = params.get(SEARCH) ?? '';
    const sort = readSort(params.get(SORT), defaultSort);
    const pageNumber = Number(params.get(PAGE) ?? '1');
    const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber - 1 : 0;
    const value = (filter: Filter): string => params.get(filter) ?? '';
    return {
      search,
      value,
      sort,
      /** The page shown, from 0. */
      page,
      /** Whether a search or filter narrows the list. */
      narrowed: search.trim() !== '' || filters.some((filter) => value(filter) !== ''),
      setSearch: (text: string) => change({ [SEARCH]: text }),
      setFilter: (filter: Filter, text: string) => change({ [filter]: text }),
      setSort: (next: SortState) => {
        const same = defaultSort && next.key === defaultSort.key && next.direction === defaultSort.direction;
        change({ [SORT]: same ? '' : writeSort(next) }, { keepPage: true });
      },
      setPage: (next: number) => change({ [PAGE]: next > 0 ? String(next + 1) : '' }, { keepPage: true }),
      clear: () => change(Object.fromEntries([SEARCH, ...filters].map((name) => [name, '']))),
    };
  }, [params, filters, defaultSort, change]);
}

export type ListParams<Filter extends string = string> = ReturnType<typeof useListParams<Filter>>;
