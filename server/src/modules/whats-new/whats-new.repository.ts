import type { VisitMark } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function findVisitMark(db: Db, userId: number): Promise<VisitMark | null> {
  const row = await db
    .selectFrom('whats_new_visits')
    .select(['last_active_at', 'since'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { lastActiveAt: row.last_active_at, since: row.since } : null;
}

export async function saveVisitMark(db: Db, userId: number, mark: VisitMark): Promise<void> {
  await db
    .insertInto('whats_new_visits')
    .values({ user_id: userId, last_active_at: mark.lastActiveAt, since: mark.since })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ last_active_at: mark.lastActiveAt, since: mark.since }),
    )
    .execute();
}

export async function findDigestFrequency(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('digest_subscriptions')
    .select('frequency')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.frequency ?? null;
}

export async function findDigestFrequencies(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('digest_subscriptions').select(['user_id', 'frequency']).execute();
  return new Map(rows.map((row) => [row.user_id, row.frequency]));
}

export async function saveDigestFrequency(
  db: Db,
  userId: number,
  frequency: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('digest_subscriptions')
    .values({ user_id: userId, frequency, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ frequency, updated_at: now }))
    .execute();
}

export interface DigestClaim {
  userId: number;
  period: string;
  frequency: string;
  claimedAt: string;
  claimedBy: string;
  coversFrom: string;
  coversUntil: string;
}

/**
 * Claims one user's digest of one period: true for the one insert that made the row, false when
 * another instance (or an earlier pass) has it. The primary key decides, on both databases.
 */
export async function claimDigest(db: Db, claim: DigestClaim): Promise<boolean> {
  const result = await db
    .insertInto('digest_runs')
    .values({
      user_id: claim.userId,
      period: claim.period,
      frequency: claim.frequency,
      claimed_at: claim.claimedAt,
      claimed_by: claim.claimedBy,
      covers_from: claim.coversFrom,
      covers_until: claim.coversUntil,
      outcome: null,
      item_count: null,
      sent_at: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'period']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function completeDigest(
  db: Db,
  key: { userId: number; period: string },
  done: { outcome: 'sent' | 'nothing-new' | 'failed'; itemCount: number; sentAt: string | null },
): Promise<void> {
  await db
    .updateTable('digest_runs')
    .set({ outcome: done.outcome, item_count: done.itemCount, sent_at: done.sentAt })
    .where('user_id', '=', key.userId)
    .where('period', '=', key.period)
    .execute();
}

/** The periods each user's digest has been claimed for, from `since` on. */
export async function findClaimedPeriods(db: Db, sincePeriod: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('digest_runs')
    .select(['user_id', 'period'])
    .where('period', '>=', sincePeriod)
    .execute();
  return new Set(rows.map((row) => `${row.user_id}/${row.period}`));
}

/** Where a user's next digest starts: the end of the last one sent or found empty. */
export async function findLastCoveredUntil(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('digest_runs')
    .select((eb) => eb.fn.max('covers_until').as('until'))
    .where('user_id', '=', userId)
    .where('outcome', 'in', ['sent', 'nothing-new'])
    .executeTakeFirst();
  return row?.until ?? null;
}

export async function findLastSentAt(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('digest_runs')
    .select((eb) => eb.fn.max('sent_at').as('sent'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.sent ?? null;
}

/** A user's digests, newest period first (what the job recorded). */
export async function findDigestRuns(db: Db, userId: number) {
  return db
    .selectFrom('digest_runs')
    .select(['user_id', 'period', 'claimed_by', 'outcome', 'item_count'])
    .where('user_id', '=', userId)
    .orderBy('period', 'desc')
    .execute();
}
