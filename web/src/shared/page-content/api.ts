import type { ContentAnswer, ContentPage } from '@portal/domain/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const contentKeys = {
  all: ['content'] as const,
  page: (page: ContentPage) => ['content', 'page', page] as const,
};

/** GET /api/content/get{page} (public): the page's document, its default until an editor saves one. */
function fetchContent<P extends ContentPage>(page: P, signal?: AbortSignal): Promise<ContentAnswer<P>> {
  return api.get<ContentAnswer<P>>(`/api/content/get${page}`, { signal });
}

export function contentQueryOptions<P extends ContentPage>(page: P) {
  return queryOptions({
    queryKey: contentKeys.page(page),
    queryFn: ({ signal }) => fetchContent(page, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePageContent<P extends ContentPage>(page: P) {
  return useQuery(contentQueryOptions(page));
}
