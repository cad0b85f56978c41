import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

const count = sql<number>`count(*)`.as('count');

/** What decides each game's state (a domain rule, gameState). */
export function selectGameStates(db: Kysely<Database>) {
  return db.selectFrom('games').select(['is_active', 'roadmap', 'release_date']).execute();
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
