import type { RoadmapMonth } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The games on the pipeline (inactive, flagged roadmap), one row per planned month (or one with none). */
export function selectPipelinePlan(db: Kysely<Database>) {
  return db
    .selectFrom('games')
    .leftJoin('roadmap_months', 'roadmap_months.game_id', 'games.id')
    .select(['games.id', 'games.game_name', 'roadmap_months.region', 'roadmap_months.month'])
    .where('games.is_active', '=', 0)
    .where('games.roadmap', '=', 1)
    .execute();
}

export function selectGameStates(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('games').select(['id', 'game_name', 'is_active']).where('id', 'in', ids).execute();
}

/**
 * Makes the plan the whole roadmap: the listed games get the flag and exactly their months, every
 * other inactive game loses the flag. Run inside a transaction.
 */
export async function replacePlan(
  trx: Kysely<Database>,
  plan: { gameId: number; months: RoadmapMonth[] }[],
  now: string,
): Promise<void> {
  const ids = plan.map((game) => game.gameId);
  let leaving = trx
    .updateTable('games')
    .set({ roadmap: 0, updated_at: now })
    .where('is_active', '=', 0)
    .where('roadmap', '=', 1);
  if (ids.length > 0) leaving = leaving.where('id', 'not in', ids);
  await leaving.execute();
  if (ids.length > 0) {
    await trx
      .updateTable('games')
      .set({ roadmap: 1, updated_at: now })
      .where('id', 'in', ids)
      .where('roadmap', '=', 0)
      .execute();
  }
  await trx.deleteFrom('roadmap_months').execute();
  const rows = plan.flatMap((game) =>
    game.months.map((entry) => ({ game_id: game.gameId, region: entry.region, month: entry.month })),
  );
  // Three values a row: well inside both databases' limits on parameters per statement.
  for (let start = 0; start < rows.length; start += 1000) {
    await trx
      .insertInto('roadmap_months')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
}
