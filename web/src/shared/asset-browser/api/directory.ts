import type { DirectoryAnswer, DirectoryItem } from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assetKeys } from './keys';

/** The trees of SPEC §7 'Assets', each with its own directory lookup. */
export type TreeKind =
  | 'library'
  | 'game'
  | 'popular-draw-game'
  | 'user'
  | 'documentCentre'
  | 'financialDocumentCentre';

/** SPEC §7 'Assets': the lookup of each tree. The two document centres are read through `get/`. */
const DIRECTORY_PATHS: Record<TreeKind, string> = {
  library: '/api/asset/directory',
  game: '/api/asset/game/directory',
  'popular-draw-game': '/api/asset/popular-draw-game/directory',
  user: '/api/asset/user/directory',
  documentCentre: '/api/asset/get/documentCentre',
  financialDocumentCentre: '/api/asset/get/financialDocumentCentre',
};

/** Only the financial document centre is marked (auth) in SPEC §7; the others send the token when held. */
const AUTH_TREES: ReadonlySet<TreeKind> = new Set(['financialDocumentCentre']);

/**
 * GET a folder of a tree by id (no id: the tree's root). The answer is a one-element list whose
 * first item carries its children; an empty list at the root is a tree not made yet (the user's own
 * folder before anything is put in it: null). Anything else is an error.
 */
async function fetchDirectory(
  kind: TreeKind,
  id: number | null,
  signal?: AbortSignal,
): Promise<DirectoryItem | null> {
  const data = await api.get<DirectoryAnswer>(DIRECTORY_PATHS[kind], {
    auth: AUTH_TREES.has(kind),
    ids: id === null ? [] : [{ value: id }],
    query: { id: id ?? undefined },
    signal,
  });
  if (id === null && Array.isArray(data) && data.length === 0) return null;
  const folder = Array.isArray(data) ? data[0] : undefined;
  if (!folder || typeof folder !== 'object')
    throw new Error(`Unexpected answer from ${DIRECTORY_PATHS[kind]}`);
  return { ...folder, children: Array.isArray(folder.children) ? folder.children : [] };
}

/**
 * One folder with its children (null: the tree has no root yet). Failures are logged only (SPEC §8),
 * then rethrown so the query keeps no data and the listing falls back to its empty state without an
 * alert.
 */
export function directoryQueryOptions(kind: TreeKind, id: number | null) {
  return queryOptions({
    queryKey: assetKeys.folder(kind, id),
    queryFn: async ({ signal }): Promise<DirectoryItem | null> => {
      try {
        return await fetchDirectory(kind, id, signal);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          console.warn(`[assets] could not load folder ${id ?? 'root'} of ${kind}`, error);
        }
        throw error;
      }
    },
    staleTime: 30_000,
  });
}
