import type { NewsTag } from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminNewsKeys } from './keys';

/** GET /api/news/gettags (auth, SA): tags in use with their counts, most used first. */
export function tagsQueryOptions() {
  return queryOptions({
    queryKey: adminNewsKeys.tags,
    queryFn: ({ signal }) => api.get<NewsTag[]>('/api/news/gettags', { auth: true, signal }),
    staleTime: 60_000,
  });
}
