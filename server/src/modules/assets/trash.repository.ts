import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { AssetTrashTable, Database } from '../../db/schema.ts';
import { TRASH_KEY_PREFIX } from './trash-keys.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type TrashRow = Selectable<AssetTrashTable>;
/** An entry with its item's name and type, and what is under it (all levels). */
export type TrashListedRow = TrashRow & {
  name: string;
  type: 'folder' | 'image' | 'file';
  rows: number;
  bytes: number;
};

export async function insertTrashEntry(db: Executor, row: Insertable<AssetTrashTable>): Promise<number> {
  const { id } = await db.insertInto('asset_trash').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function findTrashEntry(db: Executor, assetId: number): Promise<TrashRow | undefined> {
  return db.selectFrom('asset_trash').selectAll().where('asset_id', '=', assetId).executeTakeFirst();
}

export async function deleteTrashEntry(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('asset_trash').where('id', '=', id).execute();
}

/** Every entry, newest first, with its item and the count and bytes of the rows of its trash tree. */
export async function listTrash(db: Executor): Promise<TrashListedRow[]> {
  const rows = await db
    .selectFrom('asset_trash')
    .innerJoin('assets', 'assets.id', 'asset_trash.asset_id')
    .selectAll('asset_trash')
    .select(['assets.name', 'assets.type', 'assets.root_key as trash_key'])
    .orderBy('asset_trash.deleted_at', 'desc')
    .orderBy('asset_trash.id', 'desc')
    .execute();
  const sizes = await db
    .selectFrom('assets')
    .select((eb) => [
      'root_key',
      eb.fn.countAll<number>().as('rows'),
      eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'),
    ])
    .where('root_key', 'like', `${TRASH_KEY_PREFIX}%`)
    .groupBy('root_key')
    .execute();
  const sizeOf = new Map(sizes.map((size) => [size.root_key, size]));
  return rows.map(({ trash_key, ...row }) => {
    const size = sizeOf.get(trash_key);
    return { ...row, rows: Number(size?.rows ?? 1), bytes: Number(size?.bytes ?? 0) };
  });
}

/** The asset ids of entries deleted before `before` that no instance has claimed since `staleBefore`. */
export async function findExpiredTrash(db: Executor, before: string, staleBefore: string): Promise<number[]> {
  const rows = await db
    .selectFrom('asset_trash')
    .select('asset_id')
    .where('deleted_at', '<', before)
    .where((eb) => eb.or([eb('purge_claimed_at', 'is', null), eb('purge_claimed_at', '<', staleBefore)]))
    .orderBy('deleted_at')
    .execute();
  return rows.map((row) => row.asset_id);
}

/**
 * Claims the purge of an entry for this instance: a conditional UPDATE, so of several instances
 * looking at once exactly one gets it. A claim older than `staleBefore` (its instance died) is free.
 */
export async function claimTrashPurge(
  db: Executor,
  assetId: number,
  now: string,
  staleBefore: string,
): Promise<boolean> {
  const result = await db
    .updateTable('asset_trash')
    .set({ purge_claimed_at: now })
    .where('asset_id', '=', assetId)
    .where((eb) => eb.or([eb('purge_claimed_at', 'is', null), eb('purge_claimed_at', '<', staleBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
