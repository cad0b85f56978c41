import type { UseQueryResult } from '@tanstack/react-query';
import { AdminTable, type AdminTableProps } from '../../components/form';
import { LoadProblem } from './LoadProblem';
import { shownOfCount } from './labels';
import styles from './PeopleTable.module.css';

interface PeopleTableProps<Row> extends Omit<AdminTableProps<Row>, 'rows' | 'loading' | 'footer'> {
  /** The list as loaded: while pending the table shows its skeleton; when failed, what went wrong. */
  query: UseQueryResult<readonly Row[]>;
  /** The loaded rows the search and filters keep. */
  rows: readonly Row[];
  /** What failed to load, for the problem ('The guests'). */
  what: string;
  /** One row, for the count under the table ('guest'). */
  noun: string;
}

/**
 * A list of people or operators: the admin table with how many it shows of how many there are, or,
 * when the list did not load, the reason and Try again.
 */
export function PeopleTable<Row>({ query, rows, what, noun, ...table }: PeopleTableProps<Row>) {
  if (query.isError)
    return <LoadProblem what={what} error={query.error} onRetry={() => void query.refetch()} />;
  const total = query.data?.length ?? 0;
  return (
    <AdminTable
      {...table}
      rows={rows}
      loading={query.isPending}
      footer={<span className={styles.count}>{shownOfCount(rows.length, total, noun)}</span>}
    />
  );
}
