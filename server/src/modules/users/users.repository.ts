import type { User, UserGroup, UserType } from '@portal/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';

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
  regions: { region: string; isDefault: boolean }[];
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
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (user.regions.length > 0) {
    await db
      .insertInto('user_regions')
      .values(user.regions.map((r) => ({ user_id: id, region: r.region, is_default: r.isDefault ? 1 : 0 })))
      .execute();
  }
  return id;
}

export async function countUsers(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The user as the client sees it (SPEC §3): never the password hash. */
export async function presentUser(db: Executor, row: UserRow): Promise<User> {
  const regions = await db
    .selectFrom('user_regions')
    .select(['region', 'is_default'])
    .where('user_id', '=', row.id)
    .orderBy('region')
    .execute();
  const operator = row.operator_id === null ? null : await findOperatorSummary(db, row.operator_id);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    surname: row.surname,
    userType: row.user_type as UserType,
    userGroup: row.user_group as UserGroup,
    isGuest: row.user_type === 'guest',
    trackName: row.track_name,
    hash: row.hash,
    regions: regions.map((r) => ({ region: r.region, isDefault: r.is_default === 1 })),
    operator,
    guestSlug: row.guest_slug,
    guestExpiryStart: row.guest_expiry_start,
    guestExpiryDays: row.guest_expiry_days,
  };
}

async function findOperatorSummary(db: Executor, operatorId: number): Promise<User['operator']> {
  const rows = await db
    .selectFrom('operators')
    .leftJoin('operator_regions', 'operator_regions.operator_id', 'operators.id')
    .select(['operators.id', 'operators.name', 'operators.logo_link', 'operator_regions.region'])
    .where('operators.id', '=', operatorId)
    .orderBy('operator_regions.region')
    .execute();
  const first = rows[0];
  if (!first) return null;
  return {
    id: first.id,
    name: first.name,
    logo: first.logo_link ? { link: first.logo_link } : null,
    regions: rows.flatMap((row) => (row.region ? [row.region] : [])),
  };
}

export async function setUserPassword(db: Executor, userId: number, passwordHash: string, now: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
