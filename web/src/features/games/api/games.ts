import { queryOptions } from '@tanstack/react-query';
import type { GameDetail, GameSummary } from '../../../components/GameCard/game';
import { api } from '../../../lib/api-client';

export type {
  GameAssetRef,
  GameCentreFolder,
  GameDetail,
  GameSummary,
  GameVideo,
} from '../../../components/GameCard/game';
export { gameRegionKeys } from '../../../components/GameCard/game';

function asList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

function isGame(value: unknown): value is GameSummary {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as GameSummary).id === 'number' &&
    typeof (value as GameSummary).gameName === 'string'
  );
}

/**
 * POST /api/game/all (depth 0, SPEC §7: lists are requested with depth 0). Keyed by the token:
 * who is signed in decides which games come back (inactive and roadmap games reach Pipeline users
 * only). The whole catalogue comes once; the region selection filters it here, so a change of
 * selection shows at once. Load errors are logged and ignored (SPEC §8): the list is then empty.
 */
export function gamesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['games', 'all', token] as const,
    queryFn: async ({ signal }): Promise<GameSummary[]> => {
      try {
        const data = await api.post<unknown>('/api/game/all', { form: { depth: 0 }, signal });
        return asList<unknown>(data).filter(isGame);
      } catch (error) {
        console.warn('[games] list load failed', error);
        return [];
      }
    },
    staleTime: 60_000,
  });
}

/**
 * GET /api/game/get?id=&depth=1: a game with its description, videos, every artwork slot, the
 * downloadable assets and the game centre. Null when the game is unknown or hidden from the caller.
 */
export function gameDetailQueryOptions(id: number, token: string | null) {
  return queryOptions({
    queryKey: ['games', 'detail', id, token] as const,
    queryFn: async ({ signal }): Promise<GameDetail | null> => {
      try {
        const data = await api.get<unknown>('/api/game/get', { query: { id, depth: 1 }, signal });
        return isGame(data) && data.id === id ? (data as GameDetail) : null;
      } catch (error) {
        console.warn(`[games] game ${id} load failed`, error);
        return null;
      }
    },
    staleTime: 60_000,
  });
}
