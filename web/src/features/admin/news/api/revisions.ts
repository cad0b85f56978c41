import type { NewsRevision, NewsStory } from '@portal/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminNewsKeys, PUBLIC_NEWS_KEY } from './keys';

const revisionsKey = (id: number) => [...adminNewsKeys.story(id), 'revisions'] as const;

/** GET /api/news/revisions?id= (auth, SA): the story's latest saves, newest first. */
export function newsRevisionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: revisionsKey(id),
    queryFn: ({ signal }) =>
      api.get<NewsRevision[]>('/api/news/revisions', { auth: true, query: { id }, signal }),
    staleTime: 0,
  });
}

/** POST /api/news/restore (auth, SA, JSON): an earlier revision saved as the newest, checked against `baseRevision`. */
export function useRestoreNewsRevision(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: { revision: number; baseRevision: number }) =>
      api.post<NewsStory>('/api/news/restore', { auth: true, json: { id, ...which } }),
    onSuccess: (restored) => {
      client.setQueryData(adminNewsKeys.story(id), restored);
      void client.invalidateQueries({ queryKey: adminNewsKeys.all });
      void client.invalidateQueries({ queryKey: PUBLIC_NEWS_KEY });
    },
  });
}
