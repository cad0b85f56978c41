import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../components/Button';
import { type AdminFilter, AdminTable, type AdminTableProps } from '../../components/form';
import styles from './AdminList.module.css';
import { countOf } from './count';
import { LoadProblem } from './LoadProblem';
import type { ListParams } from './useListParams';

interface AdminListProps<Row, Filter extends string>
  extends Omit<
    AdminTableProps<Row>,
    | 'rows'
    | 'rowKey'
    | 'loading'
    | 'footer'
    | 'search'
    | 'filters'
    | 'initialSort'
    | 'sort'
    | 'onSortChange'
    | 'onClearFilters'
  > {
  /** The list's load: pending shows the skeleton rows, failed shows what went wrong and Try again. */
  query: UseQueryResult<unknown>;
  /** The rows to show: the loaded ones the search and filters keep, or the page the server answered. */
  rows: readonly Row[] | undefined;
  /** The search, filters, sort and page, kept in the address (useListParams). */
  params: ListParams<Filter>;
  search?: { label: string; placeholder?: string };
  /** Each filter's select; the first option is the 'all' choice, value ''. */
  filters?: readonly (Omit<AdminFilter, 'id' | 'value' | 'onChange'> & { id: Filter })[];
  /** One row, for the count under the table ('user'), and its plural where an s is wrong. */
  noun: string;
  plural?: string;
  /**
   * How many there are before the search and filters ('Showing 3 of 12 users'); for a list the
   * server pages, the page size and how many match ('21–40 of 75 stories', Previous and Next).
   * `total` with `pageSize`: the browser pages the rows it has, the same way (the users).
   */
  count: { total: number; pageSize?: number } | { pageSize: number; matching: number };
}

/**
 * The admin's one list: the admin table with its search, filters, sort and page in the address, its
 * count (and paging) underneath, and, when the list did not load, what failed and Try again.
 */
export function AdminList<Row extends { id: number }, Filter extends string>({
  query,
  rows,
  params,
  search,
  filters = [],
  noun,
  plural,
  count,
  caption,
  ...table
}: AdminListProps<Row, Filter>) {
  // A list loaded whole and paged here: the page of the address, kept within the rows there are.
  const clientPageSize = 'total' in count ? count.pageSize : undefined;
  const matching = rows?.length ?? 0;
  const clientPage =
    clientPageSize === undefined
      ? undefined
      : {
          index: Math.min(params.page, Math.max(0, Math.ceil(matching / clientPageSize) - 1)),
          size: clientPageSize,
        };
  if (query.isError && query.data === undefined)
    return (
      <LoadProblem
        what={`The ${caption.toLowerCase()}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <AdminTable
      {...table}
      caption={caption}
      rows={rows}
      rowKey={(row) => row.id}
      page={clientPage}
      loading={query.isPending}
      search={search ? { ...search, value: params.search, onChange: params.setSearch } : undefined}
      filters={filters.map((filter) => ({
        ...filter,
        value: params.value(filter.id),
        onChange: (value: string) => params.setFilter(filter.id, value),
      }))}
      sort={params.sort}
      onSortChange={params.setSort}
      onClearFilters={params.clear}
      footer={
        <ListFooter
          shown={matching}
          count={clientPage ? { pageSize: clientPage.size, matching } : count}
          params={clientPage ? { ...params, page: clientPage.index } : params}
          noun={noun}
          plural={plural}
        />
      }
    />
  );
}

function ListFooter<Filter extends string>({
  shown,
  count,
  params,
  noun,
  plural,
}: {
  shown: number;
  count: AdminListProps<unknown, Filter>['count'];
  params: ListParams<Filter>;
  noun: string;
  plural?: string;
}) {
  if (!('matching' in count)) {
    return (
      <span className={styles.count}>
        {shown === count.total
          ? countOf(count.total, noun, plural)
          : `Showing ${shown} of ${countOf(count.total, noun, plural)}`}
      </span>
    );
  }
  const { pageSize, matching } = count;
  const first = params.page * pageSize + 1;
  const last = Math.min(matching, (params.page + 1) * pageSize);
  return (
    <>
      <span role="status" className={styles.count}>
        {first}–{last} of {countOf(matching, noun, plural)}
      </span>
      {matching > pageSize ? (
        <span className={styles.paging}>
          <Button
            size="sm"
            variant="secondary"
            disabled={params.page === 0}
            onClick={() => params.setPage(params.page - 1)}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={last >= matching}
            onClick={() => params.setPage(params.page + 1)}
          >
            Next
          </Button>
        </span>
      ) : null}
    </>
  );
}
