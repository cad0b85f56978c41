import type { DirectoryItem } from '@portal/domain/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { indexAssets } from '../../db/search-index.ts';
import type { Clock } from '../../lib/time.ts';
import type { AssetBlobs } from './asset-blobs.service.ts';
import type { AssetChanges } from './asset-changes.ts';
import { noSuchFolder, noSuchItem, notAFolder } from './asset-refusals.ts';
import { presentAsset } from './assets.present.ts';
import {
  type AssetRow,
  deleteAsset,
  findAsset,
  findAssets,
  findAssetWithCount,
  findRoot,
  findSubtree,
  insertRootIfMissing,
  type SubtreeRow,
  updateAsset,
} from './assets.repository.ts';

export type { AssetRow, SubtreeRow };

/** What to run once the transaction a change was written in has committed. */
export type AfterCommit = () => Promise<void>;

export interface AssetTreesDeps {
  db: Kysely<Database>;
  clock: Clock;
  changes: AssetChanges;
  blobs: AssetBlobs;
}

/**
 * The asset trees and their items as rows: roots made on first use and relabelled, whole trees read,
 * and trees or items deleted inside the transaction of the change that removes them (a game, a user).
 */
export class AssetTrees {
  constructor(private readonly deps: AssetTreesDeps) {}

  /** The id of the tree's root folder, made (with `label` as its name) on first use. */
  async ensureRoot(rootKey: string, label: string): Promise<number> {
    const existing = await findRoot(this.deps.db, rootKey);
    if (existing) return existing.id;
    await insertRootIfMissing(this.deps.db, rootKey, label, this.now());
    this.deps.changes.changed();
    const root = await findRoot(this.deps.db, rootKey);
    if (!root) throw new Error(`The root ${rootKey} could not be made`);
    return root.id;
  }

  /**
   * Renames a tree's root folder inside the caller's transaction (a game renamed keeps its centre's
   * label in step). Answers what to run once `trx` has committed.
   */
  async relabelRootWithin(trx: Transaction<Database>, rootKey: string, label: string): Promise<AfterCommit> {
    const root = await findRoot(trx, rootKey);
    if (!root || root.name === label) return async () => {};
    await updateAsset(trx, root.id, { name: label, updated_at: this.now() });
    // The root's name begins the path of everything in the tree.
    await indexAssets(trx, [root.id]);
    return async () => this.deps.changes.changed();
  }

  /**
   * A whole tree, every level nested (a game's centre for a depth-1 game read), or null when the
   * tree has no root yet.
   */
  async tree(rootKey: string): Promise<DirectoryItem | null> {
    const root = await findRoot(this.deps.db, rootKey);
    if (!root) return null;
    return nest(await findSubtree(this.deps.db, root.id));
  }

  /** The item and everything under it, parents first (what a zip of it holds). */
  subtree(id: number): Promise<SubtreeRow[]> {
    return findSubtree(this.deps.db, id);
  }

  /** The row of an item, whoever asks (callers check what they may do with it). */
  find(id: number): Promise<AssetRow | undefined> {
    return findAsset(this.deps.db, id);
  }

  /** The rows of those of these items that exist. */
  findAll(ids: number[]): Promise<AssetRow[]> {
    return findAssets(this.deps.db, ids);
  }

  /** An item as a listing shows it, with its child count. */
  async item(id: number): Promise<DirectoryItem> {
    const row = await findAssetWithCount(this.deps.db, id);
    if (!row) throw noSuchItem();
    return presentAsset(row, row.items);
  }

  /** The folder's row; 404 when there is no such item, 400 when it is a file. */
  async folder(id: number): Promise<AssetRow> {
    const row = await findAsset(this.deps.db, id);
    if (!row) throw noSuchFolder();
    if (row.type !== 'folder') throw notAFolder();
    return row;
  }

  /**
   * Removes a tree's rows inside the caller's transaction (a deleted user's folder goes with the
   * user's row), so that a crash leaves both or neither. With `keeping`, the tree's files that
   * `keeping.files` answers stay, with the folders above them, and the root is relabelled
   * `keeping.label` (a deleted game's files that another game still shows). Answers what to run once
   * `trx` has committed: the listings renewed and the blobs no row points at any more removed.
   */
  async deleteTreeWithin(
    trx: Transaction<Database>,
    rootKey: string,
    keeping?: { files: (ids: number[]) => Promise<ReadonlySet<number>>; label: string },
  ): Promise<AfterCommit> {
    const root = await findRoot(trx, rootKey);
    if (!root) return async () => {};
    const rows = await findSubtree(trx, root.id);
    const kept = keeping
      ? await keeping.files(rows.filter((row) => row.type !== 'folder').map((row) => row.id))
      : new Set<number>();
    for (const id of rowsToDelete(rows, kept)) await deleteAsset(trx, id);
    if (keeping && kept.size > 0) {
      await updateAsset(trx, root.id, { name: keeping.label, updated_at: this.now() });
      await indexAssets(trx, [root.id]);
    }
    return this.afterDeleting(rows);
  }

  /** Deletes an item with everything under it inside the caller's transaction; see deleteTreeWithin. */
  async deleteWithin(trx: Transaction<Database>, id: number): Promise<AfterCommit> {
    const rows = await findSubtree(trx, id);
    await deleteAsset(trx, id);
    return this.afterDeleting(rows);
  }

  /** Once deleted rows have committed: the listings renewed, their blobs removed unless still used. */
  private afterDeleting(rows: AssetRow[]): AfterCommit {
    return async () => {
      this.deps.changes.changed();
      const { blobs } = this.deps;
      await blobs.exclusively(() => blobs.deleteUnreferenced(rows.flatMap(rowHashes)));
    };
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }
}

/**
 * Which rows of a tree (parents first) to delete so that only the files in `kept` and the folders
 * above them stay: the highest rows holding none of them (the cascade takes what is under each),
 * or the root alone when nothing is kept.
 */
export function rowsToDelete(rows: readonly AssetRow[], kept: ReadonlySet<number>): number[] {
  const holdsKept = new Set<number>();
  for (const row of [...rows].reverse()) {
    if (kept.has(row.id) || holdsKept.has(row.id)) {
      holdsKept.add(row.id);
      if (row.parent_id !== null) holdsKept.add(row.parent_id);
    }
  }
  const ids = new Set(rows.map((row) => row.id));
  return rows
    .filter((row) => !holdsKept.has(row.id))
    .filter((row) => row.parent_id === null || !ids.has(row.parent_id) || holdsKept.has(row.parent_id))
    .map((row) => row.id);
}

/** Rows of a subtree (parents first) as one nested item. */
function nest(rows: SubtreeRow[]): DirectoryItem {
  const children = new Map<number, DirectoryItem[]>();
  const items = new Map<number, DirectoryItem>();
  for (const row of [...rows].reverse()) {
    const kids = children.get(row.id) ?? [];
    const item = presentAsset(row, kids.length, kids);
    items.set(row.id, item);
    if (row.parent_id === null) continue;
    const siblings = children.get(row.parent_id);
    if (siblings) siblings.push(item);
    else children.set(row.parent_id, [item]);
  }
  return items.get(rows[0]!.id)!;
}

function rowHashes(row: AssetRow): string[] {
  return [row.blob_sha256, row.thumbnail_sha256, row.preview_sha256].filter((s): s is string => s !== null);
}
