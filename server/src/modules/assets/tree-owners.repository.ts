import type { PageDocumentImages } from '@portal/domain/content';
import type { DrawGameKind, NewsStatus } from '@portal/domain/schemas';
import type { Kysely, Transaction } from 'kysely';
import { type Database, DRAW_GAME_TABLES } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** What decides who sees a game: its flags. */
export interface GameFlags {
  id: number;
  isActive: boolean;
  roadmap: boolean;
}

/** What decides who sees a draw game: whether it is live. */
export interface DrawGameFlags {
  kind: DrawGameKind;
  id: number;
  live: boolean;
}

function toGameFlags(row: { id: number; is_active: number; roadmap: number }): GameFlags {
  return { id: row.id, isActive: row.is_active === 1, roadmap: row.roadmap === 1 };
}

export async function selectGameFlags(db: Executor, ids: readonly number[]): Promise<GameFlags[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('games')
    .select(['id', 'is_active', 'roadmap'])
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toGameFlags);
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
): Promise<{ games: GameFlags[]; drawGames: DrawGameFlags[] }> {
  const [games, drawGames] = await Promise.all([
    db
      .selectFrom('game_assets')
      .innerJoin('games', 'games.id', 'game_assets.game_id')
      .select(['games.id', 'games.is_active', 'games.roadmap'])
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
    games: games.map(toGameFlags),
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
