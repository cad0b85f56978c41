import type { ClientEvent } from '@portal/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/token-store';
import { peopleKeys } from './keys';

interface ClientEventsPage {
  events: ClientEvent[];
  /** Whether an older page exists (one event more than a page is asked for). */
  hasOlder: boolean;
}

/** GET /api/logs/client-events (auth; SA, AM): a page of the events the app reported, newest first. */
async function getClientEvents(
  query: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<ClientEventsPage> {
  const events = await api.get<ClientEvent[]>('/api/logs/client-events', {
    auth: true,
    signal,
    query: { limit: query.pageSize + 1, offset: query.page * query.pageSize },
  });
  return { events: events.slice(0, query.pageSize), hasOlder: events.length > query.pageSize };
}

export function useClientEvents(query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: peopleKeys.clientEvents(useToken(), query),
    queryFn: ({ signal }) => getClientEvents(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
