import type { ContentPage, ContentRevision } from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const revisionsKey = (page: ContentPage) => ['admin', 'content', 'revisions', page] as const;

/** GET /api/content/revisions (auth, SA): the page's last saves, newest first. */
export function revisionsQueryOptions(page: ContentPage, limit = 10) {
  return queryOptions({
    queryKey: revisionsKey(page),
    queryFn: ({ signal }) =>
      api.get<ContentRevision[]>('/api/content/revisions', { auth: true, query: { page, limit }, signal }),
    staleTime: 0,
  });
}
