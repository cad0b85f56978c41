import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// ── Sign-ins between start and callback ───────────────────────────────────────────────────────

export async function insertLogin(
  db: Kysely<Database>,
  login: { stateHash: string; nonce: string; codeVerifier: string; expiresAt: string },
  now: string,
): Promise<void> {
  // Sign-ins never finished are cleared as new ones start.
  await db.deleteFrom('sso_logins').where('expires_at', '<=', now).execute();
  await db
    .insertInto('sso_logins')
    .values({
      state_hash: login.stateHash,
      nonce: login.nonce,
      code_verifier: login.codeVerifier,
      expires_at: login.expiresAt,
    })
    .execute();
}

/** Deletes and answers the live sign-in with this state: a state works once. */
export async function takeLogin(db: Kysely<Database>, stateHash: string, now: string) {
  return db
    .deleteFrom('sso_logins')
    .where('state_hash', '=', stateHash)
    .where('expires_at', '>', now)
    .returning(['nonce', 'code_verifier'])
    .executeTakeFirst();
}

// ── Identities at the provider ────────────────────────────────────────────────────────────────

export async function findIdentityUserId(
  db: Kysely<Database>,
  issuer: string,
  subject: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('sso_identities')
    .select('user_id')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.user_id;
}

/** Whether the account is linked to the company's identity provider at all. */
export async function isLinked(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sso_identities')
    .select('subject')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the account is already linked to some subject of this provider. */
export async function isLinkedAt(db: Kysely<Database>, issuer: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sso_identities')
    .select('subject')
    .where('issuer', '=', issuer)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertIdentity(
  db: Kysely<Database>,
  identity: { issuer: string; subject: string; userId: number },
  now: string,
): Promise<void> {
  await db
    .insertInto('sso_identities')
    .values({
      issuer: identity.issuer,
      subject: identity.subject,
      user_id: identity.userId,
      created_at: now,
      last_sign_in_at: now,
    })
    .execute();
}

export async function touchIdentity(
  db: Kysely<Database>,
  issuer: string,
  subject: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('sso_identities')
    .set({ last_sign_in_at: now })
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .execute();
}

// ── One-time codes handed to the web app ──────────────────────────────────────────────────────

export async function insertHandoff(
  db: Kysely<Database>,
  handoff: { codeHash: string; userId: number; expiresAt: string },
  now: string,
): Promise<void> {
  await db.deleteFrom('sso_handoffs').where('expires_at', '<=', now).execute();
  await db
    .insertInto('sso_handoffs')
    .values({ code_hash: handoff.codeHash, user_id: handoff.userId, expires_at: handoff.expiresAt })
    .execute();
}

/** Deletes and answers the user of a live one-time code: a code works once. */
export async function takeHandoff(
  db: Kysely<Database>,
  codeHash: string,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .deleteFrom('sso_handoffs')
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
