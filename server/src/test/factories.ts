import { USER_GROUPS_BY_TYPE, type User, type UserGroup, type UserType } from '@portal/domain';
import type { DirectoryItem, GameFieldsForm } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { ASSET_TREES, gameRootKey } from '../modules/assets/asset-policy.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import type { TestApp } from './test-app.ts';

/**
 * Factories for the server suites: each makes the one record a test needs, through the app's own
 * repositories and services, so a suite states what it relies on instead of leaning on demo seed
 * names. Use them on an app made with `createTestApp({ seed: false })` where the suite needs no demo data.
 */

/** The password of every user createUser makes (long enough for the password rule). */
export const TEST_PASSWORD = 'test-password-for-factories';

let made = 0;
/** A number no other record made by these factories in this process has. */
const next = () => ++made;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export type TestUser = Pick<
  User,
  'id' | 'email' | 'firstName' | 'surname' | 'userType' | 'userGroup' | 'guestSlug'
> & {
  /** TEST_PASSWORD; null for a guest and for an invited user who has not chosen one yet. */
  password: string | null;
};

export interface UserOptions {
  group?: UserGroup;
  email?: string;
  firstName?: string;
  surname?: string;
  /** Region keys; the first is the default region. */
  regions?: string[];
  operatorId?: number;
  /** The tournaments-demo key of SPEC §5. */
  hash?: string;
  /** Invited but no password chosen yet: signs in only after a set link. */
  invited?: boolean;
  /** A guest's validity: it started `startDaysAgo` days ago and lasts `days` (default 0 and 14). */
  guest?: { startDaysAgo?: number; days?: number };
}

const typeOfGroup = (group: UserGroup): UserType =>
  (Object.keys(USER_GROUPS_BY_TYPE) as UserType[]).find((type) =>
    (USER_GROUPS_BY_TYPE[type] as readonly string[]).includes(group),
  )!;

/** A user of a group (default customer), active, with TEST_PASSWORD unless a guest or invited. */
export async function createUser(t: TestApp, options: UserOptions = {}): Promise<TestUser> {
  const n = next();
  const group = options.group ?? 'customer';
  const userType = typeOfGroup(group);
  const isGuest = userType === 'guest';
  const password = isGuest || options.invited ? null : TEST_PASSWORD;
  const now = t.clock();
  const user = {
    email: options.email ?? `${group.toLowerCase()}-${n}@example.test`,
    firstName: options.firstName ?? 'Test',
    surname: options.surname ?? `${group} ${n}`,
    userType,
    userGroup: group,
    guestSlug: isGuest ? `test-guest-${n}` : null,
  };
  const id = await insertUser(
    t.database.db,
    {
      ...user,
      trackName: `${user.firstName} ${user.surname}`,
      hash: options.hash ?? '',
      passwordHash: password ? await hashPassword(password) : null,
      operatorId: options.operatorId ?? null,
      guestExpiryStart: isGuest
        ? isoDate(new Date(now.getTime() - (options.guest?.startDaysAgo ?? 0) * DAY_MS))
        : null,
      guestExpiryDays: isGuest ? (options.guest?.days ?? 14) : null,
      regions: (options.regions ?? []).map((region, index) => ({ region, isDefault: index === 0 })),
    },
    now.toISOString(),
  );
  return { id, ...user, password };
}

/** Signs a user in through the real login call (the guest link for a guest) and answers the token. */
export async function signIn(app: FastifyInstance, user: TestUser): Promise<string> {
  const response = user.guestSlug
    ? await app.inject({
        method: 'POST',
        url: '/api/authentication/guestLogin',
        payload: { guestSlug: user.guestSlug },
      })
    : await app.inject({
        method: 'POST',
        url: '/api/authentication/login',
        payload: { email: user.email, password: user.password ?? '' },
      });
  if (response.statusCode !== 200) throw new Error(`signing in ${user.email} failed: ${response.body}`);
  return response.json().data as string;
}

export type SignedInUser = TestUser & { token: string };

/** A user as createUser makes one, signed in: the user with its token. */
export async function createSignedInUser(t: TestApp, options: UserOptions = {}): Promise<SignedInUser> {
  const user = await createUser(t, options);
  return { ...user, token: await signIn(t.app, user) };
}

/**
 * A new user of each group named, signed in: the tokens under the names given, so
 * `signInGroups(t, { sa: 'SA', customer: 'customer' })` answers `{ sa, customer }`.
 */
export async function signInGroups<Name extends string>(
  t: TestApp,
  groups: Record<Name, UserGroup>,
): Promise<Record<Name, string>> {
  const tokens = await Promise.all(
    Object.entries<UserGroup>(groups).map(async ([name, group]) => {
      return [name, (await createSignedInUser(t, { group })).token] as const;
    }),
  );
  return Object.fromEntries(tokens) as Record<Name, string>;
}

export interface TestOperator {
  id: number;
  name: string;
}

/**
 * An operator with its regions, no logo. Written with SQL here until an operators module has a service
 * to write through.
 */
export async function createOperator(
  t: TestApp,
  options: { name?: string; regions?: string[] } = {},
): Promise<TestOperator> {
  const name = options.name ?? `Test Operator ${next()}`;
  const regions = options.regions ?? [];
  const id = await t.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('operators')
      .values({ name, created_at: t.clock().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (regions.length > 0) {
      await trx
        .insertInto('operator_regions')
        .values(regions.map((region) => ({ operator_id: row.id, region })))
        .execute();
    }
    return row.id;
  });
  return { id, name };
}

export interface TestGame {
  id: number;
  gameName: string;
}

/**
 * A game through the games service (as POST /api/game/create adds one), active and released yesterday
 * unless told otherwise (`isActive: false`, `roadmap: true`, regions …).
 */
export async function createGame(t: TestApp, fields: Partial<GameFieldsForm> = {}): Promise<TestGame> {
  const game = await t.services.games.save(
    {
      fields: {
        type: 'POST',
        isActive: true,
        releaseDate: isoDate(new Date(t.clock().getTime() - DAY_MS)),
        ...fields,
        gameName: fields.gameName ?? `Test Game ${next()}`,
      },
      sent: {},
      slots: new Map(),
      staged: [],
    },
    null,
  );
  return { id: game.id, gameName: game.gameName };
}

/**
 * A folder through the asset service: in `parentId`, else at the top of a game's tree (`gameId`),
 * else at the top of the resource library.
 */
export async function createFolder(
  t: TestApp,
  options: { name?: string; parentId?: number; gameId?: number } = {},
): Promise<DirectoryItem> {
  const { assets } = t.services;
  const parentId =
    options.parentId ??
    (options.gameId !== undefined
      ? await assets.trees.ensureRoot(gameRootKey(options.gameId), `Game ${options.gameId}`)
      : await assets.trees.ensureRoot(ASSET_TREES.library.key, ASSET_TREES.library.label));
  return assets.editing.createFolder(parentId, options.name ?? `Test folder ${next()}`);
}
