import type { LogEntry } from '@portal/domain/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/token-store';
import { type ActivityQuery, peopleKeys } from './keys';

interface ActivityPage {
  entries: LogEntry[];
  /** Whether an older page exists (the call gives no total: one entry more than a page is asked for). */
  hasOlder: boolean;
}

/** GET /api/logs/get (auth; SA): a page of the audit trail, newest first, optionally about one user. */
async function getActivity(query: ActivityQuery, signal?: AbortSignal): Promise<ActivityPage> {
  const entries = await api.get<LogEntry[]>('/api/logs/get', {
    auth: true,
    signal,
    query: {
      limit: query.pageSize + 1,
      offset: query.page * query.pageSize,
      targetUser: query.targetUser,
    },
  });
  return { entries: entries.slice(0, query.pageSize), hasOlder: entries.length > query.pageSize };
}

function activityQueryOptions(token: string | null, query: ActivityQuery) {
  return queryOptions({
    queryKey: peopleKeys.activity(token, query),
    queryFn: ({ signal }) => getActivity(query, signal),
    // The page on screen stays while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useActivity(query: ActivityQuery, enabled = true) {
  return useQuery({ ...activityQueryOptions(useToken(), query), enabled });
}
