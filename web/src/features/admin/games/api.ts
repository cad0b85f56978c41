import type { GameDeleted, GameDetail, GameSummary } from '@portal/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/*
 * The admin's games calls. Every games screen (catalogue, game page, pipeline, homepage rows) keys
 * its queries under 'games' (lib/games.ts, features/games/api), so a save or delete invalidates that
 * prefix and they all show the change at once.
 */
const GAMES_KEY = ['games'] as const;

/** POST /api/game/all (depth 0): every game the SA may see, inactive and roadmap ones included. */
export const adminGamesQueryOptions = queryOptions({
  queryKey: [...GAMES_KEY, 'admin', 'all'] as const,
  queryFn: ({ signal }) => api.post<GameSummary[]>('/api/game/all', { form: { depth: 0 }, signal }),
});

/** GET /api/game/get (depth 1): the game with every slot and its game centre tree. */
export function adminGameQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...GAMES_KEY, 'admin', 'detail', id] as const,
    queryFn: ({ signal }) =>
      api.get<GameDetail>('/api/game/get', { query: { id, depth: 1 }, ids: [{ value: id }], signal }),
  });
}

/** POST /api/game/create (SA, multipart: type POST or PUT, the fields, the slots and their files). */
export function useSaveGame(onProgress: (loaded: number, total: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api.upload<GameDetail>('/api/game/create', form, { auth: true, onProgress }),
    onSuccess: (saved) => {
      client.setQueryData(adminGameQueryOptions(saved.id).queryKey, saved);
      void client.invalidateQueries({ queryKey: GAMES_KEY });
    },
  });
}

/** POST /api/game/delete (SA): id. */
export function useDeleteGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<GameDeleted>('/api/game/delete', { auth: true, form: { id }, ids: [{ value: id }] }),
    onSuccess: (_done, id) => {
      client.removeQueries({ queryKey: adminGameQueryOptions(id).queryKey });
      void client.invalidateQueries({ queryKey: GAMES_KEY });
    },
  });
}
