import type { GameSummary } from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isGame } from '../../../lib/games';

/**
 * The homepage's games: the ones the homepage document picks, in its order (GET /api/game/ids), or
 * when it picks none, the games flagged featured (POST /api/game/featured). Depth 0; a failure
 * leaves the row out (SPEC §8: load errors are logged and ignored).
 */
async function fetchFeaturedGames(ids: readonly number[], signal?: AbortSignal): Promise<GameSummary[]> {
  try {
    const data =
      ids.length > 0
        ? await api.get<unknown>('/api/game/ids', { query: { ids: ids.join(':'), depth: 0 }, signal })
        : await api.post<unknown>('/api/game/featured', { form: { depth: 0 }, signal });
    const games = Array.isArray(data) ? data.filter(isGame) : [];
    if (ids.length === 0) return games;
    const order = new Map(ids.map((id, index) => [id, index]));
    return games.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  } catch (error) {
    console.warn('[home] featured games load failed', error);
    return [];
  }
}

export function featuredGamesQueryOptions(ids: readonly number[], token: string | null) {
  return queryOptions({
    queryKey: ['games', 'featured', ids, token] as const,
    queryFn: ({ signal }) => fetchFeaturedGames(ids, signal),
    staleTime: 60_000,
  });
}
