import { randomBytes, randomUUID } from 'node:crypto';
import type { UserGroup, UserRegion, UserType } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertSession } from '../modules/auth/sessions.repository.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { type MoreOperators, OPERATOR_REGIONS, type OperatorKey, type SeededOperators } from './operators.ts';
import { guestUser } from './users.ts';

/*
 * The people of the demo's admin screens (issue 10): beside the demo accounts, enough users to fill
 * the lists — about sixty across every group, some invited (no password yet), some who never signed
 * in, others with past sign-ins — and eight guests in all, one expiring within three days.
 */

const FIRST_NAMES = [
  'Amelia',
  'Bruno',
  'Carmen',
  'Dmitri',
  'Elena',
  'Felix',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kaia',
  'Liam',
  'Mara',
  'Nils',
  'Olivia',
  'Pablo',
  'Quinn',
  'Rosa',
  'Stefan',
  'Tara',
  'Umar',
  'Vera',
  'Wim',
  'Xenia',
  'Yusuf',
  'Zoe',
];
const SURNAMES = [
  'Andersen',
  'Baptiste',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Gallagher',
  'Haugen',
  'Ivanova',
  'Jansen',
  'Kowalski',
  'Lindqvist',
  'Moreno',
  'Novak',
  "O'Brien",
  'Peeters',
  'Quintero',
  'Richter',
  'Santos',
  'Tanaka',
  'Ulrich',
  'Varga',
  'Walsh',
  'Yilmaz',
  'Zimmer',
];

interface PersonPlan {
  userType: UserType;
  userGroup: UserGroup;
  operator?: OperatorKey;
}

/** Provider staff, then operator staff spread over every operator and group: 52, with the 8 demo accounts sixty. */
const PLAN: PersonPlan[] = [
  { userType: 'igt', userGroup: 'SA' },
  ...Array.from({ length: 3 }, (): PersonPlan => ({ userType: 'igt', userGroup: 'AM' })),
  ...Array.from({ length: 6 }, (): PersonPlan => ({ userType: 'igt', userGroup: 'CM' })),
  ...Array.from({ length: 42 }, (_, n): PersonPlan => {
    const operators = Object.keys(OPERATOR_REGIONS) as OperatorKey[];
    const groups: UserGroup[] = ['customer', 'performance', 'affiliate'];
    return {
      userType: 'operator',
      userGroup: groups[n % groups.length]!,
      operator: operators[n % operators.length]!,
    };
  }),
];

const IGT_REGIONS: UserRegion[][] = [
  [
    { region: 'us--all', isDefault: true },
    { region: 'canada--all', isDefault: false },
  ],
  [{ region: 'europe--all', isDefault: true }],
  [
    { region: 'latam--all', isDefault: true },
    { region: 'apac--all', isDefault: false },
  ],
];

const DAY = 86_400_000;
function emailOf(first: string, last: string, domain: string): string {
  const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  return `${local}@${domain}`;
}

export interface PeopleSeed {
  password: string;
  operators: SeededOperators & MoreOperators;
  /** The sponsors of the new guests (the demo AM and SA). */
  sponsors: number[];
  now: Date;
}

export async function seedPeople(db: Kysely<Database>, seed: PeopleSeed): Promise<void> {
  // One argon2id hash for all of them: hashing sixty would slow every start on an empty database.
  const passwordHash = await hashPassword(seed.password);
  const stamp = seed.now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [n, plan] of PLAN.entries()) {
      const firstName = FIRST_NAMES[n % FIRST_NAMES.length]!;
      const surname = SURNAMES[(n * 7) % SURNAMES.length]!;
      const operatorRegions = plan.operator ? OPERATOR_REGIONS[plan.operator] : [];
      const regions: UserRegion[] = plan.operator
        ? operatorRegions
            .slice(0, 1 + (n % operatorRegions.length))
            .map((region, i) => ({ region, isDefault: i === 0 }))
        : IGT_REGIONS[n % IGT_REGIONS.length]!;
      const invited = n % 9 === 4;
      const id = await insertUser(
        trx,
        {
          email: emailOf(
            firstName,
            surname,
            plan.operator ? `${plan.operator}.example.com` : 'northstar.example.com',
          ),
          firstName,
          surname,
          userType: plan.userType,
          userGroup: plan.userGroup,
          trackName: `${firstName} ${surname}`,
          passwordHash: invited ? null : passwordHash,
          operatorId: plan.operator ? seed.operators[plan.operator] : null,
          regions,
        },
        stamp,
      );
      // Past sign-ins for most of those with a password; every fifth never signed in.
      const signIns = invited || n % 5 === 0 ? 0 : 1 + (n % 3);
      for (let s = 0; s < signIns; s++) {
        const at = new Date(seed.now.getTime() - ((n % 20) + s * 9 + 1) * DAY - (n % 7) * 3_600_000);
        await insertSession(trx, {
          id: randomUUID(),
          userId: id,
          createdAt: at.toISOString(),
          expiresAt: new Date(at.getTime() + 8 * 3_600_000).toISOString(),
        });
      }
    }

    // Six more guests (with the two demo guests, eight): one ends within three days.
    const guests = [
      { firstName: 'Hannah', surname: 'Visser', startDaysAgo: 11, days: 13 },
      { firstName: 'Marco', surname: 'Bianchi', startDaysAgo: 2, days: 30 },
      { firstName: 'Leila', surname: 'Haddad', startDaysAgo: 0, days: 7 },
      { firstName: 'Tom', surname: 'Becker', startDaysAgo: 20, days: 60 },
      { firstName: 'Sofia', surname: 'Lindgren', startDaysAgo: 40, days: 60 },
      { firstName: 'Kenji', surname: 'Mori', startDaysAgo: 5, days: 90 },
    ];
    for (const [n, guest] of guests.entries()) {
      const user = guestUser(
        {
          ...guest,
          email: emailOf(guest.firstName, guest.surname, 'guests.example.com'),
          slug: randomBytes(24).toString('base64url'),
          sponsorId: seed.sponsors[n % seed.sponsors.length] ?? null,
          regions: [{ region: n % 2 === 0 ? 'us--all' : 'europe--all', isDefault: true }],
        },
        seed.now,
      );
      await insertUser(trx, user, stamp);
    }
  });
}
