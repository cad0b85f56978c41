import type { TreeKind } from './directory';

/** Query keys of the asset trees: one entry per folder, so each loads on demand and caches. */
export const assetKeys = {
  all: ['assets'] as const,
  tree: (kind: TreeKind) => [...assetKeys.all, kind] as const,
  /** `null` is the tree's root as the server answers a lookup without an id. */
  folder: (kind: TreeKind, id: number | null) => [...assetKeys.tree(kind), 'folder', id ?? 'root'] as const,
};
