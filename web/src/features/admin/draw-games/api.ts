import { DRAW_GAME_PATHS, type DrawGameDetail, type DrawGameKind } from '@portal/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/*
 * The admin's draw-games calls. The public draw-games pages key their queries under 'draw'
 * (features/draw-games/api), so every save or delete invalidates that prefix.
 */
const DRAW_KEY = ['draw'] as const;

/** POST /api/{items}/all (depth 1): every item of a kind, live or not (an SA sees them all). */
export function adminDrawListQueryOptions(kind: DrawGameKind) {
  return queryOptions({
    queryKey: [...DRAW_KEY, 'admin', kind] as const,
    queryFn: ({ signal }) =>
      api.post<DrawGameDetail[]>(`/api/${DRAW_GAME_PATHS[kind].items}/all`, { form: { depth: 1 }, signal }),
  });
}

/** POST /api/{items}/create (SA, multipart with the asset form). */
export function useSaveDrawGame(kind: DrawGameKind, onProgress: (loaded: number, total: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api.upload<DrawGameDetail>(`/api/${DRAW_GAME_PATHS[kind].items}/create`, form, {
        auth: true,
        onProgress,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: DRAW_KEY }),
  });
}

/** POST /api/{items}/delete (SA): id. */
export function useDeleteDrawGame(kind: DrawGameKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ id: number }>(`/api/${DRAW_GAME_PATHS[kind].items}/delete`, {
        auth: true,
        form: { id },
        ids: [{ value: id }],
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: DRAW_KEY }),
  });
}
