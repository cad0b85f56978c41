import {
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
} from 'kysely';
import type { AssetsTable, Database } from '../../db/schema.ts';
import { TRASH_KEY_PREFIX } from './trash-keys.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type AssetRow = Selectable<AssetsTable>;
/** A row with the number of its direct children. */
export type AssetRowWithCount = AssetRow & { items: number };
export type NewAssetRow = Insertable<AssetsTable>;

const childCount = (eb: ExpressionBuilder<Database, 'assets'>) =>
  eb
    .selectFrom('assets as child')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('child.parent_id', '=', 'assets.id');

/** Asset rows with the number of their direct children as `items`, which withItems makes a plain number. */
const selectWithCount = (db: Executor) =>
  db
    .selectFrom('assets')
    .selectAll()
    .select((eb) => childCount(eb).as('items'));

const withItems = (row: AssetRow & { items: number | null }): AssetRowWithCount => ({
  ...row,
  items: Number(row.items),
});

/** Rows that are not in the trash (decision 140): the predicate of every lookup by id below. */
const isLive = (eb: ExpressionBuilder<Database, 'assets'>) =>
  eb('assets.root_key', 'not like', `${TRASH_KEY_PREFIX}%`);

/** The live item (not in the trash) with this id. */
export async function findAsset(db: Executor, id: number): Promise<AssetRow | undefined> {
  return db.selectFrom('assets').selectAll().where('id', '=', id).where(isLive).executeTakeFirst();
}

/** The item with this id, live or in the trash (the trash's own lookups). */
export async function findAssetEvenTrashed(db: Executor, id: number): Promise<AssetRow | undefined> {
  return db.selectFrom('assets').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAssetWithCount(db: Executor, id: number): Promise<AssetRowWithCount | undefined> {
  const row = await selectWithCount(db).where('id', '=', id).where(isLive).executeTakeFirst();
  return row && withItems(row);
}

/** The live items of these ids. */
export async function findAssets(db: Executor, ids: number[]): Promise<AssetRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('assets').selectAll().where('id', 'in', ids).where(isLive).execute();
}

export async function findRoot(db: Executor, rootKey: string): Promise<AssetRowWithCount | undefined> {
  const row = await selectWithCount(db)
    .where('root_key', '=', rootKey)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
  return row && withItems(row);
}

/** Roots whose key starts with `prefix` (our constants 'game:' …, free of LIKE wildcards), with child counts. */
export async function findRootsByPrefix(db: Executor, prefix: string): Promise<AssetRowWithCount[]> {
  const rows = await selectWithCount(db)
    .where('parent_id', 'is', null)
    .where('root_key', 'like', `${prefix}%`)
    .orderBy('id')
    .execute();
  return rows.map(withItems);
}

/**
 * Inserts the root folder of a tree, named `label`, unless it exists (two first visits at once make
 * one root).
 */
export async function insertRootIfMissing(
  db: Executor,
  rootKey: string,
  label: string,
  now: string,
): Promise<void> {
  const row: NewAssetRow = {
    parent_id: null,
    root_key: rootKey,
    name: label,
    type: 'folder',
    is_hero: 0,
    created_at: now,
    updated_at: now,
  };
  await db
    .insertInto('assets')
    .values({ ...row, name_key: assetNameKey(row.name) })
    .onConflict((oc) => oc.column('root_key').where('parent_id', 'is', null).doNothing())
    .execute();
}

/** What a listing shows of a row: no hashes beyond the derivative ones, no tree key. */
const LISTED_COLUMNS = [
  'id',
  'parent_id',
  'name',
  'type',
  'size',
  'mime_type',
  'icon_override',
  'thumbnail_sha256',
  'preview_sha256',
  'width',
  'height',
  'is_hero',
  'created_at',
  'updated_at',
] as const;
export type ListedRow = Pick<AssetRow, (typeof LISTED_COLUMNS)[number]> & { items: number };

/**
 * The children of a folder, each with its own child count. Two queries however large the folder:
 * the rows, then the counts of the child folders only (files have none).
 */
export async function listChildren(db: Executor, parentId: number): Promise<ListedRow[]> {
  const rows = await db
    .selectFrom('assets')
    .select(LISTED_COLUMNS)
    .where('parent_id', '=', parentId)
    .execute();
  const counts = await db
    .selectFrom('assets as child')
    .innerJoin('assets as folder', 'folder.id', 'child.parent_id')
    .select((eb) => ['child.parent_id', eb.fn.countAll<number>().as('n')])
    .where('folder.parent_id', '=', parentId)
    .where('folder.type', '=', 'folder')
    .groupBy('child.parent_id')
    .execute();
  const countOf = new Map(counts.map((count) => [count.parent_id, Number(count.n)]));
  return rows.map((row) => ({ ...row, items: countOf.get(row.id) ?? 0 }));
}

/**
 * A name as names in a folder are compared: lower-cased, so two can never differ by case alone
 * (a zip of the folder unpacked on a case-insensitive disk would lose one). Unique per parent.
 */
export function assetNameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

export async function insertAsset(db: Executor, row: NewAssetRow): Promise<number> {
  const { id } = await db
    .insertInto('assets')
    .values({ ...row, name_key: assetNameKey(row.name) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The name keys in a folder that a new `base…ext` could clash with: the name itself and its numbered
 * variants 'base (n)ext'. LIKE may match more; callers compare keys exactly.
 */
export async function nameKeysLike(
  db: Executor,
  parentId: number,
  base: string,
  ext: string,
): Promise<string[]> {
  const [baseKey, extKey] = [assetNameKey(base), assetNameKey(ext)];
  const rows = await db
    .selectFrom('assets')
    .select('name_key')
    .where('parent_id', '=', parentId)
    .where((eb) =>
      eb.or([
        eb('name_key', '=', `${baseKey}${extKey}`),
        eb('name_key', 'like', sql<string>`${`${escapeLike(baseKey)} (%)${escapeLike(extKey)}`} escape '\\'`),
      ]),
    )
    .execute();
  return rows.flatMap((row) => (row.name_key === null ? [] : [row.name_key]));
}

/** Whether another item of the folder (not `exceptId`) has this name, whatever its case. */
export async function nameExists(
  db: Executor,
  parentId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('assets')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('name_key', '=', assetNameKey(name));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function findChildNamed(
  db: Executor,
  parentId: number,
  name: string,
): Promise<Pick<AssetRow, 'id' | 'type'> | undefined> {
  return db
    .selectFrom('assets')
    .select(['id', 'type'])
    .where('parent_id', '=', parentId)
    .where('name_key', '=', assetNameKey(name))
    .executeTakeFirst();
}

/**
 * How deep the tree walks below go at most. Moves keep the tree free of cycles (AssetsService.move);
 * were one ever made, a walk without this bound would run in the database until stopped.
 */
const MAX_TREE_DEPTH = 1000;

/** A subtree row with its depth below the subtree's top (0 for the top itself). */
export type SubtreeRow = AssetRow & { depth: number };

/** The item and everything under it, parents before children. */
export async function findSubtree(db: Executor, id: number): Promise<SubtreeRow[]> {
  const rows = await db
    .withRecursive('subtree(id, depth)', (qb) =>
      qb
        .selectFrom('assets')
        .select(['assets.id', sql<number>`0`.as('depth')])
        .where('assets.id', '=', id)
        .unionAll((inner) =>
          inner
            .selectFrom('assets')
            .innerJoin('subtree', 'subtree.id', 'assets.parent_id')
            .where(sql<number>`subtree.depth`, '<', MAX_TREE_DEPTH)
            .select(['assets.id', sql<number>`subtree.depth + 1`.as('depth')]),
        ),
    )
    .selectFrom('assets')
    .innerJoin('subtree', 'subtree.id', 'assets.id')
    .selectAll('assets')
    .select('subtree.depth')
    .orderBy('subtree.depth')
    .orderBy('assets.id')
    .execute();
  return rows.map((row) => ({ ...row, depth: Number(row.depth) }));
}

/** The ids from the item up to its tree's root, the item first. */
export async function findAncestorIds(db: Executor, id: number): Promise<number[]> {
  const rows = await db
    .withRecursive('chain(id, parent_id, depth)', (qb) =>
      qb
        .selectFrom('assets')
        .select(['assets.id', 'assets.parent_id', sql<number>`0`.as('depth')])
        .where('assets.id', '=', id)
        .unionAll((inner) =>
          inner
            .selectFrom('assets')
            .innerJoin('chain', 'chain.parent_id', 'assets.id')
            .where(sql<number>`chain.depth`, '<', MAX_TREE_DEPTH)
            .select(['assets.id', 'assets.parent_id', sql<number>`chain.depth + 1`.as('depth')]),
        ),
    )
    .selectFrom('chain')
    .select('chain.id')
    .orderBy('chain.depth')
    .execute();
  return rows.map((row) => row.id);
}

export async function updateAsset(
  db: Executor,
  id: number,
  changes: Partial<Pick<AssetRow, 'name' | 'parent_id' | 'updated_at'>>,
): Promise<void> {
  const key = changes.name === undefined ? {} : { name_key: assetNameKey(changes.name) };
  await db
    .updateTable('assets')
    .set({ ...changes, ...key })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes the write locks of these rows for the rest of the transaction, one by one in id order so two
 * transactions never wait on each other in a circle: a no-op UPDATE, which both databases lock
 * (PostgreSQL the rows, SQLite the whole file). A concurrent rename or move of a locked row waits.
 */
export async function lockAssets(trx: Transaction<Database>, ids: number[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    await trx
      .updateTable('assets')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .execute();
  }
}

/** Moves rows to another tree's key (a subtree moved between trees). */
export async function setRootKey(db: Executor, ids: number[], rootKey: string): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .updateTable('assets')
      .set({ root_key: rootKey })
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
  }
}

/** Deletes a row; the foreign key's cascade removes everything under it. */
export async function deleteAsset(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('assets').where('id', '=', id).execute();
}

/** Whether any row still points at the blob, as its file, thumbnail or preview. */
export async function isBlobReferenced(db: Executor, sha256: string): Promise<boolean> {
  const row = await db
    .selectFrom('assets')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('blob_sha256', '=', sha256),
        eb('thumbnail_sha256', '=', sha256),
        eb('preview_sha256', '=', sha256),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every blob some row points at. */
export async function referencedBlobs(db: Executor): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const column of ['blob_sha256', 'thumbnail_sha256', 'preview_sha256'] as const) {
    const rows = await db
      .selectFrom('assets')
      .select(column)
      .distinct()
      .where(column, 'is not', null)
      .execute();
    for (const row of rows) referenced.add(row[column] as string);
  }
  return referenced;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Files and images added after `from` and up to `until`, newest first, at most `limit` (what is new). */
export async function findFilesAddedBetween(
  db: Executor,
  from: string,
  until: string,
  limit: number,
): Promise<AssetRow[]> {
  return db
    .selectFrom('assets')
    .selectAll()
    .where('type', '<>', 'folder')
    .where('created_at', '>', from)
    .where('created_at', '<=', until)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
