import type { UserGroup, UserType } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertUser, type NewUser } from '../modules/users/users.repository.ts';
import type { SeededOperators } from './operators.ts';

interface DemoAccount {
  email: string;
  firstName: string;
  surname: string;
  userType: UserType;
  userGroup: UserGroup;
  operator?: keyof SeededOperators;
  hash?: string;
  regions: { region: string; isDefault: boolean }[];
  /** Invited but no password chosen yet: signs in only after a set link (Reset Password sends one). */
  invited?: true;
}

const region = (key: string, isDefault = false) => ({ region: key, isDefault });

/**
 * One account per group (DESIGN.md 'Running'), plus a customer with no regions and an invited customer
 * who has not chosen a password yet.
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'sa@demo.test',
    firstName: 'Sophie',
    surname: 'Adler',
    userType: 'igt',
    userGroup: 'SA',
    hash: 'sa-tournaments-key',
    regions: [region('europe--european-demo', true), region('us--all'), region('europe--all')],
  },
  {
    email: 'am@demo.test',
    firstName: 'Marcus',
    surname: 'Bell',
    userType: 'igt',
    userGroup: 'AM',
    regions: [region('us--all', true), region('canada--all')],
  },
  {
    email: 'cm@demo.test',
    firstName: 'Chloe',
    surname: 'Moreau',
    userType: 'igt',
    userGroup: 'CM',
    regions: [region('europe--all', true), region('apac--all')],
  },
  {
    email: 'affiliate@demo.test',
    firstName: 'Aidan',
    surname: 'Clarke',
    userType: 'operator',
    userGroup: 'affiliate',
    operator: 'caribbean',
    regions: [region('latam--jamaica', true), region('latam--trinidad-tobago')],
  },
  {
    email: 'customer@demo.test',
    firstName: 'Priya',
    surname: 'Kapoor',
    userType: 'operator',
    userGroup: 'customer',
    operator: 'keystone',
    hash: 'keystone-tournaments-key',
    regions: [region('us--pennsylvania', true), region('us--michigan'), region('canada--ontario')],
  },
  {
    email: 'performance@demo.test',
    firstName: 'Lars',
    surname: 'Nilsen',
    userType: 'operator',
    userGroup: 'performance',
    operator: 'nordic',
    regions: [region('europe--norway', true), region('europe--finland'), region('europe--lithuania')],
  },
  {
    email: 'noregions@demo.test',
    firstName: 'Nina',
    surname: 'Ortega',
    userType: 'operator',
    userGroup: 'customer',
    operator: 'northern',
    regions: [],
  },
  {
    email: 'invited@demo.test',
    firstName: 'Iris',
    surname: 'Valdez',
    userType: 'operator',
    userGroup: 'customer',
    operator: 'keystone',
    regions: [region('us--pennsylvania', true)],
    invited: true,
  },
];

/** Guests with readable slugs (the only ones that are not random): one valid 14 more days, one expired. */
export const DEMO_GUESTS = [
  {
    slug: 'demo-guest',
    email: 'guest@demo.test',
    firstName: 'Gabriel',
    surname: 'Guest',
    startDaysAgo: 0,
    days: 14,
    note: '(guest, valid 14 more days)',
  },
  {
    slug: 'expired-guest',
    email: 'expired.guest@demo.test',
    firstName: 'Evelyn',
    surname: 'Expired',
    startDaysAgo: 45,
    days: 14,
    note: '(guest, expired)',
  },
] as const;

export interface SeedGuest {
  email: string;
  firstName: string;
  surname: string;
  slug: string;
  /** The guest's access starts this many days before the seed runs, for `days` days. */
  startDaysAgo: number;
  days: number;
  sponsorId?: number | null;
  regions: { region: string; isDefault: boolean }[];
}

/** A guest as the seed inserts it: no password, signing in by its slug. */
export function guestUser(guest: SeedGuest, now: Date): NewUser {
  const start = new Date(now.getTime() - guest.startDaysAgo * 86_400_000);
  return {
    email: guest.email,
    firstName: guest.firstName,
    surname: guest.surname,
    userType: 'guest',
    userGroup: 'guest',
    trackName: `${guest.firstName} ${guest.surname}`,
    passwordHash: null,
    guestSlug: guest.slug,
    guestExpiryStart: start.toISOString().slice(0, 10),
    guestExpiryDays: guest.days,
    guestSponsorId: guest.sponsorId ?? null,
    regions: guest.regions,
  };
}

export async function seedUsers(
  db: Kysely<Database>,
  { password, operators, now }: { password: string; operators: SeededOperators; now: Date },
): Promise<void> {
  const hashes = await Promise.all(
    DEMO_ACCOUNTS.map((account) => (account.invited ? null : hashPassword(password))),
  );
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      await insertUser(
        trx,
        {
          ...account,
          passwordHash: hashes[index] ?? null,
          operatorId: account.operator ? operators[account.operator] : null,
          trackName: `${account.firstName} ${account.surname}`,
        },
        stamp,
      );
    }
    for (const guest of DEMO_GUESTS) {
      await insertUser(
        trx,
        guestUser({ ...guest, regions: [region('us--all', true), region('europe--all')] }, now),
        stamp,
      );
    }
  });
}
