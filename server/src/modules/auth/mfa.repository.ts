import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MfaChallengesTable, MfaPasskeysTable } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type PasskeyRow = Selectable<MfaPasskeysTable>;
export type ChallengeRow = Selectable<MfaChallengesTable>;

// ── Passkeys ───────────────────────────────────────────────────────────────────────────────

export function findPasskeys(db: Executor, userId: number): Promise<PasskeyRow[]> {
  return db
    .selectFrom('mfa_passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function findPasskey(db: Executor, credentialId: string): Promise<PasskeyRow | undefined> {
  return db
    .selectFrom('mfa_passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

export async function insertPasskey(db: Executor, row: PasskeyRow): Promise<void> {
  await db.insertInto('mfa_passkeys').values(row).execute();
}

export async function markPasskeyUsed(
  db: Executor,
  credentialId: string,
  counter: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('mfa_passkeys')
    .set({ counter, last_used_at: now })
    .where('credential_id', '=', credentialId)
    .execute();
}

/** Answers whether a passkey of this user was deleted. */
export async function deletePasskey(db: Executor, userId: number, credentialId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('mfa_passkeys')
    .where('user_id', '=', userId)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ── TOTP ───────────────────────────────────────────────────────────────────────────────────

export function findTotp(db: Executor, userId: number) {
  return db.selectFrom('mfa_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A new, unconfirmed secret in place of an unconfirmed one (a confirmed one is kept: see the service). */
export async function putPendingTotp(db: Executor, userId: number, secret: string, now: string) {
  await db.deleteFrom('mfa_totp').where('user_id', '=', userId).execute();
  await db
    .insertInto('mfa_totp')
    .values({ user_id: userId, secret, created_at: now, confirmed_at: null, last_time_step: null })
    .execute();
}

/**
 * Takes the code's time step when it is later than the last one taken (the same code twice is one
 * use); `confirm` also marks a pending app confirmed. Answers whether the step was taken.
 */
export async function takeTotpStep(
  db: Executor,
  userId: number,
  timeStep: number,
  confirmAt: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('mfa_totp')
    .set({ last_time_step: timeStep, ...(confirmAt ? { confirmed_at: confirmAt } : {}) })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTotp(db: Executor, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('mfa_totp').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ── Recovery codes ─────────────────────────────────────────────────────────────────────────

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function replaceRecoveryCodes(db: Executor, userId: number, hashes: string[], now: string) {
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('mfa_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now, used_at: null })))
    .execute();
}

/** Spends an unused code of this user; answers whether there was one to spend. */
export async function useRecoveryCode(db: Executor, userId: number, hash: string, now: string) {
  const result = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const result = await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteAllPasskeys(db: Executor, userId: number): Promise<number> {
  const result = await db.deleteFrom('mfa_passkeys').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ── Ceremonies ─────────────────────────────────────────────────────────────────────────────

export async function insertChallenge(db: Executor, row: Omit<ChallengeRow, 'used_at'>): Promise<void> {
  await db
    .insertInto('mfa_challenges')
    .values({ ...row, used_at: null })
    .execute();
  // Ended ceremonies are of no use to anyone: each new one clears those.
  await db.deleteFrom('mfa_challenges').where('expires_at', '<', row.created_at).execute();
}

/** The ceremony with this hash and purpose while it is unused and unexpired at `now`. */
export function findOpenChallenge(db: Executor, idHash: string, purpose: string, now: string) {
  return db
    .selectFrom('mfa_challenges')
    .selectAll()
    .where('id_hash', '=', idHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function setWebAuthnChallenge(db: Executor, idHash: string, challenge: string): Promise<void> {
  await db
    .updateTable('mfa_challenges')
    .set({ webauthn_challenge: challenge })
    .where('id_hash', '=', idHash)
    .execute();
}

/** Ends a ceremony once; answers false when it was already ended (two racing answers: one wins). */
export async function useChallenge(db: Executor, idHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('mfa_challenges')
    .set({ used_at: now })
    .where('id_hash', '=', idHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
