import type { PageDocumentImages } from '@portal/domain/content';
import type { DrawGameKind, NewsStatus } from '@portal/domain/schemas';
import type { Kysely, Transaction } from 'kysely';
import { type Database, DRAW_GAME_TABLES } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** What decides who sees a game and its assets: its flags and its release dates (the embargo). */
export interface GameFlags {
  id: number;
  isActive: boolean;
  roadmap: boolean;
  releaseDate: string | null;
  isReleaseDatePerRegion: boolean;
  regions: { region: string; releaseDate: string | null }[];
}

/** A game holding an asset in one of its slots. */
export interface GameSlotHolder extends GameFlags {
  slot: string;
}

/** What decides who sees a draw game: whether it is live. */
export interface DrawGameFlags {
  kind: DrawGameKind;
  id: number;
  live: boolean;
}

const GAME_FLAG_COLUMNS = [
  'games.id',
  'games.is_active',
  'games.roadmap',
  'games.release_date',
  'games.is_release_date_per_region',
] as const;

interface GameFlagRow {
  id: number;
  is_active: number;
  roadmap: number;
  release_date: string | null;
  is_release_date_per_region: number;
}

/** The games' rows with their per-region release dates. */
async function withRegionDates<R extends GameFlagRow>(
  db: Executor,
  rows: R[],
): Promise<(R & { flags: GameFlags })[]> {
  const ids = [...new Set(rows.map((row) => row.id))];
  const regionRows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('game_regions')
          .select(['game_id', 'region', 'release_date'])
          .where('game_id', 'in', ids)
          .execute();
  return rows.map((row) => ({
    ...row,
    flags: {
      id: row.id,
      isActive: row.is_active === 1,
      roadmap: row.roadmap === 1,
      releaseDate: row.release_date,
      isReleaseDatePerRegion: row.is_release_date_per_region === 1,
      regions: regionRows
        .filter((entry) => entry.game_id === row.id)
        .map((entry) => ({ region: entry.region, releaseDate: entry.release_date })),
    },
  }));
}

export async function selectGameFlags(db: Executor, ids: readonly number[]): Promise<GameFlags[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('games')
    .select(GAME_FLAG_COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  return (await withRegionDates(db, rows)).map((row) => row.flags);
}

export async function selectDrawGameFlags(
  db: Executor,
  kind: DrawGameKind,
  ids: readonly number[],
): Promise<DrawGameFlags[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(DRAW_GAME_TABLES[kind])
    .select(['id', 'live'])
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => ({ kind, id: row.id, live: row.live === 1 }));
}

/** The games and draw games whose slots show this asset, with what decides who sees them. */
export async function selectSlotHolders(
  db: Executor,
  assetId: number,
): Promise<{ games: GameSlotHolder[]; drawGames: DrawGameFlags[] }> {
  const [games, drawGames] = await Promise.all([
    db
      .selectFrom('game_assets')
      .innerJoin('games', 'games.id', 'game_assets.game_id')
      .select([...GAME_FLAG_COLUMNS, 'game_assets.slot'])
      .where('game_assets.asset_id', '=', assetId)
      .execute(),
    db
      .selectFrom('draw_game_assets')
      .select(['kind', 'draw_game_id'])
      .where('asset_id', '=', assetId)
      .execute(),
  ]);
  const drawGameFlags = await Promise.all(
    Object.keys(DRAW_GAME_TABLES).map((kind) =>
      selectDrawGameFlags(
        db,
        kind as DrawGameKind,
        drawGames.filter((row) => row.kind === kind).map((row) => row.draw_game_id),
      ),
    ),
  );
  return {
    games: (await withRegionDates(db, games)).map((row) => ({ ...row.flags, slot: row.slot })),
    drawGames: drawGameFlags.flat(),
  };
}

/** The stories whose cover is this asset, with what decides who reads them. */
export async function selectStoriesUsing(
  db: Executor,
  assetId: number,
): Promise<{ status: NewsStatus; publishAt: string }[]> {
  const rows = await db
    .selectFrom('news_stories')
    .select(['status', 'publish_at'])
    .where('cover_asset_id', '=', assetId)
    .execute();
  return rows.map((row) => ({ status: row.status as NewsStatus, publishAt: row.publish_at }));
}

/**
 * The current document of every page that has been saved (ten pages at most; a page never saved
 * shows its default document, which has no images). Revisions are not current: they do not count.
 */
export async function selectPageDocuments(db: Executor): Promise<PageDocumentImages[]> {
  const rows = await db.selectFrom('content_documents').select('document').execute();
  return rows.map((row) => JSON.parse(row.document) as PageDocumentImages);
}

/** The name of the user whose folder `user:{id}` is (undefined: no such user). */
export async function selectUserName(
  db: Executor,
  userId: number,
): Promise<{ firstName: string; surname: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['first_name as firstName', 'surname'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
