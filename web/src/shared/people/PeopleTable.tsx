import type { UseQueryResult } from '@tanstack/react-query';
import { AdminTable, type AdminTableProps } from '../../components/form';
import { LoadProblem } from './LoadProblem';
import { shownOfCount } from './labels';
import styles from './PeopleTable.module.css';

interface PeopleTableProps<Row> extends Omit<AdminTableProps<Row>, 'rows' | 'rowKey' | 'loading' | 'footer'> {
  /** The list as loaded: while pending the table shows its skeleton; when failed, what went wrong. */
  query: UseQueryResult<readonly Row[]>;
  /** The loaded rows the search and filters keep. */
  rows: readonly Row[];
  /** One row, for the count under the table ('guest'). */
  noun: string;
}

/**
 * A list of people or operators, keyed by their ids: the admin table with how many it shows of how
 * many there are, or, when the list did not load, the reason and Try again ('The guests could not…').
 */
export function PeopleTable<Row extends { id: number }>({
  query,
  rows,
  noun,
  ...table
}: PeopleTableProps<Row>) {
  if (query.isError)
    return (
      <LoadProblem
        what={`The ${table.caption.toLowerCase()}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const total = query.data?.length ?? 0;
  return (
    <AdminTable
      {...table}
      rows={rows}
      rowKey={(row) => row.id}
      loading={query.isPending}
      footer={<span className={styles.count}>{shownOfCount(rows.length, total, noun)}</span>}
    />
  );
}
