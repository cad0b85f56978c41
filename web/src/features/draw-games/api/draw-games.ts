import type {
  DrawGameDetail,
  DrawGameKind,
  DrawGameSummary,
  EnhancedFeatureDetails,
  FrequencyDrawGameDetails,
  PopularDrawGameDetails,
} from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/*
 * Popular draw games, high-frequency draw games and enhanced features (SPEC §3, §7 'Draw games'),
 * as domain schemas/draw-games.ts describes the server's answers.
 */

/** Every detail field a page may show, whichever the kind (each kind has its own subset). */
export type DrawDetails = Partial<PopularDrawGameDetails & FrequencyDrawGameDetails & EnhancedFeatureDetails>;

const PATHS: Record<DrawGameKind, string> = {
  popular: '/api/popular-draw-games/all',
  frequency: '/api/frequency-draw-games/all',
  enhanced: '/api/enhanced-features/all',
};

/** One of the three draw lists (depth 0, SPEC §7). Errors are logged and ignored (SPEC §8). */
export function drawListQueryOptions(kind: DrawGameKind, token: string | null) {
  return queryOptions({
    queryKey: ['draw', kind, token] as const,
    queryFn: async ({ signal }): Promise<DrawGameSummary[]> => {
      try {
        const data = await api.post<DrawGameSummary[]>(PATHS[kind], { form: { depth: 0 }, signal });
        return Array.isArray(data) ? data : [];
      } catch (error) {
        console.warn(`[draw-games] ${kind} list load failed`, error);
        return [];
      }
    },
    staleTime: 60_000,
  });
}

/**
 * GET /api/popular-draw-game/get?id=&depth=1: a popular draw game with its asset tree (the only
 * kind SPEC §7 gives a single read and a directory lookup for). Null when unknown.
 */
export function popularDrawGameQueryOptions(id: number, token: string | null) {
  return queryOptions({
    queryKey: ['draw', 'popular', 'detail', id, token] as const,
    queryFn: async ({ signal }): Promise<DrawGameDetail | null> => {
      try {
        return await api.get<DrawGameDetail>('/api/popular-draw-game/get', {
          query: { id, depth: 1 },
          signal,
        });
      } catch (error) {
        console.warn(`[draw-games] popular draw game ${id} load failed`, error);
        return null;
      }
    },
    staleTime: 60_000,
  });
}

/** The detail fields of an item, read the same way for every kind (a field the kind lacks is undefined). */
export function drawDetails(item: DrawGameSummary): DrawDetails {
  return item.details;
}

/** SPEC §4: only live draw games and enhanced features are shown. */
export function isLive(item: DrawGameSummary): boolean {
  return item.live === true;
}

/** The address segment of a draw game: ids are per kind, so the kind is part of it ('popular-3'). */
export function drawSlug(kind: DrawGameKind, id: number): string {
  return `${kind}-${id}`;
}

export function parseDrawSlug(slug: string | undefined): { kind: DrawGameKind; id: number } | null {
  const match = /^(popular|frequency|enhanced)-([1-9]\d{0,15})$/.exec(slug ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { kind: match[1] as DrawGameKind, id } : null;
}
