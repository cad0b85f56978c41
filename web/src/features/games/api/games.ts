import type { GameDetail } from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gamesQueryOptions, isGame } from '../../../lib/games';

export { gamesQueryOptions };

/**
 * GET /api/game/get?id=&depth=1: a game with its description, videos, every artwork slot, the
 * downloadable assets and the game centre. Null when the game is unknown or hidden from the caller.
 */
export function gameDetailQueryOptions(id: number, token: string | null) {
  return queryOptions({
    queryKey: ['games', 'detail', id, token] as const,
    queryFn: async ({ signal }): Promise<GameDetail | null> => {
      try {
        const data = await api.get<GameDetail>('/api/game/get', { query: { id, depth: 1 }, signal });
        return isGame(data) && data.id === id ? data : null;
      } catch (error) {
        console.warn(`[games] game ${id} load failed`, error);
        return null;
      }
    },
    staleTime: 60_000,
  });
}
