import type { Globals } from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const adminGlobalsKey = ['admin', 'globals'] as const;

/**
 * GET /api/globals/all, fresh and failing loudly: the options screen must edit what is stored, never
 * the start-up's stand-in defaults (lib/globals.ts falls back to those when the call fails).
 */
export const adminGlobalsQueryOptions = queryOptions({
  queryKey: adminGlobalsKey,
  queryFn: ({ signal }) => api.get<Globals>('/api/globals/all', { signal }),
  staleTime: 0,
  // A refetch must not pull the values from under an SA's unsaved edits.
  refetchOnWindowFocus: false,
});
