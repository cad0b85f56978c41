import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminLoading } from './AdminLoading';
import { LoadProblem } from './LoadProblem';

/**
 * What a screen shows for one query: the loading placeholder, then its content, or, when it failed
 * before any answer came, the problem ('The story was not found.', or could not be loaded, with Try
 * again). An answer already shown stays when a later refresh fails.
 */
export function Loaded<T>({
  query,
  what,
  loading,
  part = false,
  missing = false,
  action,
  header,
  children,
}: {
  query: UseQueryResult<T>;
  /** The subject of the failure's sentence: 'The story'. */
  what: string;
  /** Said while it loads: 'Loading the story…'. */
  loading: string;
  /** A part of a screen: the smaller placeholder. */
  part?: boolean;
  /** Known not to exist without asking (an id that is not a number). */
  missing?: boolean;
  /** A way on besides retrying, shown with the problem. */
  action?: ReactNode;
  /** The screen's header while there is no content to draw its own (the title, the way back). */
  header?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined && !missing) return children(query.data);
  return (
    <>
      {header}
      {missing ? (
        <LoadProblem what={what} missing action={action} />
      ) : query.isError ? (
        <LoadProblem what={what} error={query.error} onRetry={() => void query.refetch()} action={action} />
      ) : (
        <AdminLoading label={loading} part={part} />
      )}
    </>
  );
}
