import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, Search, X } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../Button';
import styles from './admin.module.css';

export interface AdminColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort button; rows are compared by this value. */
  sortValue?: (row: Row) => string | number | boolean | null;
  /** The row's heading (bold; the card title on narrow screens). */
  primary?: boolean;
  /** 'end' for numbers and actions. */
  align?: 'start' | 'end';
  /** Hide the header text on narrow screens' cards (actions). */
  hideLabelOnCard?: boolean;
}

export interface AdminFilter {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option should be the 'all' choice with value ''. */
  options: readonly { value: string; label: string }[];
}

export interface SortState {
  key: string;
  direction: 'ascending' | 'descending';
}

export interface AdminTableProps<Row> {
  /** What the rows are, for the table's accessible name ('Stories'). */
  caption: string;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  columns: readonly AdminColumn<Row>[];
  loading?: boolean;
  search?: { value: string; onChange: (value: string) => void; label: string; placeholder?: string };
  filters?: readonly AdminFilter[];
  /** The first sort (client-side, over the rows given); without it rows keep their order. */
  initialSort?: SortState;
  /** The sort, when the caller keeps it (in the address); the headers then ask `onSortChange`. */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** No rows and no search or filter: what is true, and the way forward ('No stories yet', Write a story). */
  empty: { title: ReactNode; text?: ReactNode; action?: ReactNode; icon?: ReactNode };
  /** Clears the search and filters (offered when they hide every row). */
  onClearFilters?: () => void;
  /** Under the table: paging, a count. */
  footer?: ReactNode;
  /** Past this many rows only those near the viewport are in the page (the window scrolls them). */
  virtualizeAbove?: number;
  /** Shows only this page of the sorted rows (`index` from 0): a list paged in the browser. */
  page?: { index: number; size: number };
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, undefined, { numeric: true });
  return a < b ? -1 : 1;
}

/**
 * An admin list: search box, filter selects, sortable headers, a skeleton while loading, and an empty
 * state saying whether nothing exists yet or the filters hide it. Below 769 px rows become cards.
 */
export function AdminTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  loading = false,
  search,
  filters = [],
  initialSort,
  sort: controlledSort,
  onSortChange,
  empty,
  onClearFilters,
  footer,
  virtualizeAbove,
  page,
}: AdminTableProps<Row>) {
  const searchId = useId();
  const [ownSort, setOwnSort] = useState<SortState | undefined>(initialSort);
  const sort = controlledSort ?? ownSort;
  const filtered = (search?.value.trim() ?? '') !== '' || filters.some((filter) => filter.value !== '');

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    if (!rows || !column?.sortValue || !sort) return rows ?? [];
    const value = column.sortValue;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(value(a), value(b)));
  }, [rows, columns, sort]);
  const shown = page ? sorted.slice(page.index * page.size, (page.index + 1) * page.size) : sorted;

  function toggleSort(key: string) {
    const next: SortState =
      sort?.key === key && sort.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' };
    if (onSortChange) onSortChange(next);
    else setOwnSort(next);
  }

  const virtual = virtualizeAbove !== undefined && !loading && shown.length > virtualizeAbove;
  const rowWindow = useRowWindow(shown.length, virtual);

  const showToolbar = search || filters.length > 0;
  const isEmpty = !loading && sorted.length === 0;

  return (
    <div className={styles.list}>
      {showToolbar ? (
        <search className={styles.toolbar} aria-label={`Find ${caption.toLowerCase()}`}>
          {search ? (
            <div className={styles.searchBox}>
              <label htmlFor={searchId} className="visually-hidden">
                {search.label}
              </label>
              <Search aria-hidden="true" className={styles.searchIcon} />
              <input
                id={searchId}
                type="search"
                className={styles.searchInput}
                value={search.value}
                placeholder={search.placeholder ?? search.label}
                onChange={(event) => search.onChange(event.target.value)}
              />
            </div>
          ) : null}
          {filters.map((filter) => (
            <div key={filter.id} className={styles.filter}>
              <label htmlFor={`${searchId}-${filter.id}`} className={styles.filterLabel}>
                {filter.label}
              </label>
              <select
                id={`${searchId}-${filter.id}`}
                className={styles.filterSelect}
                value={filter.value}
                onChange={(event) => filter.onChange(event.target.value)}
              >
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </search>
      ) : null}

      {isEmpty ? (
        <div className={styles.empty} role="status">
          {filtered ? (
            <>
              <p className={styles.emptyTitle}>No {caption.toLowerCase()} match this search.</p>
              {onClearFilters ? (
                <Button variant="secondary" size="sm" onClick={onClearFilters}>
                  <X aria-hidden="true" /> Clear search and filters
                </Button>
              ) : null}
            </>
          ) : (
            <>
              {empty.icon ? (
                <span className={styles.emptyIcon} aria-hidden="true">
                  {empty.icon}
                </span>
              ) : null}
              <p className={styles.emptyTitle}>{empty.title}</p>
              {empty.text ? <p className={styles.emptyText}>{empty.text}</p> : null}
              {empty.action ? <div className={styles.emptyAction}>{empty.action}</div> : null}
            </>
          )}
        </div>
      ) : (
        <div className={styles.tableWrap}>
          <table
            className={styles.table}
            aria-busy={loading || undefined}
            aria-rowcount={virtual ? shown.length + 1 : undefined}
          >
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  const sorting = sort?.key === column.key ? sort.direction : undefined;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={column.sortValue ? (sorting ?? 'none') : undefined}
                      className={column.align === 'end' ? styles.end : undefined}
                    >
                      {column.sortValue ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => toggleSort(column.key)}
                        >
                          {column.header}
                          {sorting === 'ascending' ? (
                            <ArrowUp aria-hidden="true" />
                          ) : sorting === 'descending' ? (
                            <ArrowDown aria-hidden="true" />
                          ) : (
                            <ArrowUpDown aria-hidden="true" className={styles.sortIdle} />
                          )}
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody ref={rowWindow.bodyRef}>
              {rowWindow.before > 0 ? <SpacerRow height={rowWindow.before} columns={columns.length} /> : null}
              {loading
                ? [0, 1, 2, 3, 4].map((n) => (
                    <tr key={n} className={styles.skeletonRow}>
                      {columns.map((column) => (
                        <td key={column.key}>
                          <span className={styles.skeleton} />
                        </td>
                      ))}
                    </tr>
                  ))
                : (rowWindow.indexes ?? shown.map((_, index) => index)).map((index) => {
                    const row = shown[index]!;
                    return (
                      <tr
                        key={rowKey(row)}
                        data-index={index}
                        ref={virtual ? rowWindow.measure : undefined}
                        aria-rowindex={virtual ? index + 2 : undefined}
                      >
                        {columns.map((column) => {
                          const className = [
                            column.primary ? styles.primary : '',
                            column.align === 'end' ? styles.end : '',
                          ]
                            .filter(Boolean)
                            .join(' ');
                          return column.primary ? (
                            <th key={column.key} scope="row" className={className}>
                              {column.cell(row)}
                            </th>
                          ) : (
                            <td
                              key={column.key}
                              className={className || undefined}
                              data-label={column.hideLabelOnCard ? undefined : column.header}
                            >
                              {column.cell(row)}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
              {rowWindow.after > 0 ? <SpacerRow height={rowWindow.after} columns={columns.length} /> : null}
            </tbody>
          </table>
          {loading ? (
            <span className="visually-hidden" role="status">
              Loading {caption.toLowerCase()}…
            </span>
          ) : null}
        </div>
      )}
      {footer && !isEmpty ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}

/** Stands in for the rows above or below the rendered window, so the page keeps its height. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row holds no focusable element; it is only height
    <tr aria-hidden="true" className={styles.spacer} style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}

const ROW_HEIGHT_ESTIMATE = 56;

/**
 * The rows of a long table that are near the viewport (measured as they render: cards on narrow
 * screens are taller than rows), and the heights of the rows left out above and below. When `on`
 * is false every row renders and the heights are 0.
 */
function useRowWindow(count: number, on: boolean) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the rows start in the page, as the toolbar above them may change height.
  useLayoutEffect(() => {
    if (!on || !bodyRef.current) return;
    const top = bodyRef.current.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - offset) > 1) setOffset(top);
  });
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count,
    enabled: on,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    // A row that has no height yet (not laid out) counts as the estimate, never as 0, which would
    // pull every row into the window.
    measureElement: (row) => row.getBoundingClientRect().height || ROW_HEIGHT_ESTIMATE,
    overscan: 8,
    scrollMargin: offset,
  });
  if (!on) return { bodyRef, indexes: null, before: 0, after: 0, measure: undefined };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    bodyRef,
    indexes: items.map((item) => item.index),
    before: first ? first.start - offset : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - offset) : 0,
    measure: virtualizer.measureElement,
  };
}
