import type { DirectoryItem } from '@portal/domain/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { TreeKind } from '../api/directory';
import { directoryQueryOptions } from '../api/directory';

/**
 * One folder of a tree and its children, loaded on demand and cached per folder (SPEC §4:
 * children load when a folder has children but none are loaded). `id` null is the tree's root.
 */
export function useFolder(kind: TreeKind, id: number | null, enabled = true) {
  return useQuery({ ...directoryQueryOptions(kind, id), enabled });
}

/** At most this many subfolders are prefetched when a folder opens; the rest on hover or focus. */
const PREFETCH_LIMIT = 24;

/**
 * SPEC §4: the subfolders of the current folder are prefetched, so opening one is instant.
 * Only folders that have children are fetched, the first PREFETCH_LIMIT of them in row order
 * (a folder of thousands would otherwise fire thousands of calls). Returns a function that
 * prefetches one more (rows call it on hover and focus).
 */
export function usePrefetchFolders(kind: TreeKind, folders: readonly DirectoryItem[], enabled: boolean) {
  const queryClient = useQueryClient();

  const prefetch = useCallback(
    (folder: Pick<DirectoryItem, 'id' | 'type' | 'hasChildren'>) => {
      if (folder.type !== 'folder' || !folder.hasChildren) return;
      void queryClient.prefetchQuery(directoryQueryOptions(kind, folder.id));
    },
    [kind, queryClient],
  );

  useEffect(() => {
    if (!enabled) return;
    let count = 0;
    for (const folder of folders) {
      if (count >= PREFETCH_LIMIT) break;
      if (folder.type !== 'folder' || !folder.hasChildren) continue;
      prefetch(folder);
      count += 1;
    }
  }, [folders, enabled, prefetch]);

  return prefetch;
}
