import { DEFAULT_DEMO_CONFIG, DEFAULT_RESPONSIBLE_GAMBLING_URL } from '@portal/domain';
import type { Globals } from '@portal/domain/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type { Globals };

/** Used until the globals load, and when they fail (failures are only logged: SPEC §8). */
const DEFAULT_GLOBALS: Globals = {
  useGameDemoFallbacks: true,
  enquiriesEmail: 'enquiries@northstar-games.example',
  responsibleGamblingUrl: DEFAULT_RESPONSIBLE_GAMBLING_URL,
  videoHost: '',
  tournamentsDemoUrl: null,
  demo: DEFAULT_DEMO_CONFIG,
};

export const globalsQueryOptions = queryOptions({
  queryKey: ['globals'] as const,
  queryFn: async ({ signal }): Promise<Globals> => {
    try {
      const data = await api.get<Partial<Globals>>('/api/globals/all', { signal });
      return { ...DEFAULT_GLOBALS, ...data };
    } catch (error) {
      console.warn('[globals] load failed', error);
      return DEFAULT_GLOBALS;
    }
  },
  staleTime: 5 * 60_000,
});

export function useGlobals(): Globals {
  return useQuery(globalsQueryOptions).data ?? DEFAULT_GLOBALS;
}

export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
