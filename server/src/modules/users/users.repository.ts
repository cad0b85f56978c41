import type { User, UserGroup, UserRegion, UserType } from '@portal/domain';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';
import { thumbnailLink } from '../assets/assets.present.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  email: string;
  firstName: string;
  surname: string;
  userType: UserType;
  userGroup: UserGroup;
  trackName?: string;
  hash?: string;
  passwordHash: string | null;
  operatorId?: number | null;
  guestSlug?: string | null;
  guestExpiryStart?: string | null;
  guestExpiryDays?: number | null;
  guestSponsorId?: number | null;
  regions: UserRegion[];
}

export async function findUserRowByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserRowById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The active accounts that can sign in (a password chosen, or a guest's link): who may receive mail about the portal. */
export async function findSignInAbleUserRows(db: Executor): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('password_hash', 'is not', null), eb('guest_slug', 'is not', null)]))
    .orderBy('id')
    .execute();
}

export async function findUserRowByGuestSlug(db: Executor, slug: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('guest_slug', '=', slug).executeTakeFirst();
}

export async function insertUser(db: Executor, user: NewUser, now: string): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: user.email.trim().toLowerCase(),
      first_name: user.firstName,
      surname: user.surname,
      user_type: user.userType,
      user_group: user.userGroup,
      track_name: user.trackName ?? '',
      hash: user.hash ?? '',
      password_hash: user.passwordHash,
      operator_id: user.operatorId ?? null,
      guest_slug: user.guestSlug ?? null,
      guest_expiry_start: user.guestExpiryStart ?? null,
      guest_expiry_days: user.guestExpiryDays ?? null,
      guest_sponsor_id: user.guestSponsorId ?? null,
      guest_reminder_sent_at: null,
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertUserRegions(db, id, user.regions);
  return id;
}

async function insertUserRegions(db: Executor, userId: number, regions: readonly UserRegion[]) {
  if (regions.length === 0) return;
  await db
    .insertInto('user_regions')
    .values(regions.map((r) => ({ user_id: userId, region: r.region, is_default: r.isDefault ? 1 : 0 })))
    .execute();
}

export async function updateUserRow(
  db: Executor,
  id: number,
  changes: Omit<Updateable<UsersTable>, 'id' | 'password_hash'>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function replaceUserRegions(db: Executor, userId: number, regions: readonly UserRegion[]) {
  await db.deleteFrom('user_regions').where('user_id', '=', userId).execute();
  await insertUserRegions(db, userId, regions);
}

/** Deletes the user with their sessions, set links and regions; audit entries keep their text. */
export async function deleteUserRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', id).execute();
  await db.deleteFrom('password_links').where('user_id', '=', id).execute();
  await db.deleteFrom('user_regions').where('user_id', '=', id).execute();
  await db.updateTable('users').set({ guest_sponsor_id: null }).where('guest_sponsor_id', '=', id).execute();
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function countUsers(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The active SAs, counted by a no-op update that takes their rows' write locks: of two transactions
 * that each remove an SA, the second waits for the first and then counts what it left (PostgreSQL;
 * SQLite runs one write transaction at a time). Call it inside the transaction that removes one.
 */
export async function countSuperAdminsLocked(trx: Executor): Promise<number> {
  const result = await trx
    .updateTable('users')
    .set((eb) => ({ active: eb.ref('active') }))
    .where('user_type', '=', 'igt')
    .where('user_group', '=', 'SA')
    .where('active', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findUserRegions(db: Executor, userId: number): Promise<UserRegion[]> {
  const rows = await db
    .selectFrom('user_regions')
    .select(['region', 'is_default'])
    .where('user_id', '=', userId)
    .orderBy('region')
    .execute();
  return rows.map((r) => ({ region: r.region, isDefault: r.is_default === 1 }));
}

/** Which users to list: by type, by operator, and without some groups (what an AM may not see). */
export interface UserFilter {
  type?: UserType;
  operatorId?: number;
  withoutGroups?: readonly UserGroup[];
}

/**
 * Users for the admin list with their operator's name and latest sign-in, in one query, oldest
 * first; regionsOfUsers() answers their regions in a second one (never one query per user).
 */
export async function listUserRows(db: Executor, filter: UserFilter) {
  const signIns = db
    .selectFrom('sessions')
    .select((eb) => ['sessions.user_id', eb.fn.max('sessions.created_at').as('last_sign_in_at')])
    .groupBy('sessions.user_id')
    .as('sign_ins');
  return usersMatching(db, filter)
    .leftJoin('operators', 'operators.id', 'users.operator_id')
    .leftJoin(signIns, 'sign_ins.user_id', 'users.id')
    .selectAll('users')
    .select(['operators.name as operator_name', 'sign_ins.last_sign_in_at'])
    .orderBy('users.id')
    .execute();
}

/** The regions of the users a filter selects, by user id. */
export async function regionsOfUsers(db: Executor, filter: UserFilter): Promise<Map<number, UserRegion[]>> {
  const rows = await db
    .selectFrom('user_regions')
    .select(['user_id', 'region', 'is_default'])
    .where('user_id', 'in', usersMatching(db, filter).select('users.id'))
    .orderBy('user_id')
    .orderBy('region')
    .execute();
  const byUser = new Map<number, UserRegion[]>();
  for (const row of rows) {
    const region = { region: row.region, isDefault: row.is_default === 1 };
    const list = byUser.get(row.user_id);
    if (list) list.push(region);
    else byUser.set(row.user_id, [region]);
  }
  return byUser;
}

/** The users a filter selects; the one place the list filter becomes SQL. */
function usersMatching(db: Executor, filter: UserFilter) {
  let query = db.selectFrom('users');
  if (filter.type) query = query.where('users.user_type', '=', filter.type);
  if (filter.operatorId !== undefined) query = query.where('users.operator_id', '=', filter.operatorId);
  if (filter.withoutGroups?.length)
    query = query.where('users.user_group', 'not in', [...filter.withoutGroups]);
  return query;
}

export async function findLastSignIn(db: Executor, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last ?? null;
}

export async function findUserName(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'surname'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The operator's id, name and regions; undefined when there is no such operator. */
export async function findOperatorSummary(
  db: Executor,
  operatorId: number,
): Promise<NonNullable<User['operator']> | undefined> {
  const rows = await db
    .selectFrom('operators')
    .leftJoin('operator_regions', 'operator_regions.operator_id', 'operators.id')
    .select(['operators.id', 'operators.name', 'operators.logo_asset_id', 'operator_regions.region'])
    .where('operators.id', '=', operatorId)
    .orderBy('operator_regions.region')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return {
    id: first.id,
    name: first.name,
    logo: first.logo_asset_id === null ? null : { link: thumbnailLink(first.logo_asset_id) },
    regions: rows.flatMap((row) => (row.region ? [row.region] : [])),
  };
}

/** The fields every answer about a user starts with. */
export function identityOf(
  row: UserRow,
): Pick<User, 'id' | 'email' | 'firstName' | 'surname' | 'userType' | 'userGroup'> {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    surname: row.surname,
    userType: row.user_type as UserType,
    userGroup: row.user_group as UserGroup,
  };
}

/** The user as the client sees it (SPEC §3): never the password hash. */
export async function presentUser(db: Executor, row: UserRow): Promise<User> {
  const [regions, operator] = await Promise.all([
    findUserRegions(db, row.id),
    row.operator_id === null ? null : findOperatorSummary(db, row.operator_id),
  ]);
  return {
    ...identityOf(row),
    isGuest: row.user_type === 'guest',
    trackName: row.track_name,
    hash: row.hash,
    regions,
    operator: operator ?? null,
    guestSlug: row.guest_slug,
    guestExpiryStart: row.guest_expiry_start,
    guestExpiryDays: row.guest_expiry_days,
  };
}

export async function setUserPassword(db: Executor, userId: number, passwordHash: string, now: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

// ── Guest reminders ─────────────────────────────────────────────────────────────────────────

/** Active guests with a sponsor who has not been reminded yet, with the sponsor's address. */
export async function findGuestsAwaitingReminder(db: Executor) {
  return db
    .selectFrom('users as guest')
    .innerJoin('users as sponsor', 'sponsor.id', 'guest.guest_sponsor_id')
    .select([
      'guest.id',
      'guest.first_name',
      'guest.surname',
      'guest.email',
      'guest.guest_expiry_start',
      'guest.guest_expiry_days',
      'sponsor.email as sponsor_email',
      'sponsor.first_name as sponsor_first_name',
    ])
    .where('guest.user_type', '=', 'guest')
    .where('guest.active', '=', 1)
    .where('guest.guest_reminder_sent_at', 'is', null)
    .where('sponsor.active', '=', 1)
    .execute();
}

/**
 * Claims a guest's reminder for this instance: true for exactly one caller, however many run at
 * once, and only while the guest's dates are still those the caller read.
 */
export async function claimGuestReminder(
  db: Executor,
  guest: { id: number; guest_expiry_start: string | null; guest_expiry_days: number | null },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ guest_reminder_sent_at: now })
    .where('id', '=', guest.id)
    .where('guest_reminder_sent_at', 'is', null)
    .where('guest_expiry_start', '=', guest.guest_expiry_start ?? '')
    .where('guest_expiry_days', '=', guest.guest_expiry_days ?? -1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
