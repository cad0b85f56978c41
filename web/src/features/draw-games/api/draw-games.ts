import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Popular draw games, frequency draw games and enhanced features: live and assets are known. */
export interface DrawItem {
  id: number;
  live: boolean;
  assets?: { link: string }[];
  name?: string;
  gameName?: string;
  title?: string;
  regions?: { region: string }[] | string[];
  [key: string]: unknown;
}

export type DrawKind = 'popular' | 'frequency' | 'enhanced';

const PATHS: Record<DrawKind, string> = {
  popular: '/api/popular-draw-games/all',
  frequency: '/api/frequency-draw-games/all',
  enhanced: '/api/enhanced-features/all',
};

/** One of the three draw lists (depth 0). Errors are logged and ignored (SPEC §8). */
export function drawListQueryOptions(kind: DrawKind, token: string | null) {
  return queryOptions({
    queryKey: ['draw', kind, token] as const,
    queryFn: async ({ signal }): Promise<DrawItem[]> => {
      try {
        const data = await api.post<unknown>(PATHS[kind], { form: { depth: 0 }, signal });
        return Array.isArray(data) ? (data as DrawItem[]) : [];
      } catch (error) {
        console.warn(`[draw-games] ${kind} list load failed`, error);
        return [];
      }
    },
    staleTime: 60_000,
  });
}

export function drawItemName(item: DrawItem): string {
  return item.name ?? item.gameName ?? item.title ?? `Draw game ${item.id}`;
}

export function drawItemRegions(item: DrawItem): string[] {
  return (item.regions ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.region));
}
