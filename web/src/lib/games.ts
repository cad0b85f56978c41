import type { GameSummary } from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/*
 * The games catalogue, loaded once at start-up (SPEC §4) and read by every screen that lists games
 * (games, pipeline, the header's ?demo= handling), so it lives here rather than in one feature.
 */

function asList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

export function isGame(value: unknown): value is GameSummary {
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
