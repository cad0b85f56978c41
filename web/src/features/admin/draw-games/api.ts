import {
  DRAW_GAME_PATHS,
  type DrawGameDetail,
  type DrawGameKind,
  type DrawGameRevision,
} from '@portal/domain/schemas';
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

/** One item as saved now, read past the cache (a stale save's reload and comparison). */
export async function fetchDrawGame(kind: DrawGameKind, id: number): Promise<DrawGameDetail> {
  const items = await api.post<DrawGameDetail[]>(`/api/${DRAW_GAME_PATHS[kind].items}/all`, {
    form: { depth: 1 },
  });
  const item = items.find((entry) => entry.id === id);
  if (!item) throw new Error('The item was deleted.');
  return item;
}

/** GET /api/{items}/revisions?id= (SA): the item's latest saves, newest first. */
export function drawRevisionsQueryOptions(kind: DrawGameKind, id: number) {
  return queryOptions({
    queryKey: [...DRAW_KEY, 'admin', kind, id, 'revisions'] as const,
    queryFn: ({ signal }) =>
      api.get<DrawGameRevision[]>(`/api/${DRAW_GAME_PATHS[kind].items}/revisions`, {
        auth: true,
        query: { id },
        signal,
      }),
    staleTime: 0,
  });
}

/** POST /api/{items}/restore (SA, JSON): an earlier revision saved as the newest, checked against `baseRevision`. */
export function useRestoreDrawRevision(kind: DrawGameKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: { revision: number; baseRevision: number }) =>
      api.post<DrawGameDetail>(`/api/${DRAW_GAME_PATHS[kind].items}/restore`, {
        auth: true,
        json: { id, ...which },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: DRAW_KEY }),
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
