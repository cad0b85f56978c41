import type { DemoFields, GameRegionDate } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A game as the depth-0 list answers it (DESIGN 'Games'): what lists need. */
export interface GameSummary extends DemoFields {
  id: number;
  gameName: string;
  isActive: boolean;
  roadmap: boolean;
  live?: boolean;
  releaseDate: string | null;
  displayReleaseDate: string | null;
  isReleaseDatePerRegion: boolean;
  regions: GameRegionDate[];
  assets?: { link: string }[];
  gameType?: string | null;
}

function asList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/**
 * POST /api/game/all (depth 0). Keyed by the token: who is signed in decides which games come
 * back. Load errors are logged and ignored (SPEC §8): the list is then empty.
 */
export function gamesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['games', 'all', token] as const,
    queryFn: async ({ signal }): Promise<GameSummary[]> => {
      try {
        return asList<GameSummary>(await api.post('/api/game/all', { form: { depth: 0 }, signal }));
      } catch (error) {
        console.warn('[games] list load failed', error);
        return [];
      }
    },
    staleTime: 60_000,
  });
}

export function gameRegionKeys(game: Pick<GameSummary, 'regions'>): string[] {
  return (game.regions ?? []).map((region) => region.region);
}
