import { PEOPLE_MESSAGES, USER_RULE_MESSAGES } from '@portal/domain';
import type { UserDetail, UserListItem } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories.ts';
import { createTestApp, form, testAppForSuite } from '../../test/test-app.ts';
import { assetClient } from '../assets/test-support.ts';
import { auditOf, caller, outbox, userIdOf } from './test-support.ts';
import { countSuperAdminsLocked, deleteUserRow } from './users.repository.ts';

const PUBLIC_URL = 'https://portal.example.com';
const NOT_AUTHORISED = 'You are not authorised to make this request.';
const REFUSED = ['cm@demo.test', 'affiliate@demo.test', 'customer@demo.test', 'performance@demo.test'];

const t = testAppForSuite({ env: { PUBLIC_URL } });
let http: ReturnType<typeof caller>;
let sa: string;
let am: string;
let keystone: number;
let northern: number;
let guestToken: string;

beforeAll(async () => {
  http = caller(t);
  [sa, am] = await Promise.all([t.login('sa@demo.test'), t.login('am@demo.test')]);
  const operators = await t.database.db.selectFrom('operators').select(['id', 'name']).execute();
  keystone = operators.find((o) => o.name === 'Keystone State Lottery')!.id;
  northern = operators.find((o) => o.name === 'Northern Lights Lotteries')!.id;
  guestToken = (await http.guestLogin('demo-guest')).json().data;
});

let serial = 0;
/** A new operator customer's form, with an address no other test uses. */
function customerForm(extra: Record<string, string> = {}): Record<string, string> {
  serial += 1;
  return {
    type: 'POST',
    firstName: 'Ada',
    surname: `Lovelace ${serial}`,
    email: `ada.${serial}@example.com`,
    userType: 'operator',
    userGroup: 'customer',
    operator: String(keystone),
    regions: JSON.stringify([{ region: 'us--pennsylvania', isDefault: true }]),
    ...extra,
  };
}

const create = (fields: Record<string, string>, token = sa) => http.post('/api/user/create', fields, token);
async function created(fields: Record<string, string>, token = sa): Promise<UserDetail> {
  const response = await create(fields, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.user;
}
/** A new customer with a password, signed in: answers their id and token. */
async function signedInCustomer(): Promise<{ id: number; token: string; email: string }> {
  const user = await created(customerForm({ sendSetPasswordMail: 'false' }));
  const { hashPassword } = await import('../auth/passwords.ts');
  await t.database.db
    .updateTable('users')
    .set({ password_hash: await hashPassword('demo-password') })
    .where('id', '=', user.id)
    .execute();
  return { id: user.id, token: await t.login(user.email), email: user.email };
}
const isSignedIn = async (token: string) => (await http.get('/api/user/active', token)).statusCode === 200;

describe('POST /api/user/create: adding', () => {
  it('refuses no token, and every group but SA and AM', async () => {
    const none = await create(customerForm(), '');
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe('You need to be logged in.');
    for (const email of REFUSED) {
      const response = await create(customerForm(), await t.login(email));
      expect(response.statusCode, email).toBe(403);
      expect(response.json().error).toBe(NOT_AUTHORISED);
    }
    expect((await create(customerForm(), guestToken)).statusCode).toBe(403);
  });

  it('adds an operator customer who is invited with a 72-hour set link, and audits both', async () => {
    const mails = outbox(t);
    const before = mails.read().length;
    const fields = customerForm({ trackName: 'Ada L', hash: 'secret-tournament-key' });
    const response = await create(fields, am);
    expect(response.statusCode).toBe(200);
    const { user, setPasswordMailSent } = response.json().data as {
      user: UserDetail;
      setPasswordMailSent: boolean;
    };
    expect(setPasswordMailSent).toBe(true);
    expect(user).toMatchObject({
      email: fields.email,
      userType: 'operator',
      userGroup: 'customer',
      operator: {
        id: keystone,
        name: 'Keystone State Lottery',
        regions: ['us--michigan', 'us--pennsylvania'],
      },
      regions: [{ region: 'us--pennsylvania', isDefault: true }],
      status: 'invited',
      hasPassword: false,
      lastSignInAt: null,
      trackName: 'Ada L',
      guestLink: null,
    });

    const mail = await mails.next(before);
    expect(mail).toMatch(new RegExp(`^To: ${fields.email}`, 'm'));
    expect(mail).toContain('expires in 72 hours');
    expect(mail).toContain(`${PUBLIC_URL}/set-password/`);

    const audit = await auditOf(t, user.id);
    expect(audit.map((entry) => entry.details.action)).toEqual(['user.password-link-sent', 'user.created']);
    const creation = audit[1]!;
    expect(creation.user_id).toBe(await userIdOf(t, 'am@demo.test'));
    expect(creation.details.changes).toMatchObject({
      email: { to: fields.email },
      userGroup: { to: 'customer' },
      hash: { changed: true },
    });
    expect(creation.data).not.toContain('secret-tournament-key');
  });

  it('sends no mail when the form says so', async () => {
    const mails = outbox(t);
    const before = mails.read().length;
    const response = await create(customerForm({ sendSetPasswordMail: 'false' }));
    expect(response.json().data.setPasswordMailSent).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mails.read().length).toBe(before);
  });

  it('stores none of the fields it does not take, and refuses an id on POST', async () => {
    const fields = customerForm({
      password: 'a-password-of-my-choosing',
      passwordHash: '$argon2id$forged',
      guestSlug: 'my-own-slug',
      active: '0',
      sendSetPasswordMail: 'false',
    });
    const user = await created(fields);
    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ password_hash: null, guest_slug: null, active: 1 });
    const login = await http.post('/api/authentication/login', {
      email: fields.email,
      password: fields.password!,
    });
    expect(login.statusCode).toBe(401);

    const withId = await create(customerForm({ id: '4242' }));
    expect(withId.statusCode).toBe(400);
    expect(withId.json().error).toBe('A new user cannot be given an id (send type PUT to edit).');
  });

  it('refuses an e-mail address another user has, in any case', async () => {
    const response = await create(customerForm({ email: 'Customer@DEMO.test' }), am);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(PEOPLE_MESSAGES.emailTaken);
  });

  it.each([
    [{ firstName: '' }, 'Please enter a first name.'],
    [{ email: 'not-an-address' }, 'Please enter a valid e-mail address.'],
    [{ userGroup: 'SA' }, USER_RULE_MESSAGES.groupOfType],
    [{ operator: '' }, USER_RULE_MESSAGES.operatorNeeded],
    [{ operator: '999999' }, PEOPLE_MESSAGES.noSuchOperator],
    [{ userType: 'igt', userGroup: 'CM' }, USER_RULE_MESSAGES.operatorForbidden],
    [
      { regions: JSON.stringify([{ region: 'canada--ontario', isDefault: true }]) },
      "regions: canada--ontario is not one of the operator's regions.",
    ],
    [
      {
        regions: JSON.stringify([
          { region: 'us--pennsylvania', isDefault: true },
          { region: 'us--michigan', isDefault: true },
        ]),
      },
      'regions: exactly one region must be the default.',
    ],
    [{ regions: 'us--pennsylvania' }, 'regions must be a JSON list of { region, isDefault }.'],
    [{ guestExpiryDays: '5' }, USER_RULE_MESSAGES.guestDatesForbidden],
    [{ type: 'PATCH' }, 'type must be POST (add a user) or PUT (edit one).'],
  ])('answers %j with 400 and a message', async (change, message) => {
    const response = await create(customerForm(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it.each([
    'Ada <ada@example.com>',
    'ada<ada@example.com>',
    'group:ada@example.com;',
    'a;ada@example.com',
    'a,ada@example.com',
    '"a b"@example.com',
    'a%b@example.com',
  ])(
    'refuses the e-mail %j, which would mail someone else, and adds no one (issue 28 item 17)',
    async (email) => {
      const fields = customerForm({ email });
      const response = await create(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Please enter a valid e-mail address.');
      const added = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('surname', '=', fields.surname!)
        .executeTakeFirst();
      expect(added).toBeUndefined();
    },
  );

  it.each([
    [{ firstName: 'x'.repeat(101) }, 'firstName must be at most 100 characters.'],
    [{ trackName: 'x'.repeat(201) }, 'trackName must be at most 200 characters.'],
    [
      { email: `${'a'.repeat(250)}@example.com` },
      'Please enter an e-mail address of at most 254 characters.',
    ],
    [{ guestExpiryStart: '2025-01-01'.repeat(100) }, 'guestExpiryStart must be a date (YYYY-MM-DD).'],
  ])('refuses text over its limit: %j', async (change, message) => {
    const response = await create(customerForm(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('holds the AM rule: an AM cannot create an SA or an AM, but can create a CM', async () => {
    for (const group of ['SA', 'AM']) {
      const response = await create(customerForm({ userType: 'igt', userGroup: group, operator: '' }), am);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(NOT_AUTHORISED);
    }
    const cm = await created(customerForm({ userType: 'igt', userGroup: 'CM', operator: '' }), am);
    expect(cm).toMatchObject({ userType: 'igt', userGroup: 'CM', operator: null });
    const byAdmin = await created(customerForm({ userType: 'igt', userGroup: 'AM', operator: '' }), sa);
    expect(byAdmin.userGroup).toBe('AM');
  });
});

describe('POST /api/user/create: editing', () => {
  const edit = (fields: Record<string, string>, token = sa) =>
    http.post('/api/user/create', { type: 'PUT', ...fields }, token);

  it('changes what is sent, keeps the rest, and keeps the sessions when no rights change', async () => {
    const customer = await signedInCustomer();
    const response = await edit({ id: String(customer.id), firstName: 'Augusta', trackName: 'AAL' }, am);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      firstName: 'Augusta',
      trackName: 'AAL',
      userGroup: 'customer',
      email: customer.email,
      status: 'active',
    });
    expect(await isSignedIn(customer.token)).toBe(true);
    const [entry] = await auditOf(t, customer.id);
    expect(entry!.details).toMatchObject({
      action: 'user.edited',
      changes: { firstName: { from: 'Ada', to: 'Augusta' }, trackName: { from: '', to: 'AAL' } },
    });
  });

  it.each([
    ['group', { userGroup: 'performance' }],
    ['regions', { regions: JSON.stringify([{ region: 'us--michigan', isDefault: true }]) }],
    ['operator', { operator: '__northern__', regions: '[]' }],
    ['type', { userType: 'igt', userGroup: 'CM', regions: '[]' }],
  ])('ends the sessions of a user whose %s changes', async (_what, change) => {
    const customer = await signedInCustomer();
    const fields = Object.fromEntries(
      Object.entries(change).map(([key, value]) => [
        key,
        value === '__northern__' ? String(northern) : value,
      ]),
    );
    const response = await edit({ id: String(customer.id), ...fields });
    expect(response.statusCode, response.body).toBe(200);
    expect(await isSignedIn(customer.token)).toBe(false);
  });

  it('clears the operator when the user stops being an operator user', async () => {
    const customer = await signedInCustomer();
    const response = await edit({ id: String(customer.id), userType: 'igt', userGroup: 'CM', regions: '[]' });
    expect(response.json().data.user.operator).toBeNull();
  });

  it('holds the AM rule on edits: no touching an SA or AM, no raising anyone to them', async () => {
    const customer = await signedInCustomer();
    const otherAm = await created(customerForm({ userType: 'igt', userGroup: 'AM', operator: '' }), sa);
    const attempts: Record<string, string>[] = [
      { id: String(await userIdOf(t, 'sa@demo.test')), firstName: 'Nope' },
      { id: String(otherAm.id), firstName: 'Nope' },
      { id: String(customer.id), userType: 'igt', userGroup: 'AM', regions: '[]', operator: '' },
      { id: String(customer.id), userType: 'igt', userGroup: 'SA', regions: '[]', operator: '' },
    ];
    for (const fields of attempts) {
      const response = await edit(fields, am);
      expect(response.statusCode, JSON.stringify(fields)).toBe(403);
      expect(response.json().error).toBe(NOT_AUTHORISED);
    }
    expect(await isSignedIn(customer.token)).toBe(true);
  });

  it('lets nobody change their own group or type', async () => {
    const response = await edit({ id: String(await userIdOf(t, 'sa@demo.test')), userGroup: 'CM' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(PEOPLE_MESSAGES.selfRoleChange);
  });

  it('refuses a guest becoming a user, an address taken, a missing user and a bad id', async () => {
    const guestId = await userIdOf(t, 'guest@demo.test');
    expect((await edit({ id: String(guestId), userType: 'igt', userGroup: 'CM' })).json().error).toBe(
      PEOPLE_MESSAGES.guestTypeChange,
    );
    const customer = await signedInCustomer();
    const taken = await edit({ id: String(customer.id), email: 'PERFORMANCE@demo.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(PEOPLE_MESSAGES.emailTaken);
    expect((await edit({ id: '999999', firstName: 'x' })).statusCode).toBe(404);
    const badId = await edit({ id: 'abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toBe('Id provided is invalid');
    const noId = await edit({ firstName: 'x' });
    expect(noId.json().error).toBe('Id provided is invalid');
  });
});

describe('POST /api/user/delete', () => {
  const remove = (id: number | string, token = sa) =>
    http.post('/api/user/delete', { id: String(id) }, token);

  it('refuses no token and the groups outside users management', async () => {
    const customer = await signedInCustomer();
    expect((await remove(customer.id, '')).statusCode).toBe(401);
    for (const email of REFUSED)
      expect((await remove(customer.id, await t.login(email))).statusCode).toBe(403);
    expect(await isSignedIn(customer.token)).toBe(true);
  });

  it('deletes a user with their sessions, links and own folder, and keeps the audit entry', async () => {
    const customer = await signedInCustomer();
    await http.post('/api/user/send-password-link', { id: String(customer.id) }, sa);
    // An SA's first upload into their folder makes its tree.
    const upload = await assetClient(t).upload(
      '/api/asset/user',
      { id: String(customer.id) },
      [{ name: 'For you.txt', content: 'Prepared for this customer' }],
      sa,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const root = () =>
      t.database.db
        .selectFrom('assets')
        .select('id')
        .where('root_key', '=', `user:${customer.id}`)
        .executeTakeFirst();
    expect(await root()).toBeDefined();

    const response = await remove(customer.id, am);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: customer.id });
    expect(await isSignedIn(customer.token)).toBe(false);
    const leftovers = await Promise.all(
      (['sessions', 'password_links', 'user_regions'] as const).map((table) =>
        t.database.db.selectFrom(table).select('user_id').where('user_id', '=', customer.id).execute(),
      ),
    );
    expect(leftovers.flat()).toEqual([]);
    expect(await root()).toBeUndefined();
    const [entry] = await auditOf(t, customer.id);
    expect(entry!.details).toMatchObject({
      action: 'user.deleted',
      target: { kind: 'user', id: customer.id },
    });
    expect((await http.get(`/api/user/get?id=${customer.id}`, sa)).statusCode).toBe(404);
  });

  it('holds the AM rule, and lets nobody delete themselves', async () => {
    expect((await remove(await userIdOf(t, 'sa@demo.test'), am)).statusCode).toBe(403);
    // An AM is already out of reach of the AM rule, themselves included.
    expect((await remove(await userIdOf(t, 'am@demo.test'), am)).statusCode).toBe(403);
    const selfSa = await remove(await userIdOf(t, 'sa@demo.test'), sa);
    expect(selfSa.statusCode).toBe(403);
    expect(selfSa.json().error).toBe(PEOPLE_MESSAGES.selfDelete);
  });

  it('answers 400 for a bad id and 404 for an unknown one', async () => {
    const bad = await remove('x1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Id provided is invalid');
    expect((await remove(999999)).statusCode).toBe(404);
  });
});

describe('the last super admin', () => {
  it('is counted under lock: a second removal waits for the first and counts what it left', async () => {
    const own = await createTestApp({ seed: false });
    try {
      await createUser(own, { group: 'SA' });
      const second = await createUser(own, { group: 'SA' });
      const { db } = own.database;
      let counted: Promise<number> | undefined;
      await db.transaction().execute(async (trx) => {
        expect(await countSuperAdminsLocked(trx)).toBe(2);
        await deleteUserRow(trx, second.id);
        // Another admin removes the first SA meanwhile: its count must not see two.
        counted = db.transaction().execute((other) => countSuperAdminsLocked(other));
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      expect(await counted).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('stays when two SAs delete each other at the same moment', async () => {
    const own = await createTestApp({ seed: false });
    try {
      const [first, second] = [
        await createUser(own, { group: 'SA' }),
        await createUser(own, { group: 'SA' }),
      ];
      const tokens = [await signIn(own.app, first), await signIn(own.app, second)];
      const remove = (id: number, token: string) => {
        const body = form({ id: String(id) });
        return own.app.inject({
          method: 'POST',
          url: '/api/user/delete',
          payload: body.payload,
          headers: { ...body.headers, 'consumer-token': token },
        });
      };
      const answers = await Promise.all([remove(second.id, tokens[0]!), remove(first.id, tokens[1]!)]);
      // One delete wins; the other is refused (409, or 401 when its caller is already gone).
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      const left = await own.database.db
        .selectFrom('users')
        .select('id')
        .where('user_group', '=', 'SA')
        .execute();
      expect(left).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});

describe('POST /api/user/send-password-link', () => {
  const send = (id: number | string, token = sa) =>
    http.post('/api/user/send-password-link', { id: String(id) }, token);

  it('mails a set link to an invited user and a reset link to one with a password, and audits it', async () => {
    const mails = outbox(t);
    const invited = await userIdOf(t, 'invited@demo.test');
    let before = mails.read().length;
    const set = await send(invited, am);
    expect(set.json().data).toEqual({ mailSent: true, purpose: 'set' });
    expect(await mails.next(before)).toContain('expires in 72 hours');

    const customer = await signedInCustomer();
    before = mails.read().length;
    expect((await send(customer.id, am)).json().data).toEqual({ mailSent: true, purpose: 'reset' });
    expect(await mails.next(before)).toContain('expires in one hour');
    expect((await auditOf(t, customer.id))[0]!.details.action).toBe('user.password-link-sent');
  });

  it('refuses guests, an AM sending to an SA, other groups and no token', async () => {
    const guest = await send(await userIdOf(t, 'guest@demo.test'));
    expect(guest.statusCode).toBe(400);
    expect(guest.json().error).toBe(PEOPLE_MESSAGES.guestsHaveNoPassword);
    expect((await send(await userIdOf(t, 'sa@demo.test'), am)).statusCode).toBe(403);
    expect((await send(1, await t.login('cm@demo.test'))).statusCode).toBe(403);
    expect((await send(1, '')).statusCode).toBe(401);
    expect((await send('nope')).json().error).toBe('Id provided is invalid');
  });
});

describe('GET /api/users/getAll', () => {
  const list = async (query: string, token = sa) => {
    const response = await http.get(`/api/users/getAll${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as UserListItem[];
  };
  const byEmail = (users: UserListItem[], email: string) => users.find((u) => u.email === email)!;

  it('lists everyone for an SA with operator, regions, sign-in and status', async () => {
    await t.login('performance@demo.test');
    const users = await list('');
    expect(byEmail(users, 'sa@demo.test')).toBeDefined();
    expect(byEmail(users, 'performance@demo.test')).toMatchObject({
      operator: { name: 'Nordic Play' },
      regions: expect.arrayContaining([{ region: 'europe--norway', isDefault: true }]),
      status: 'active',
      lastSignInAt: expect.any(String),
      guestLink: null,
      guestDaysLeft: null,
    });
    expect(byEmail(users, 'invited@demo.test')).toMatchObject({ status: 'invited', lastSignInAt: null });
    expect(byEmail(users, 'guest@demo.test')).toMatchObject({
      status: 'guest-active',
      guestDaysLeft: 14,
      guestLink: `${PUBLIC_URL}/guest/demo-guest`,
    });
    expect(byEmail(users, 'expired.guest@demo.test')).toMatchObject({ status: 'guest-expired' });
    expect(byEmail(users, 'expired.guest@demo.test').guestDaysLeft).toBeLessThan(0);
    expect(JSON.stringify(users)).not.toMatch(/argon2|passwordHash|tournaments-key/);
  });

  it('filters by type', async () => {
    const guests = await list('?type=guest');
    expect(guests.length).toBeGreaterThanOrEqual(2);
    expect(guests.every((u) => u.userType === 'guest')).toBe(true);
    expect((await list('?type=igt')).every((u) => u.userType === 'igt')).toBe(true);
    const bad = await http.get('/api/users/getAll?type=admins', sa);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('userType must be one of: igt, operator, guest.');
  });

  it('shows an AM only the users the AM rule lets them manage', async () => {
    const users = await list('', am);
    expect(users.some((u) => u.userGroup === 'SA' || u.userGroup === 'AM')).toBe(false);
    expect(byEmail(users, 'cm@demo.test')).toBeDefined();
  });

  it('answers from a kept copy that follows sign-ins and changes at once', async () => {
    const cmLastSignIn = async () => byEmail(await list(''), 'cm@demo.test').lastSignInAt;
    const before = await cmLastSignIn();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.login('cm@demo.test');
    const after = await cmLastSignIn();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);

    const added = await created(customerForm({ sendSetPasswordMail: 'false' }));
    expect(byEmail(await list(''), added.email)).toMatchObject({ id: added.id, status: 'invited' });
    await http.post('/api/user/create', { type: 'PUT', id: String(added.id), firstName: 'Renamed' }, sa);
    expect(byEmail(await list(''), added.email).firstName).toBe('Renamed');
    await http.post('/api/user/delete', { id: String(added.id) }, sa);
    expect(byEmail(await list(''), added.email)).toBeUndefined();
  });

  it('refuses no token and the other groups', async () => {
    expect((await http.get('/api/users/getAll')).statusCode).toBe(401);
    for (const email of REFUSED)
      expect((await http.get('/api/users/getAll', await t.login(email))).statusCode).toBe(403);
  });
});

describe('GET /api/user/get', () => {
  const get = (id: string, token?: string) => http.get(`/api/user/get?id=${encodeURIComponent(id)}`, token);

  it('answers the edit form of a user', async () => {
    const response = await get(String(await userIdOf(t, 'customer@demo.test')), am);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: 'customer@demo.test',
      userGroup: 'customer',
      hash: 'keystone-tournaments-key',
      hasPassword: true,
      operator: { name: 'Keystone State Lottery', regions: ['us--michigan', 'us--pennsylvania'] },
    });
  });

  it('refuses an AM reading an SA, other groups, and no token', async () => {
    const saId = String(await userIdOf(t, 'sa@demo.test'));
    expect((await get(saId, am)).statusCode).toBe(403);
    const customer = await get(saId, await t.login('customer@demo.test'));
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error).toBe(NOT_AUTHORISED);
    expect((await get(saId)).statusCode).toBe(401);
  });

  it.each(['abc', '1.5', '-3', '', '1e3', '0x10'])(
    "answers 400 'Id provided is invalid' for %j",
    async (id) => {
      const response = await get(id, sa);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Id provided is invalid');
    },
  );

  it('answers 404 for an id nobody has', async () => {
    expect((await get('999999', sa)).statusCode).toBe(404);
  });
});

describe('GET /api/user/{token}', () => {
  it('answers the guest whose slug the token is', async () => {
    const response = await http.get('/api/user/demo-guest', am);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: 'guest@demo.test',
      userType: 'guest',
      guestSlug: 'demo-guest',
      guestLink: `${PUBLIC_URL}/guest/demo-guest`,
    });
  });

  it('answers 404 for any other value', async () => {
    for (const token of ['12', 'no-such-guest', 'sa@demo.test']) {
      const response = await http.get(`/api/user/${encodeURIComponent(token)}`, sa);
      expect(response.statusCode, token).toBe(404);
      expect(response.json().error).toBe(PEOPLE_MESSAGES.noSuchGuest);
    }
    // Longer than any route parameter may be: the router's own 404.
    expect((await http.get(`/api/user/${'x'.repeat(300)}`, sa)).statusCode).toBe(404);
  });

  it('refuses no token and the other groups', async () => {
    expect((await http.get('/api/user/demo-guest')).statusCode).toBe(401);
    expect((await http.get('/api/user/demo-guest', await t.login('cm@demo.test'))).statusCode).toBe(403);
    expect((await http.get('/api/user/demo-guest', guestToken)).statusCode).toBe(403);
  });
});

describe('GET /api/logs/get?targetUser=', () => {
  it("pages through one user's history, newest first", async () => {
    const customer = await signedInCustomer();
    for (const firstName of ['B', 'C', 'D'])
      await http.post('/api/user/create', { type: 'PUT', id: String(customer.id), firstName }, sa);
    const page = async (query: string) =>
      (await http.get(`/api/logs/get?targetUser=${customer.id}${query}`, sa)).json().data as {
        targetUserId: number;
        data: string;
      }[];
    const all = await page('');
    expect(all.map((entry) => JSON.parse(entry.data).action)).toEqual([
      'user.edited',
      'user.edited',
      'user.edited',
      'user.created',
    ]);
    expect(all.every((entry) => entry.targetUserId === customer.id)).toBe(true);
    const second = await page('&limit=2&offset=2');
    expect(second.map((entry) => JSON.parse(entry.data).changes.firstName.to)).toEqual(['B', 'Ada']);
    const bad = await http.get('/api/logs/get?targetUser=abc', sa);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('targetUser must be a user id.');
  });
});
