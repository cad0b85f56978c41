import type { NewsPage, NewsStory } from '@portal/domain/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminNewsKeys, type NewsAdminListQuery } from './keys';

/** GET /api/news/getall (auth, SA): every story in any state, newest publish time first. */
function fetchAdminNews(query: NewsAdminListQuery, signal?: AbortSignal): Promise<NewsPage> {
  return api.get<NewsPage>('/api/news/getall', { auth: true, query: { ...query }, signal });
}

export function adminNewsQueryOptions(query: NewsAdminListQuery) {
  return queryOptions({
    queryKey: adminNewsKeys.list(query),
    queryFn: ({ signal }) => fetchAdminNews(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /api/news/getall?id= (auth, SA): one story whatever its state. */
export function fetchAdminStory(id: number, signal?: AbortSignal): Promise<NewsStory> {
  return api.get<NewsStory>('/api/news/getall', { auth: true, query: { id }, signal });
}

export function adminStoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminNewsKeys.story(id),
    queryFn: ({ signal }) => fetchAdminStory(id, signal),
    staleTime: 0,
  });
}
