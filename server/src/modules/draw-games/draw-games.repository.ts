import type { DrawGameKind, GameAssetSlot } from '@portal/domain/schemas';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  type AssetsTable,
  type Database,
  DRAW_GAME_TABLES,
  type DrawGameRevisionsTable,
  type DrawGamesTable,
} from '../../db/schema.ts';
import { TRASH_KEY_PREFIX } from '../assets/trash-keys.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type DrawGameRow = Selectable<DrawGamesTable>;
export type DrawGameSlotRow = Selectable<AssetsTable> & { draw_game_id: number; slot: string };

export interface DrawGameFilter {
  /** Items that are not live only reach the admin. */
  withUnpublished: boolean;
  isActive?: boolean;
  ids?: readonly number[];
}

export async function selectDrawGameRows(
  db: Executor,
  kind: DrawGameKind,
  filter: DrawGameFilter,
): Promise<DrawGameRow[]> {
  let query = db.selectFrom(DRAW_GAME_TABLES[kind]).selectAll();
  if (!filter.withUnpublished) query = query.where('live', '=', 1);
  if (filter.isActive !== undefined) query = query.where('live', '=', filter.isActive ? 1 : 0);
  if (filter.ids !== undefined) query = query.where('id', 'in', filter.ids.length ? [...filter.ids] : [0]);
  return query.orderBy('name').orderBy('id').execute();
}

/** The channels of frequency draw games, by id. */
export async function selectChannels(db: Executor, ids: readonly number[]): Promise<Map<number, string[]>> {
  const channels = new Map<number, string[]>();
  if (ids.length === 0) return channels;
  const rows = await db
    .selectFrom('frequency_draw_game_channels')
    .select(['frequency_draw_game_id', 'channel'])
    .where('frequency_draw_game_id', 'in', [...ids])
    .execute();
  for (const row of rows) {
    channels.set(row.frequency_draw_game_id, [
      ...(channels.get(row.frequency_draw_game_id) ?? []),
      row.channel,
    ]);
  }
  return channels;
}

/** Every slot entry of these items, with the asset it points at, in slot order. */
export async function selectSlotAssets(
  db: Executor,
  kind: DrawGameKind,
  ids: readonly number[],
): Promise<DrawGameSlotRow[]> {
  if (ids.length === 0) return [];
  // A file in the trash is no one's artwork until it is restored (decision 140).
  return db
    .selectFrom('draw_game_assets')
    .innerJoin('assets', 'assets.id', 'draw_game_assets.asset_id')
    .selectAll('assets')
    .select(['draw_game_assets.draw_game_id', 'draw_game_assets.slot'])
    .where('draw_game_assets.kind', '=', kind)
    .where('assets.root_key', 'not like', `${TRASH_KEY_PREFIX}%`)
    .where('draw_game_assets.draw_game_id', 'in', [...ids])
    .orderBy('draw_game_assets.position')
    .execute();
}

export interface DrawGameColumns {
  name: string;
  live: boolean;
  details: object;
}

export async function insertDrawGame(
  db: Executor,
  kind: DrawGameKind,
  item: DrawGameColumns,
  now: string,
): Promise<number> {
  const { id } = await db
    .insertInto(DRAW_GAME_TABLES[kind])
    .values({
      name: item.name,
      live: item.live ? 1 : 0,
      details: JSON.stringify(item.details),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateDrawGame(
  db: Executor,
  kind: DrawGameKind,
  id: number,
  item: DrawGameColumns,
  now: string,
): Promise<void> {
  await db
    .updateTable(DRAW_GAME_TABLES[kind])
    .set({ name: item.name, live: item.live ? 1 : 0, details: JSON.stringify(item.details), updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function replaceChannels(db: Executor, id: number, channels: readonly string[]): Promise<void> {
  await db.deleteFrom('frequency_draw_game_channels').where('frequency_draw_game_id', '=', id).execute();
  if (channels.length) {
    await db
      .insertInto('frequency_draw_game_channels')
      .values(channels.map((channel) => ({ frequency_draw_game_id: id, channel })))
      .execute();
  }
}

/** Replaces the content of the slots given; other slots keep theirs. */
export async function replaceDrawGameSlots(
  db: Executor,
  kind: DrawGameKind,
  id: number,
  slots: ReadonlyMap<GameAssetSlot, readonly number[]>,
): Promise<void> {
  for (const [slot, assetIds] of slots) {
    await db
      .deleteFrom('draw_game_assets')
      .where('kind', '=', kind)
      .where('draw_game_id', '=', id)
      .where('slot', '=', slot)
      .execute();
    if (assetIds.length) {
      await db
        .insertInto('draw_game_assets')
        .values(
          assetIds.map((assetId, position) => ({
            kind,
            draw_game_id: id,
            slot,
            position,
            asset_id: assetId,
          })),
        )
        .execute();
    }
  }
}

/** Deletes the item, its channels and its slot rows; answers whether it was there. */
export async function deleteDrawGame(db: Executor, kind: DrawGameKind, id: number): Promise<boolean> {
  await db.deleteFrom('draw_game_assets').where('kind', '=', kind).where('draw_game_id', '=', id).execute();
  await db
    .deleteFrom('draw_game_revisions')
    .where('kind', '=', kind)
    .where('draw_game_id', '=', id)
    .execute();
  const result = await db.deleteFrom(DRAW_GAME_TABLES[kind]).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Who saved and when, kept with a revision. */
export interface SavedBy {
  at: string;
  byId: number;
  by: string;
}

/**
 * Call inside a save's transaction: moves the item from revision `from` to the next and keeps
 * `document` as that revision. Answers null, writing nothing, when the item is no longer at `from`
 * (another save came in between; on PostgreSQL a concurrent save waits for the row, then finds it moved on).
 */
export async function nextDrawGameRevision(
  trx: Transaction<Database>,
  kind: DrawGameKind,
  id: number,
  from: number,
  document: string,
  saved: SavedBy,
): Promise<number | null> {
  const moved = await trx
    .updateTable(DRAW_GAME_TABLES[kind])
    .set({ revision: from + 1 })
    .where('id', '=', id)
    .where('revision', '=', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return null;
  await trx
    .insertInto('draw_game_revisions')
    .values({
      kind,
      draw_game_id: id,
      revision: from + 1,
      document,
      saved_at: saved.at,
      saved_by_id: saved.byId,
      saved_by: saved.by,
    })
    .execute();
  return from + 1;
}

export type DrawGameRevisionRow = Selectable<DrawGameRevisionsTable>;

/** The item's revisions, newest first (`revision` given: that one only). */
export async function selectDrawGameRevisions(
  db: Executor,
  kind: DrawGameKind,
  id: number,
  options: { limit: number; revision?: number },
): Promise<DrawGameRevisionRow[]> {
  let query = db
    .selectFrom('draw_game_revisions')
    .selectAll()
    .where('kind', '=', kind)
    .where('draw_game_id', '=', id);
  if (options.revision !== undefined) query = query.where('revision', '=', options.revision);
  return query.orderBy('revision', 'desc').limit(options.limit).execute();
}
