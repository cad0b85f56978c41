import { USER_GROUPS } from '@portal/domain';
import type { OperatorListItem, UserListItem } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../modules/users/test-support.ts';
import { findUserRowByEmail } from '../modules/users/users.repository.ts';
import { testAppForSuite } from '../test/test-app.ts';
import { seedMoreOperators } from './operators.ts';
import { seedPeople } from './people.ts';

describe('the demo people', () => {
  const t = testAppForSuite();
  let sa: string;
  beforeAll(async () => {
    const { createAssetServices } = await import('../modules/assets/asset-services.ts');
    const { DiskBlobStore } = await import('../storage/disk.ts');
    const assets = createAssetServices({
      db: t.database.db,
      blobs: new DiskBlobStore(t.config.storageDir),
      clock: () => new Date(),
    });
    const operatorIds = Object.fromEntries(
      (await t.database.db.selectFrom('operators').select(['id', 'name']).execute()).map((o) => [
        o.name,
        o.id,
      ]),
    );
    const now = new Date();
    const more = await seedMoreOperators(t.database.db, now, assets);
    const am = await findUserRowByEmail(t.database.db, 'am@demo.test');
    await seedPeople(t.database.db, {
      password: t.config.demoPassword,
      operators: {
        keystone: operatorIds['Keystone State Lottery']!,
        northern: operatorIds['Northern Lights Lotteries']!,
        nordic: operatorIds['Nordic Play']!,
        caribbean: operatorIds['Caribbean Games Co.']!,
        ...more,
      },
      sponsors: [am!.id],
      now,
    });
    sa = await t.login('sa@demo.test');
  });

  it('has about ten operators, each with a logo served as a thumbnail', async () => {
    const operators = (await caller(t).get('/api/operator/get', sa)).json().data as OperatorListItem[];
    expect(operators).toHaveLength(10);
    for (const operator of operators) {
      expect(operator.logo?.link, operator.name).toMatch(/^\/download\/asset\/\d+\/thumbnail$/);
      expect(operator.regions.length).toBeGreaterThan(0);
      expect(operator.userCount, operator.name).toBeGreaterThan(0);
    }
    const logo = await caller(t).get(operators[0]!.logo!.link, sa);
    expect(logo.headers['content-type']).toBe('image/webp');
  });

  it('has sixty users across every group, some invited, some who never signed in, and eight guests', async () => {
    const users = (await caller(t).get('/api/users/getAll', sa)).json().data as UserListItem[];
    const staff = users.filter((u) => u.userType !== 'guest');
    const guests = users.filter((u) => u.userType === 'guest');
    expect(staff).toHaveLength(60);
    expect(new Set(users.map((u) => u.userGroup))).toEqual(new Set(USER_GROUPS));
    expect(staff.filter((u) => u.status === 'invited').length).toBeGreaterThanOrEqual(4);
    expect(
      staff.filter((u) => u.status === 'active' && u.lastSignInAt === null).length,
    ).toBeGreaterThanOrEqual(4);
    expect(staff.filter((u) => u.lastSignInAt !== null).length).toBeGreaterThanOrEqual(20);
    expect(guests).toHaveLength(8);
    const left = guests.map((g) => g.guestDaysLeft!);
    expect(left.filter((days) => days >= 0 && days <= 3)).toHaveLength(1);
    expect(left.filter((days) => days < 0)).toHaveLength(1);
    for (const user of staff.filter((u) => u.regions.length > 0)) {
      expect(
        user.regions.filter((r) => r.isDefault),
        user.email,
      ).toHaveLength(1);
    }
  });

  it('lets every seeded person with a password sign in with the demo password', async () => {
    const row = await t.database.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', '%@peach.example.com')
      .where('password_hash', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(await t.login(row.email)).toEqual(expect.any(String));
  });
});
