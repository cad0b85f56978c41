import type { SearchAnswer, SearchKind } from '@portal/domain/schemas';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SearchRequest {
  q: string;
  /** The kinds asked for; none: every kind. */
  kinds: readonly SearchKind[];
  /** Region keys of the caller's selection; undefined: the server's default for the caller. */
  regions: readonly string[] | undefined;
  limit: number;
  /** Who asks: the answer depends on what they may read. */
  token: string | null;
}

const searchKeys = {
  all: ['search'] as const,
  results: ({ q, kinds, regions, limit, token }: SearchRequest) =>
    ['search', 'results', { q: q.trim(), kinds, regions, limit, token }] as const,
  pages: ({ q, kinds, regions, limit, token }: SearchRequest) =>
    ['search', 'pages', { q: q.trim(), kinds, regions, limit, token }] as const,
};

/** GET /api/search (public; a token adds what its user may read). */
function fetchSearch(
  request: SearchRequest,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  return api.get<SearchAnswer>('/api/search', {
    query: {
      q: request.q.trim(),
      kinds: request.kinds.length > 0 ? request.kinds.join(',') : undefined,
      regions: request.regions && request.regions.length > 0 ? JSON.stringify(request.regions) : undefined,
      limit: request.limit,
      cursor: cursor ?? undefined,
    },
    signal,
  });
}

/**
 * The popup's results as the reader types. The query function takes the abort signal, so a search
 * the reader has typed past is cancelled; the last answer stays shown until the next one arrives.
 */
export function searchQueryOptions(request: SearchRequest) {
  return queryOptions({
    queryKey: searchKeys.results(request),
    queryFn: ({ signal }) => fetchSearch(request, null, signal),
    enabled: request.q.trim() !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The results page: one page per cursor, kept so Back and Previous show them again at once. */
export function searchPagesQueryOptions(request: SearchRequest) {
  return infiniteQueryOptions({
    queryKey: searchKeys.pages(request),
    queryFn: ({ signal, pageParam }) => fetchSearch(request, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: request.q.trim() !== '',
    staleTime: 60_000,
    retry: false,
  });
}
