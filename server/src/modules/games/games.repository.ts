import type { GameAssetSlot, GameFieldsForm } from '@portal/domain/schemas';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { AssetsTable, Database, GamesTable } from '../../db/schema.ts';
import { TRASH_KEY_PREFIX } from '../assets/trash-keys.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type GameRow = Selectable<GamesTable>;

/** Which games a read covers. `withUnreleased` lets inactive and roadmap games in (the pipeline). */
export interface GameFilter {
  withUnreleased: boolean;
  isActive?: boolean;
  featured?: boolean;
  ids?: readonly number[];
  nameKey?: string;
}

/** The rows of every list of the games a filter covers, each keyed by game id. */
export interface GameListRows {
  regions: Map<
    number,
    { region: string; release_date: string | null; display_release_date: string | null }[]
  >;
  channels: Map<number, string[]>;
  features: Map<number, string[]>;
  themes: Map<number, string[]>;
  softwareIds: Map<number, string[]>;
  videos: Map<number, { title: string; video: string }[]>;
  assets: Map<number, SlotAssetRow[]>;
}

/** A slot entry with the asset it points at. */
type SlotAssetRow = Selectable<AssetsTable> & { slot: string; position: number };

type ScalarFields = Omit<
  GameFieldsForm,
  'channels' | 'features' | 'themes' | 'regions' | 'videos' | 'softwareIds'
>;

/** The game's name as game/name compares it: trimmed and lower-cased (in JavaScript, so alike on both databases). */
export function gameNameKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

function gamesMatching(db: Executor, filter: GameFilter) {
  let query = db.selectFrom('games');
  if (!filter.withUnreleased) query = query.where('is_active', '=', 1).where('roadmap', '=', 0);
  if (filter.isActive !== undefined) query = query.where('is_active', '=', filter.isActive ? 1 : 0);
  if (filter.featured !== undefined) query = query.where('featured', '=', filter.featured ? 1 : 0);
  if (filter.ids !== undefined) query = query.where('id', 'in', filter.ids.length ? [...filter.ids] : [0]);
  if (filter.nameKey !== undefined) query = query.where('name_key', '=', filter.nameKey);
  return query;
}

export async function selectGameRows(db: Executor, filter: GameFilter): Promise<GameRow[]> {
  return gamesMatching(db, filter).selectAll().execute();
}

function groupBy<R extends { game_id: number }, V>(rows: R[], value: (row: R) => V): Map<number, V[]> {
  const groups = new Map<number, V[]>();
  for (const row of rows) {
    const group = groups.get(row.game_id);
    if (group) group.push(value(row));
    else groups.set(row.game_id, [value(row)]);
  }
  return groups;
}

/**
 * Every list of the games a filter covers, one query per table whatever the number of games (the
 * filter is a subquery, so 2,000 games never become 2,000 bound ids). `videos` only when asked.
 */
export async function selectGameLists(
  db: Executor,
  filter: GameFilter,
  options: { videos: boolean; slots: readonly GameAssetSlot[] },
): Promise<GameListRows> {
  const ids = () => gamesMatching(db, filter).select('games.id');
  const values = (table: 'game_channels' | 'game_features' | 'game_themes') =>
    db
      .selectFrom(table)
      .select(['game_id', 'value'])
      .where('game_id', 'in', ids())
      .orderBy('value')
      .execute();

  const [regions, channels, features, themes, softwareIds, videos, assets] = await Promise.all([
    db
      .selectFrom('game_regions')
      .select(['game_id', 'region', 'release_date', 'display_release_date'])
      .where('game_id', 'in', ids())
      .orderBy('region')
      .execute(),
    values('game_channels'),
    values('game_features'),
    values('game_themes'),
    db
      .selectFrom('game_software_ids')
      .select(['game_id', 'software_id'])
      .where('game_id', 'in', ids())
      .orderBy('position')
      .execute(),
    options.videos
      ? db
          .selectFrom('game_videos')
          .select(['game_id', 'title', 'video'])
          .where('game_id', 'in', ids())
          .orderBy('position')
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('game_assets')
      .innerJoin('assets', 'assets.id', 'game_assets.asset_id')
      .selectAll('assets')
      .select(['game_assets.game_id', 'game_assets.slot', 'game_assets.position'])
      .where('game_assets.game_id', 'in', ids())
      .where('game_assets.slot', 'in', [...options.slots])
      // A file in the trash is no one's artwork until it is restored (decision 140).
      .where('assets.root_key', 'not like', `${TRASH_KEY_PREFIX}%`)
      .orderBy('game_assets.position')
      .execute(),
  ]);

  return {
    regions: groupBy(regions, ({ region, release_date, display_release_date }) => ({
      region,
      release_date,
      display_release_date,
    })),
    channels: groupBy(channels, (row) => row.value),
    features: groupBy(features, (row) => row.value),
    themes: groupBy(themes, (row) => row.value),
    softwareIds: groupBy(softwareIds, (row) => row.software_id),
    videos: groupBy(videos, ({ title, video }) => ({ title, video })),
    assets: groupBy(assets, ({ game_id: _, ...asset }) => asset),
  };
}

function scalarColumns(fields: Partial<ScalarFields>) {
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
  const columns = {
    game_name: fields.gameName,
    name_key: fields.gameName === undefined ? undefined : gameNameKey(fields.gameName),
    is_active: flag(fields.isActive),
    roadmap: flag(fields.roadmap),
    live: flag(fields.live),
    featured: flag(fields.featured),
    release_date: fields.releaseDate,
    display_release_date: fields.displayReleaseDate,
    is_release_date_per_region: flag(fields.isReleaseDatePerRegion),
    description: fields.description,
    game_type: fields.gameType,
    mechanic: fields.mechanic,
    demo_override: fields.demoOverride,
    demo_fallback: fields.demoFallback,
    demo_technology: fields.demoTechnology,
    demo_environment: fields.demoEnvironment,
    demo_currency: fields.demoCurrency,
    demo_software_id: fields.demoSoftwareId,
    software_id: fields.softwareId,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<
    Omit<GameRow, 'id'>
  >;
}

export async function insertGame(db: Executor, fields: ScalarFields, now: string): Promise<number> {
  const columns = scalarColumns(fields) as Omit<GameRow, 'id' | 'created_at' | 'updated_at'>;
  const { id } = await db
    .insertInto('games')
    .values({ ...columns, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes the fields given; answers whether the game exists. */
export async function updateGame(
  db: Executor,
  id: number,
  fields: Partial<ScalarFields>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('games')
    .set({ ...scalarColumns(fields), updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findGameIdByNameKey(db: Executor, nameKey: string): Promise<number | undefined> {
  const row = await db.selectFrom('games').select('id').where('name_key', '=', nameKey).executeTakeFirst();
  return row?.id;
}

export type GameLists = Pick<
  GameFieldsForm,
  'channels' | 'features' | 'themes' | 'regions' | 'videos' | 'softwareIds'
>;

/** Replaces the lists given; lists left out keep their rows. */
export async function replaceGameLists(
  db: Executor,
  gameId: number,
  lists: Partial<GameLists>,
): Promise<void> {
  const valueTables = [
    ['game_channels', lists.channels],
    ['game_features', lists.features],
    ['game_themes', lists.themes],
  ] as const;
  for (const [table, values] of valueTables) {
    if (values === undefined) continue;
    await replaceListRows(
      db,
      table,
      gameId,
      values.map((value) => ({ game_id: gameId, value })),
    );
  }
  if (lists.regions !== undefined) {
    await replaceListRows(
      db,
      'game_regions',
      gameId,
      lists.regions.map((entry) => ({
        game_id: gameId,
        region: entry.region,
        release_date: entry.releaseDate,
        display_release_date: entry.displayReleaseDate,
      })),
    );
  }
  if (lists.softwareIds !== undefined) {
    await replaceListRows(
      db,
      'game_software_ids',
      gameId,
      lists.softwareIds.map((softwareId, position) => ({
        game_id: gameId,
        position,
        software_id: softwareId,
      })),
    );
  }
  if (lists.videos !== undefined) {
    await replaceListRows(
      db,
      'game_videos',
      gameId,
      lists.videos.map((entry, position) => ({ game_id: gameId, position, ...entry })),
    );
  }
}

type GameListTable =
  | 'game_channels'
  | 'game_features'
  | 'game_themes'
  | 'game_regions'
  | 'game_software_ids'
  | 'game_videos';

/** Deletes a game's rows in one of its list tables and inserts `rows` instead. */
async function replaceListRows(
  db: Executor,
  table: GameListTable,
  gameId: number,
  rows: Insertable<Database[GameListTable]>[],
): Promise<void> {
  await db.deleteFrom(table).where('game_id', '=', gameId).execute();
  if (rows.length) await db.insertInto(table).values(rows).execute();
}

/** Replaces the content of the slots given; other slots keep theirs. */
export async function replaceGameSlots(
  db: Executor,
  gameId: number,
  slots: ReadonlyMap<GameAssetSlot, readonly number[]>,
): Promise<void> {
  for (const [slot, assetIds] of slots) {
    await db.deleteFrom('game_assets').where('game_id', '=', gameId).where('slot', '=', slot).execute();
    if (assetIds.length) {
      await db
        .insertInto('game_assets')
        .values(assetIds.map((assetId, position) => ({ game_id: gameId, slot, position, asset_id: assetId })))
        .execute();
    }
  }
}

/** Answers whether a game was there to delete; its list and slot rows go with it. */
export async function deleteGame(db: Executor, gameId: number): Promise<boolean> {
  const result = await db.deleteFrom('games').where('id', '=', gameId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
