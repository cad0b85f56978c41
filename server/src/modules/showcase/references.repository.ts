import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The record asking, whose own pointers do not count. */
export type AssetOwner = { gameId: number } | { drawGame: { kind: string; id: number } };

/**
 * Which of these assets a game's or a draw game's slot points at, other than `owner`'s own: the
 * files a deleted item's tree must keep.
 */
export async function assetIdsUsedElsewhere(
  db: Executor,
  assetIds: readonly number[],
  owner: AssetOwner,
): Promise<Set<number>> {
  if (assetIds.length === 0) return new Set();
  const ids = [...assetIds];
  let games = db.selectFrom('game_assets').select('asset_id').where('asset_id', 'in', ids);
  if ('gameId' in owner) games = games.where('game_id', '!=', owner.gameId);
  let drawGames = db.selectFrom('draw_game_assets').select('asset_id').where('asset_id', 'in', ids);
  if ('drawGame' in owner) {
    const { kind, id } = owner.drawGame;
    drawGames = drawGames.where((eb) => eb.or([eb('kind', '!=', kind), eb('draw_game_id', '!=', id)]));
  }
  const rows = await games.union(drawGames).execute();
  return new Set(rows.map((row) => row.asset_id));
}

/** Which of these asset ids exist (files and images only: a slot never holds a folder). */
export async function existingFileIds(db: Executor, assetIds: readonly number[]): Promise<Set<number>> {
  if (assetIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('assets')
    .select('id')
    .where('id', 'in', [...assetIds])
    .where('type', '!=', 'folder')
    .execute();
  return new Set(rows.map((row) => row.id));
}
