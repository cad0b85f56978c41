import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

const count = sql<number>`count(*)`.as('count');

/** Games by state: live (active, not roadmap), roadmap (inactive, roadmap) and all. */
export function countGames(db: Kysely<Database>) {
  return db
    .selectFrom('games')
    .select([
      sql<number>`coalesce(sum(case when is_active = 1 and roadmap = 0 then 1 else 0 end), 0)`.as('live'),
      sql<number>`coalesce(sum(case when is_active = 0 and roadmap = 1 then 1 else 0 end), 0)`.as('roadmap'),
      count,
    ])
    .executeTakeFirstOrThrow();
}

/** Enabled accounts other than guests, per type and group. */
export function countStaffAndOperatorUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['user_type', 'user_group', count])
    .where('active', '=', 1)
    .where('user_type', '!=', 'guest')
    .groupBy(['user_type', 'user_group'])
    .execute();
}

/** The expiry of every enabled guest (whether one has expired is a domain rule). */
export function selectGuestExpiries(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['guest_expiry_start', 'guest_expiry_days'])
    .where('active', '=', 1)
    .where('user_type', '=', 'guest')
    .execute();
}

export async function countOperators(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('operators').select(count).executeTakeFirstOrThrow();
  return Number(row.count);
}
