import path from 'node:path';
import { PEOPLE_MESSAGES, USER_RULE_MESSAGES } from '@portal/domain';
import type { UserDetail } from '@portal/domain/schemas';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { OutboxMailer } from '../../mail/outbox.ts';
import { manualClock, testAppForSuite } from '../../test/test-app.ts';
import { GuestReminders } from './guest-reminders.ts';
import { auditOf, caller, outbox, userIdOf } from './test-support.ts';

const PUBLIC_URL = 'https://portal.example.com';
const DAY = 86_400_000;

let http: ReturnType<typeof caller>;
let am: string;
// Noon UTC tomorrow: whole-day moves never land near midnight, and tokens stay ahead of the real clock.
const START = new Date(Math.floor(Date.now() / DAY) * DAY + DAY + DAY / 2);
const time = manualClock(START);
const t = testAppForSuite({ clock: time.clock, env: { PUBLIC_URL } });
/** 'YYYY-MM-DD' of the day `days` after the test's first day. */
const day = (days: number) => new Date(START.getTime() + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  http = caller(t);
  am = await t.login('am@demo.test');
});

let serial = 0;
async function addGuest(extra: Record<string, string> = {}, token = am): Promise<UserDetail> {
  serial += 1;
  const response = await http.post(
    '/api/user/create',
    {
      type: 'POST',
      userType: 'guest',
      firstName: 'Grace',
      surname: `Visitor ${serial}`,
      email: `grace.${serial}@example.com`,
      guestExpiryDays: '14',
      regions: JSON.stringify([{ region: 'us--all', isDefault: true }]),
      ...extra,
    },
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.setPasswordMailSent).toBe(false);
  return response.json().data.user;
}
const signIn = async (slug: string) => (await http.guestLogin(slug)).json().data as string;
const active = (token: string) => http.get('/api/user/active', token);

describe('adding a guest', () => {
  it('makes a random slug of at least 128 bits and answers the full link, with the AM as sponsor', async () => {
    const guest = await addGuest();
    expect(guest).toMatchObject({
      userType: 'guest',
      userGroup: 'guest',
      status: 'guest-active',
      guestExpiryStart: day(0),
      guestExpiryDays: 14,
      guestDaysLeft: 14,
      guestLastDay: day(14),
      guestSponsor: { id: await userIdOf(t, 'am@demo.test'), fullName: 'Marcus Bell' },
    });
    expect(guest.guestSlug).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(guest.guestLink).toBe(`${PUBLIC_URL}/guest/${guest.guestSlug}`);
    const other = await addGuest();
    expect(other.guestSlug).not.toBe(guest.guestSlug);

    const token = await signIn(guest.guestSlug!);
    expect((await active(token)).json().data).toMatchObject({ isGuest: true, email: guest.email });
    expect((await auditOf(t, guest.id))[0]!.details.action).toBe('user.created');
  });

  it('takes no slug from the form, and wants its days', async () => {
    const guest = await addGuest({ guestSlug: 'chosen-by-me', guestExpiryStart: day(8) });
    expect(guest.guestSlug).not.toBe('chosen-by-me');
    expect(guest.guestExpiryStart).toBe(day(8));
    const missing = await http.post(
      '/api/user/create',
      { type: 'POST', userType: 'guest', firstName: 'G', surname: 'H', email: 'gh@example.com' },
      am,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('A guest needs guestExpiryStart (YYYY-MM-DD) and guestExpiryDays.');
  });
});

describe("a guest's first day (issue 28 item 17)", () => {
  const guestForm = (email: string, guestExpiryStart: string) => ({
    type: 'POST',
    userType: 'guest',
    firstName: 'Far',
    surname: 'Future',
    email,
    guestExpiryStart,
    guestExpiryDays: '365',
  });
  const stored = (email: string) =>
    t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();

  it('refuses one more than 365 days from today either way, and adds no one', async () => {
    for (const [n, start] of ['9999-01-01', day(366), day(-366)].entries()) {
      const email = `far.${n}@example.com`;
      const response = await http.post('/api/user/create', guestForm(email, start), am);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(USER_RULE_MESSAGES.guestStartOutOfReach);
      expect(await stored(email)).toBeUndefined();
    }
    const furthest = await http.post('/api/user/create', guestForm('far.ok@example.com', day(365)), am);
    expect(furthest.statusCode, furthest.body).toBe(200);
  });

  it('refuses moving a guest out of reach on an edit, and lets an old first day stay as it is', async () => {
    const guest = await addGuest();
    const moved = await http.post(
      '/api/user/create',
      { type: 'PUT', id: String(guest.id), guestExpiryStart: '9999-01-01' },
      am,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe(USER_RULE_MESSAGES.guestStartOutOfReach);
    const after = await http.get(`/api/user/get?id=${guest.id}`, am);
    expect(after.json().data.guestExpiryStart).toBe(guest.guestExpiryStart);

    // A guest extended over years keeps its first day: the edit form sends it back unchanged.
    await t.database.db
      .updateTable('users')
      .set({ guest_expiry_start: day(-800), guest_expiry_days: 900 })
      .where('id', '=', guest.id)
      .execute();
    const kept = await http.post(
      '/api/user/create',
      { type: 'PUT', id: String(guest.id), firstName: 'Renamed', guestExpiryStart: day(-800) },
      am,
    );
    expect(kept.statusCode, kept.body).toBe(200);
  });
});

describe('extending and expiring a guest', () => {
  const extend = (id: number, days: string, token = am) =>
    http.post('/api/user/guest/extend', { id: String(id), days }, token);
  const expire = (id: number, token = am) => http.post('/api/user/guest/expire', { id: String(id) }, token);

  it('extends a guest after its last day and keeps its sessions', async () => {
    const guest = await addGuest();
    const token = await signIn(guest.guestSlug!);
    const response = await extend(guest.id, '7');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      guestExpiryDays: 21,
      guestDaysLeft: 21,
      guestLastDay: day(21),
    });
    expect((await active(token)).statusCode).toBe(200);
    expect((await auditOf(t, guest.id))[0]!.details).toMatchObject({
      action: 'guest.extended',
      changes: { guestExpiryDays: { from: 14, to: 21 } },
    });
  });

  it('expires a guest now: its sessions end, its link says expired, and extending brings it back', async () => {
    const guest = await addGuest();
    const token = await signIn(guest.guestSlug!);
    const response = await expire(guest.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'guest-expired', guestDaysLeft: -1 });

    const expiredMessage = `Guest account expired|${guest.guestSlug}`;
    const call = await active(token);
    expect(call.statusCode).toBe(401);
    expect(call.json().error).toBe(expiredMessage);
    expect((await http.guestLogin(guest.guestSlug!)).json().error).toBe(expiredMessage);
    expect((await auditOf(t, guest.id))[0]!.details.action).toBe('guest.expired');

    const back = await extend(guest.id, '3');
    expect(back.json().data).toMatchObject({ status: 'guest-active', guestDaysLeft: 3 });
    expect((await http.guestLogin(guest.guestSlug!)).statusCode).toBe(200);
  });

  it('refuses what is not a guest, bad days, other groups and no token', async () => {
    const notGuest = await extend(await userIdOf(t, 'customer@demo.test'), '3');
    expect(notGuest.statusCode).toBe(400);
    expect(notGuest.json().error).toBe(PEOPLE_MESSAGES.notAGuest);
    const guest = await addGuest();
    for (const days of ['0', '366', 'two', '']) {
      const response = await extend(guest.id, days);
      expect(response.statusCode, days).toBe(400);
      expect(response.json().error).toBe('days must be a whole number from 1 to 365.');
    }
    const cm = await t.login('cm@demo.test');
    expect((await extend(guest.id, '3', cm)).statusCode).toBe(403);
    expect((await expire(guest.id, cm)).statusCode).toBe(403);
    expect((await extend(guest.id, '3', '')).statusCode).toBe(401);
    expect((await expire(guest.id, '')).statusCode).toBe(401);
    expect((await http.post('/api/user/guest/expire', { id: 'x' }, am)).json().error).toBe(
      'Id provided is invalid',
    );
    expect((await expire(999999)).statusCode).toBe(404);
  });
});

describe('the sponsor reminder', () => {
  const instance = () =>
    new GuestReminders({
      db: t.database.db,
      mailer: new OutboxMailer(
        path.join(t.config.dataDir, 'outbox'),
        t.config.mailFrom,
        pino({ level: 'silent' }),
      ),
      clock: time.clock,
      publicUrl: PUBLIC_URL,
      log: pino({ level: 'silent' }),
    });
  const mailsTo = (address: string, guest: UserDetail) =>
    outbox(t)
      .read()
      .filter((mail) => new RegExp(`^To: ${address}`, 'm').test(mail) && mail.includes(guest.email));

  it('mails the sponsor once, three days before the last day, however many instances run', async () => {
    const guest = await addGuest({ guestExpiryDays: '10' });
    const [first, second, third] = [instance(), instance(), instance()];

    time.advance(6 * DAY); // 4 days left: not yet
    expect(await Promise.all([first.runOnce(), second.runOnce()])).toEqual([0, 0]);

    time.advance(1 * DAY); // 3 days left
    const sent = await Promise.all([first.runOnce(), second.runOnce(), third.runOnce()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = mailsTo('am@demo.test', guest);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Guest access for Grace');
    expect(mails[0]).toContain(day(10));
    expect(mails[0]).toContain(`${PUBLIC_URL}/admin/users/edit/${guest.id}`);

    time.advance(1 * DAY);
    expect(await first.runOnce()).toBe(0);

    // An extension is a new end, with its own reminder.
    const extended = await http.post(
      '/api/user/guest/extend',
      { id: String(guest.id), days: '10' },
      await t.login('am@demo.test'),
    );
    expect(extended.json().data.guestLastDay).toBe(day(20));
    expect(await second.runOnce()).toBe(0);
    time.advance(9 * DAY);
    expect(await second.runOnce()).toBe(1);
    expect(mailsTo('am@demo.test', guest)).toHaveLength(2);
  });
});
