import type { DirectoryItem } from '@portal/domain/schemas';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { directoryQueryOptions, type TreeKind } from '../api/directory';
import type { TrailEntry } from '../rules';

/** Walks up from a preselected folder to the root, so the breadcrumb shows the real path. */
async function resolveTrail(
  client: QueryClient,
  kind: TreeKind,
  root: TrailEntry,
  folderId: number,
): Promise<TrailEntry[]> {
  const chain: TrailEntry[] = [];
  let id: number | null = folderId;
  try {
    for (let step = 0; id !== null && id !== root.id && step < 32; step += 1) {
      const folder: DirectoryItem | null = await client.fetchQuery(directoryQueryOptions(kind, id));
      if (!folder) break;
      chain.unshift({ id: folder.id, name: folder.name });
      id = folder.parentId ?? null;
    }
  } catch {
    // Logged by the query (SPEC §8): start at root.
    return [root];
  }
  if (id === root.id) return [root, ...chain];
  const last = chain.at(-1);
  return last ? [root, last] : [root];
}

/**
 * The breadcrumb trail of SPEC §4 'Asset folder navigation': null until the root has loaded, then
 * root, or the preselected folder (`folderId`, read once) with its ancestors. The rules that
 * change it (open, ancestor, hero) are in rules.ts; `setTrail` applies their result.
 */
export function useTrail(kind: TreeKind, rootItem: DirectoryItem | undefined, folderId: number | null) {
  const queryClient = useQueryClient();
  const [trail, setTrail] = useState<TrailEntry[] | null>(null);
  const initialFolder = useRef(folderId);

  useEffect(() => {
    if (trail !== null || !rootItem) return;
    const root = { id: rootItem.id, name: rootItem.name };
    const wanted = initialFolder.current;
    if (wanted === null || wanted === root.id) {
      setTrail([root]);
      return;
    }
    let cancelled = false;
    void resolveTrail(queryClient, kind, root, wanted).then((resolved) => {
      if (!cancelled) setTrail(resolved);
    });
    return () => {
      cancelled = true;
    };
  }, [trail, rootItem, queryClient, kind]);

  const current = trail?.at(-1) ?? null;
  const atRoot = trail !== null && trail.length === 1;
  return { trail, setTrail, current, atRoot };
}
