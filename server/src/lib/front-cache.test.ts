import { MESSAGES } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../test/factories.ts';
import { testRedisUrl } from '../test/redis.ts';
import { createTestApp, manualClock, testAppForSuite, usingPostgres } from '../test/test-app.ts';

/*
 * The front cache answers tokenless GETs of public answers before Fastify (decision 035). Only a
 * listening server shows it (inject calls Fastify directly), so these requests go over HTTP. Whatever
 * is answered from the front must be what Fastify would answer: the same bytes and headers, never a
 * dropped answer, never a caller's own.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const redisUrl = await testRedisUrl();

describe('front cache', () => {
  const time = manualClock();
  const t = testAppForSuite({ clock: time.clock });
  let base = '';
  let sa = '';

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    sa = await t.login('sa@demo.test');
  });

  /** How many answers the front has sent so far, from the metrics. */
  const frontAnswers = async () => {
    const text = await (await fetch(`${base}/metrics`)).text();
    const line = text
      .split('\n')
      .find((l) => l.startsWith('portal_answer_cache_lookups_total{cache="front",result="hit"}'));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };
  const read = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    const heads = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
    return { status: response.status, headers: heads, body: Buffer.from(await response.arrayBuffer()) };
  };
  const setEnquiries = (email: string) =>
    fetch(`${base}/api/globals/set`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'consumer-token': sa },
      body: JSON.stringify({ enquiriesEmail: email }),
    });

  it('answers a repeated public read from the front with the bytes and headers Fastify sent', async () => {
    const first = await read('/api/globals/all');
    const before = await frontAnswers();
    const again = await read('/api/globals/all');
    expect(await frontAnswers()).toBe(before + 1);
    expect(again).toEqual(first);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers['x-content-type-options']).toBe('nosniff');

    const zipped = await read('/api/globals/all', { 'accept-encoding': 'gzip' });
    const zippedAgain = await read('/api/globals/all', { 'accept-encoding': 'gzip' });
    expect(zippedAgain).toEqual(zipped);
    expect(zippedAgain.headers['content-encoding']).toBe('gzip');
    // fetch unzips what it receives: the same JSON as the plain answer.
    expect(zippedAgain.body.equals(first.body)).toBe(true);
  });

  it('never answers from the front after a write dropped the answer', async () => {
    await read('/api/globals/all');
    await read('/api/globals/all');
    expect((await setEnquiries('front@lottery-games.example')).status).toBe(200);
    const after = JSON.parse((await read('/api/globals/all')).body.toString());
    expect(after.data.enquiriesEmail).toBe('front@lottery-games.example');
    expect(JSON.parse((await read('/api/globals/all')).body.toString()).data.enquiriesEmail).toBe(
      'front@lottery-games.example',
    );
  });

  it('leaves a caller with a token, a conditional request and other methods to Fastify', async () => {
    await read('/api/globals/all');
    const before = await frontAnswers();
    await read('/api/globals/all', { 'consumer-token': sa });
    const first = await read('/api/globals/all');
    const notModified = await read('/api/globals/all', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect((await fetch(`${base}/api/globals/all`, { method: 'HEAD' })).status).toBe(200);
    // Only the plain read came from the front.
    expect(await frontAnswers()).toBe(before + 1);
  });

  it('shows a scheduled story once its time comes, though the page was answered from the front', async () => {
    const added = await fetch(`${base}/api/news/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'consumer-token': sa },
      body: JSON.stringify({
        title: 'Midnight launch',
        summary: 'Live at midnight.',
        body: '<p>Soon.</p>',
        category: 'Product',
        status: 'published',
        publishAt: new Date(time.clock().getTime() + HOUR).toISOString(),
      }),
    });
    expect(added.status).toBe(200);
    const titles = async () =>
      (
        JSON.parse((await read('/api/news/get?limit=9')).body.toString()).data.items as { title: string }[]
      ).map((story) => story.title);
    expect(await titles()).not.toContain('Midnight launch');
    expect(await titles()).not.toContain('Midnight launch');
    time.advance(2 * HOUR);
    expect(await titles()).toContain('Midnight launch');
  });

  describe("a signed-in caller's user/active (decision 038)", () => {
    const active = (token: string) => read('/api/user/active', { 'consumer-token': token });
    const dataOf = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()).data;
    const newCaller = async (options: Parameters<typeof createUser>[1] = {}) => {
      const user = await createUser(t, options);
      return { user, token: await signIn(t.app, user) };
    };

    it('is answered again from the front with the bytes and headers Fastify sent, to that token only', async () => {
      const one = await newCaller();
      const other = await newCaller();
      const first = await active(one.token);
      expect(dataOf(first).email).toBe(one.user.email);
      const before = await frontAnswers();
      const again = await active(one.token);
      // Sessions are kept where this process sees every change: SQLite, or Redis (not used here).
      expect(await frontAnswers()).toBe(before + (usingPostgres() ? 0 : 1));
      expect(again).toEqual(first);
      expect(again.headers['x-content-type-options']).toBe('nosniff');
      expect(dataOf(await active(other.token)).email).toBe(other.user.email);
      expect(dataOf(await active(other.token)).email).toBe(other.user.email);
      expect((await active('not-a-token')).status).toBe(401);
    });

    it('refuses the token at once after a logout', async () => {
      const { token } = await newCaller();
      await active(token);
      expect((await active(token)).status).toBe(200);
      const logout = await fetch(`${base}/api/authentication/logout`, {
        method: 'POST',
        headers: { 'consumer-token': token },
      });
      expect(logout.status).toBe(200);
      const refused = await active(token);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body.toString()).error).toBe(MESSAGES.notLoggedIn);
    });

    it('shows an edit of the user at the next call and refuses a deleted user', async () => {
      const { user, token } = await newCaller({ group: 'CM' });
      await active(token);
      await active(token);
      const edit = await fetch(`${base}/api/user/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'consumer-token': sa },
        body: new URLSearchParams({ type: 'PUT', id: String(user.id), firstName: 'Renamed' }),
      });
      expect(edit.status).toBe(200);
      expect(dataOf(await active(token)).firstName).toBe('Renamed');
      expect(dataOf(await active(token)).firstName).toBe('Renamed');
      const deleted = await fetch(`${base}/api/user/delete`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'consumer-token': sa },
        body: new URLSearchParams({ id: String(user.id) }),
      });
      expect(deleted.status).toBe(200);
      expect((await active(token)).status).toBe(401);
    });

    it('refuses a guest once their access has ended, though the answer was sent from the front', async () => {
      const { user, token } = await newCaller({ group: 'guest', guest: { days: 1 } });
      await active(token);
      expect((await active(token)).status).toBe(200);
      time.advance(2 * DAY);
      const refused = await active(token);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body.toString()).error).toBe(`Guest account expired|${user.guestSlug}`);
    });
  });

  it.skipIf(redisUrl === null)(
    'answers nothing from the front with several instances (another may have written)',
    async () => {
      const shared = await createTestApp({
        env: { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: `front-${Date.now()}:` },
      });
      try {
        await shared.app.listen({ port: 0, host: '127.0.0.1' });
        const address = shared.app.server.address();
        const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/globals/all`;
        const before = await frontAnswers();
        for (let n = 0; n < 3; n++) expect((await fetch(url)).status).toBe(200);
        expect(await frontAnswers()).toBe(before);
      } finally {
        await shared.close();
      }
    },
  );
});
