import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertSession(
  db: Kysely<Database>,
  session: { id: string; userId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      ended_at: null,
    })
    .execute();
}

/** The session and its user, when the session is still live at `now` and the user active. */
export async function findLiveSessionUser(db: Kysely<Database>, sessionId: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.ended_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.active', '=', 1)
    .executeTakeFirst();
}

/** Ends, at `now`, the sessions not yet ended among those the caller narrows it to. */
function endLiveSessions(db: Kysely<Database>, now: string) {
  return db.updateTable('sessions').set({ ended_at: now }).where('ended_at', 'is', null);
}

export async function endSession(db: Kysely<Database>, sessionId: string, now: string): Promise<void> {
  await endLiveSessions(db, now).where('id', '=', sessionId).execute();
}

/** Ends every live session of a user (password change, disabling, change of group). */
export async function endUserSessions(db: Kysely<Database>, userId: number, now: string): Promise<void> {
  await endLiveSessions(db, now).where('user_id', '=', userId).execute();
}
