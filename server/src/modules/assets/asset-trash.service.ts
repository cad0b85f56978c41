import type { TrashItem } from '@portal/domain/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { indexAssets, unindexAssets } from '../../db/search-index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Clock } from '../../lib/time.ts';
import type { LogsService } from '../logs/logs.service.ts';
import { itemWord, writeAssetAudit } from './asset-audit.ts';
import type { AssetChanges } from './asset-changes.ts';
import { treeOf } from './asset-policy.ts';
import { noSuchFolder, notAFolder } from './asset-refusals.ts';
import type { AfterCommit, AssetRow, AssetTrees } from './asset-trees.service.ts';
import {
  findAncestorIds,
  findAsset,
  findAssetEvenTrashed,
  findAssets,
  findSubtree,
  nameExists,
  setRootKey,
  updateAsset,
} from './assets.repository.ts';
import {
  claimTrashPurge,
  deleteTrashEntry,
  findExpiredTrash,
  findTrashEntry,
  insertTrashEntry,
  listTrash,
  type TrashRow,
} from './trash.repository.ts';
import { isTrashed, trashRootKey } from './trash-keys.ts';

/** Who deletes, restores or purges: the SA, with the name the trash shows. */
export interface TrashActor {
  id: number;
  name: string;
}

export interface AssetTrashDeps {
  db: Kysely<Database>;
  clock: Clock;
  trees: AssetTrees;
  changes: AssetChanges;
  logs?: Pick<LogsService, 'writeAudit'>;
  /** How long an item stays in the trash before the purge removes it (TRASH_DAYS). */
  trashDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A purge claimed longer ago than this was left by an instance that stopped: another may take it. */
const CLAIM_STALE_MS = 60 * 60 * 1000;

const notInTrash = () => notFound('This item is not in the trash.');
const placeGone = () =>
  new HttpError(409, 'The folder this item was in has been deleted. Choose a folder to restore it into.');
const nameTaken = (name: string, folder: string) =>
  new HttpError(
    409,
    `There is already an item named '${name}' in ${folder}. Choose another folder to restore it into.`,
  );

/**
 * The trash of the asset trees (decision 140). A delete takes the item with everything under it out
 * of its tree into the trash, in the transaction of the delete; restore puts it back whole, where it
 * was or into a folder the SA picks; a purge (by an SA, or after TRASH_DAYS) removes it for good, and
 * then the blobs no live or trashed row points at any more.
 */
export class AssetTrash {
  constructor(private readonly deps: AssetTrashDeps) {}

  /**
   * Inside the caller's transaction: moves the item (not a tree's top) and all under it into the
   * trash, noting where it was, who deleted it and when. Answers what to run once `trx` has committed.
   */
  async moveToTrashWithin(
    trx: Transaction<Database>,
    item: AssetRow,
    by: TrashActor | null,
  ): Promise<AfterCommit> {
    if (item.parent_id === null) throw new Error('A tree top cannot go to the trash');
    const entryId = await insertTrashEntry(trx, {
      asset_id: item.id,
      root_key: item.root_key,
      parent_id: item.parent_id,
      original_path: await this.pathOf(trx, item.parent_id),
      deleted_by: by?.id ?? null,
      deleted_by_name: by?.name ?? 'The portal',
      deleted_at: this.now(),
    });
    const rows = await findSubtree(trx, item.id);
    // The key first: a second top with its tree's key would break that key's one-top index.
    await setRootKey(
      trx,
      rows.map((row) => row.id),
      trashRootKey(entryId),
    );
    await updateAsset(trx, item.id, { parent_id: null, updated_at: this.now() });
    await unindexAssets(
      trx,
      rows.map((row) => row.id),
    );
    return async () => this.deps.changes.changed();
  }

  /** GET /api/asset/trash: every item in the trash, newest first, with where it can go back. */
  async list(): Promise<TrashItem[]> {
    const { db } = this.deps;
    const entries = await listTrash(db);
    const parents = new Map(
      (
        await findAssets(
          db,
          entries.flatMap((entry) => (entry.parent_id === null ? [] : [entry.parent_id])),
        )
      ).map((row) => [row.id, row]),
    );
    return Promise.all(
      entries.map(async (entry): Promise<TrashItem> => {
        const parent = entry.parent_id === null ? undefined : parents.get(entry.parent_id);
        const originalPlace =
          !parent || isTrashed(parent)
            ? 'gone'
            : (await nameExists(db, parent.id, entry.name))
              ? 'taken'
              : 'free';
        return {
          id: entry.asset_id,
          name: entry.name,
          type: entry.type,
          items: entry.rows - 1,
          size: entry.bytes,
          tree: treeOf(entry.root_key)?.tree.label ?? entry.root_key,
          originalPath: entry.original_path,
          originalParentId: originalPlace === 'gone' ? null : entry.parent_id,
          originalPlace,
          deletedBy: { id: entry.deleted_by, name: entry.deleted_by_name },
          deletedAt: entry.deleted_at,
          purgeAt: new Date(Date.parse(entry.deleted_at) + this.deps.trashDays * DAY_MS).toISOString(),
        };
      }),
    );
  }

  /** The folder an item would be restored into: `parentId`, or where it was. 404/409 when it cannot. */
  async restoreTarget(id: number, parentId: number | null): Promise<AssetRow> {
    const entry = await findTrashEntry(this.deps.db, id);
    if (!entry) throw notInTrash();
    return this.target(this.deps.db, entry, parentId);
  }

  /**
   * POST /api/asset/trash/restore: puts the item back whole into `parentId`, or where it was when
   * null. 409 when that place is gone or the name is taken there (the SA then picks a folder).
   */
  async restore(id: number, parentId: number | null, by: TrashActor): Promise<AssetRow> {
    const now = this.now();
    const restored = await this.deps.db.transaction().execute(async (trx) => {
      const entry = await findTrashEntry(trx, id);
      if (!entry) throw notInTrash();
      const target = await this.target(trx, entry, parentId);
      const item = await findAssetEvenTrashed(trx, id);
      if (!item) throw notInTrash();
      if (await nameExists(trx, target.id, item.name)) throw nameTaken(item.name, target.name);
      const rows = await findSubtree(trx, id);
      await updateAsset(trx, id, { parent_id: target.id, updated_at: now });
      await setRootKey(
        trx,
        rows.map((row) => row.id),
        target.root_key,
      );
      await deleteTrashEntry(trx, entry.id);
      await indexAssets(trx, [id]);
      await writeAssetAudit(
        this.deps.logs,
        trx,
        by.id,
        {
          action: 'asset.restored',
          item: { id, name: item.name },
          description: `Restored ${itemWord(item)} ${item.name} from the trash to ${await this.pathOf(trx, target.id)}`,
          changes: { parent: { from: 'Trash', to: target.name } },
        },
        now,
      );
      return { ...item, parent_id: target.id, root_key: target.root_key };
    });
    this.deps.changes.changed();
    return restored;
  }

  /** POST /api/asset/trash/purge: removes the item for good, and the blobs nothing else points at. */
  async purge(id: number, by: TrashActor | null): Promise<void> {
    const afterCommit = await this.deps.db.transaction().execute(async (trx) => {
      const entry = await findTrashEntry(trx, id);
      if (!entry) throw notInTrash();
      const item = await findAssetEvenTrashed(trx, id);
      if (!item) throw notInTrash();
      await writeAssetAudit(
        this.deps.logs,
        trx,
        by?.id,
        {
          action: 'asset.purged',
          item: { id, name: item.name },
          description: `Deleted ${itemWord(item)} ${item.name} from the trash for good`,
        },
        this.now(),
      );
      return this.deps.trees.deleteWithin(trx, id);
    });
    await afterCommit();
  }

  /**
   * The purge job's one pass: every item in the trash for longer than TRASH_DAYS, each claimed in
   * the database first so that of several instances only one purges it. Answers how many it purged.
   */
  async purgeExpired(): Promise<number> {
    const now = this.deps.clock();
    const before = new Date(now.getTime() - this.deps.trashDays * DAY_MS).toISOString();
    const staleBefore = new Date(now.getTime() - CLAIM_STALE_MS).toISOString();
    let purged = 0;
    for (const id of await findExpiredTrash(this.deps.db, before, staleBefore)) {
      if (!(await claimTrashPurge(this.deps.db, id, now.toISOString(), staleBefore))) continue;
      try {
        await this.purge(id, null);
        purged++;
      } catch (error) {
        // Restored or purged by an SA meanwhile: nothing left to do.
        if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
      }
    }
    return purged;
  }

  private async target(db: Kysely<Database>, entry: TrashRow, parentId: number | null): Promise<AssetRow> {
    const targetId = parentId ?? entry.parent_id;
    if (targetId === null) throw placeGone();
    const target = await findAsset(db, targetId);
    if (!target || isTrashed(target)) throw parentId === null ? placeGone() : noSuchFolder();
    if (target.type !== 'folder') throw notAFolder();
    return target;
  }

  /** 'Resource Library / Logos / Old': the folder's chain from its tree's top. */
  private async pathOf(db: Kysely<Database>, folderId: number): Promise<string> {
    const ids = await findAncestorIds(db, folderId);
    const names = new Map((await findAssets(db, ids)).map((row) => [row.id, row.name]));
    return ids
      .reverse()
      .map((id) => names.get(id) ?? '')
      .join(' / ');
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }
}
