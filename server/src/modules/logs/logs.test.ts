import { CLIENT_EVENT_LIMITS, CLIENT_EVENT_MESSAGES } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator, createSignedInUser, type SignedInUser } from '../../test/factories.ts';
import { form, guestToken, manualClock, testAppForSuite } from '../../test/test-app.ts';

describe('logs: the audit trail and the events the app reports', () => {
  const time = manualClock();
  const t = testAppForSuite({ seed: 'accounts', clock: time.clock });
  let customer: SignedInUser;
  let otherSa: SignedInUser;
  let sa: SignedInUser;
  let am: SignedInUser;
  let cm: SignedInUser;
  let guest: string;
  beforeAll(async () => {
    const operator = await createOperator(t);
    [customer, sa, am, otherSa, cm] = await Promise.all([
      createSignedInUser(t, { firstName: 'Priya', surname: 'Kapoor', operatorId: operator.id }),
      createSignedInUser(t, { group: 'SA' }),
      createSignedInUser(t, { group: 'AM' }),
      createSignedInUser(t, { group: 'SA', firstName: 'Sam', surname: 'Super' }),
      createSignedInUser(t, { group: 'CM' }),
    ]);
    guest = await guestToken(t);
  });

  const headers = (token?: string) => (token ? { 'consumer-token': token } : {});
  const create = (fields: Record<string, string>, token?: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/logs/create${query}`,
      ...form(fields),
      headers: { ...form(fields).headers, ...headers(token) },
    });
  const read = (query: string, token?: string) =>
    t.app.inject({ url: `/api/logs/get${query}`, headers: headers(token) });
  const events = (query: string, token?: string) =>
    t.app.inject({ url: `/api/logs/client-events${query}`, headers: headers(token) });
  const editUser = (id: number, fields: Record<string, string>, token = sa.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      ...form({ type: 'PUT', id: String(id), ...fields }),
      headers: { ...form({}).headers, ...headers(token) },
    });

  describe('POST /api/logs/create', () => {
    it("keeps a reported event apart, as the caller's, with SPEC's user field kept as reported", async () => {
      const response = await create(
        { description: 'Login success', user: String(sa.id), data: '{"via":"form"}' },
        customer.token,
      );
      expect(response.statusCode).toBe(200);
      const { id } = response.json().data;
      const [event] = (await events('?limit=1', sa.token)).json().data;
      expect(event).toMatchObject({
        id,
        reportedBy: 'client',
        description: 'Login success',
        author: { id: customer.id, fullName: 'Priya Kapoor' },
        reportedUser: String(sa.id),
        data: '{"via":"form"}',
        game: null,
      });
    });

    it('takes the fields from the query string too, as SPEC §7 sends them', async () => {
      const response = await create({}, customer.token, '?description=Demo%20launched&game=12');
      expect(response.statusCode).toBe(200);
      const [event] = (await events('?limit=1', sa.token)).json().data;
      expect(event).toMatchObject({ description: 'Demo launched', game: 12 });
    });

    it("cannot forge the audit trail: a guest's entry dressed as an admin change is not in it", async () => {
      const before = (await read('?limit=200', sa.token)).json().data.length;
      const forged = await create(
        {
          description: `Edited user ${otherSa.email}`,
          user: String(sa.id),
          data: JSON.stringify({
            action: 'user.edited',
            target: { kind: 'user', id: otherSa.id, name: otherSa.email },
            changes: { userGroup: { from: 'SA', to: 'customer' } },
          }),
        },
        guest,
      );
      expect(forged.statusCode).toBe(200);
      const trail = (await read('?limit=200', sa.token)).json().data;
      expect(trail).toHaveLength(before);
      expect(trail.map((entry: { description: string }) => entry.description)).not.toContain(
        `Edited user ${otherSa.email}`,
      );
      expect((await read(`?targetUser=${otherSa.id}`, sa.token)).json().data).toEqual([]);
      // It is kept only as what it is: an event the app reported.
      const [event] = (await events('?limit=1', sa.token)).json().data;
      expect(event).toMatchObject({ reportedBy: 'client', description: `Edited user ${otherSa.email}` });
    });

    it("caps each caller per minute with 429 and a sentence (a guest's 31st is refused), and the cap passes", async () => {
      time.advance(120_000);
      const guestId = (await t.app.inject({ url: '/api/user/active', headers: headers(guest) })).json().data
        .id;
      for (let n = 0; n < CLIENT_EVENT_LIMITS.perMinute; n++)
        expect((await create({ description: `Event ${n}` }, guest)).statusCode).toBe(200);
      const refused = await create({ description: 'One too many' }, guest);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe(CLIENT_EVENT_MESSAGES.tooMany);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another caller is not held back by it.
      expect((await create({ description: 'Mine' }, customer.token)).statusCode).toBe(200);
      const kept = (await events('?limit=200', sa.token)).json().data as {
        author: { id: number } | null;
        description: string;
      }[];
      const fromGuest = kept
        .filter((event) => event.author?.id === guestId)
        .map((event) => event.description);
      expect(fromGuest).toContain(`Event ${CLIENT_EVENT_LIMITS.perMinute - 1}`);
      expect(fromGuest).not.toContain('One too many');
      time.advance(61_000);
      expect((await create({ description: 'Later' }, guest)).statusCode).toBe(200);
    });

    it('refuses a caller without a token', async () => {
      expect((await create({ description: 'x' })).statusCode).toBe(401);
    });

    it('answers bad input, and an event too big, with 400 and a sentence', async () => {
      expect((await create({ description: '  ' }, customer.token)).json().error).toBe(
        'Describe the event in description.',
      );
      expect((await create({ description: 'x', game: 'abc' }, customer.token)).json().error).toBe(
        'game must be a game id.',
      );
      const big = await create({ description: 'Big', data: 'x'.repeat(9000) }, guest);
      expect(big.statusCode).toBe(400);
      expect(big.json().error).toBe('data is too long (2,000 characters at most).');
      expect((await create({ description: 'x', user: 'u'.repeat(201) }, guest)).statusCode).toBe(400);
    });
  });

  describe('GET /api/logs/get and /api/logs/client-events', () => {
    it('gives an AM the activity of the users they may manage, and no other', async () => {
      time.advance(120_000);
      const edited = await editUser(customer.id, { trackName: 'PK-1' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await editUser(otherSa.id, { trackName: 'SS-1' })).statusCode).toBe(200);
      expect((await editUser(cm.id, { trackName: 'CM-1' })).statusCode).toBe(200);

      const seen = (await read('?limit=200', am.token)).json().data as { targetUserId: number | null }[];
      const targets = new Set(seen.map((entry) => entry.targetUserId));
      expect(targets.has(customer.id)).toBe(true);
      expect(targets.has(cm.id)).toBe(true);
      expect(targets.has(otherSa.id)).toBe(false);
      expect(seen.every((entry) => entry.targetUserId !== null)).toBe(true);
      // An SA reads every entry.
      const all = (await read('?limit=200', sa.token)).json().data as { targetUserId: number | null }[];
      expect(all.some((entry) => entry.targetUserId === otherSa.id)).toBe(true);

      // A page counts only what the reader can open: a limit of one is one entry the AM may see.
      const [newest] = (await read('?limit=1', am.token)).json().data;
      expect(newest.targetUserId).toBe(cm.id);
    });

    it("gives an AM the history of a user they manage, and refuses another user's", async () => {
      const history = await read(`?targetUser=${customer.id}`, am.token);
      expect(history.statusCode).toBe(200);
      expect(history.json().data[0]).toMatchObject({ targetUserId: customer.id });
      const refused = await read(`?targetUser=${otherSa.id}`, am.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('You are not authorised to make this request.');
      expect((await read(`?targetUser=999999`, am.token)).statusCode).toBe(403);
    });

    it('gives an AM the reported events of the users they may manage only', async () => {
      await create({ description: 'Customer event' }, customer.token);
      await create({ description: 'SA event' }, otherSa.token);
      const seen = (await events('?limit=200', am.token)).json().data as { description: string }[];
      const descriptions = seen.map((event) => event.description);
      expect(descriptions).toContain('Customer event');
      expect(descriptions).not.toContain('SA event');
      const all = (await events('?limit=200', sa.token)).json().data as { description: string }[];
      expect(all.map((event) => event.description)).toContain('SA event');
    });

    it('refuses callers without a token, and groups other than SA and AM', async () => {
      for (const path of ['/api/logs/get', '/api/logs/client-events']) {
        expect((await t.app.inject({ url: path })).statusCode).toBe(401);
        for (const token of [customer.token, cm.token, guest]) {
          const response = await t.app.inject({ url: path, headers: headers(token) });
          expect(response.statusCode).toBe(403);
          expect(response.json().error).toBe('You are not authorised to make this request.');
        }
      }
    });

    it('answers bad input with 400 and a message', async () => {
      const badId = await read('?id=abc', sa.token);
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error).toBe('Id provided is invalid');
      expect((await read('?limit=5000', sa.token)).json().error).toBe('limit must be between 1 and 200.');
      expect((await events('?offset=-1', am.token)).json().error).toBe('offset cannot be negative.');
    });
  });
});
