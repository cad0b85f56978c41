import type { NewsPage } from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** GET /api/news/get?limit=100: the live stories the homepage may feature, newest first. */
export function liveNewsQueryOptions() {
  return queryOptions({
    queryKey: ['news', 'list', { limit: 100, offset: 0, picker: true }] as const,
    queryFn: ({ signal }) => api.get<NewsPage>('/api/news/get', { query: { limit: 100, offset: 0 }, signal }),
    staleTime: 60_000,
  });
}
