import type { NewsCategory } from '@portal/domain';
import type { NewsPage, NewsStory } from '@portal/domain/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/** SPEC §7's `loc`: the page asking (none while the server renders it). */
const currentPath = () => (typeof window === 'undefined' ? undefined : window.location.pathname);

/** What a visitor's list asks news/get for. */
export interface NewsListQuery {
  limit: number;
  offset: number;
  featured?: boolean;
  category?: NewsCategory;
  /** Region keys of the selection; none: every region's public stories. */
  regions?: readonly string[];
}

const newsKeys = {
  all: ['news'] as const,
  list: (query: NewsListQuery) => ['news', 'list', query] as const,
  story: (id: number) => ['news', 'story', id] as const,
};

/** GET /api/news/get (public): a page of live stories, newest first, with the total for paging. */
function fetchNewsPage(query: NewsListQuery, signal?: AbortSignal): Promise<NewsPage> {
  return api.get<NewsPage>('/api/news/get', {
    query: {
      limit: query.limit,
      offset: query.offset,
      featured: query.featured,
      category: query.category,
      regions: query.regions && query.regions.length > 0 ? JSON.stringify(query.regions) : undefined,
      loc: currentPath(),
    },
    signal,
  });
}

export function newsPageQueryOptions(query: NewsListQuery) {
  return queryOptions({
    queryKey: newsKeys.list(query),
    queryFn: ({ signal }) => fetchNewsPage(query, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/news/get?id=: one live story; null when there is none (missing, draft or not yet out). */
async function fetchNewsStory(id: number, signal?: AbortSignal): Promise<NewsStory | null> {
  try {
    return await api.get<NewsStory>('/api/news/get', {
      query: { id, loc: currentPath() },
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) return null;
    throw error;
  }
}

export function newsStoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: newsKeys.story(id),
    queryFn: ({ signal }) => fetchNewsStory(id, signal),
    staleTime: 60_000,
  });
}
