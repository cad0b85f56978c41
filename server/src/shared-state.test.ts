import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { SIGN_IN_PAUSED } from './modules/auth/auth.service.ts';
import { LINK_REQUESTS_PAUSED } from './modules/auth/password-links.service.ts';
import { createGame, createUser, TEST_PASSWORD } from './test/factories.ts';
import { freePort, sleep } from './test/real-server.ts';
import { redisServerInstalled, startRedisServer, testRedisUrl } from './test/redis.ts';
import { createTestApp, form, type TestApp } from './test/test-app.ts';

/*
 * Several instances on one database and one Redis (issue 14 item 1): two apps in this process, each
 * with its own caches and counters, as two processes would have. What one writes or counts, the other
 * sees at once; without Redis (the control) the second keeps its stale answer. The same through nginx
 * and real processes is two-instances.test.ts.
 */

const redisUrl = await testRedisUrl();

const gameNames = async (app: FastifyInstance): Promise<string[]> => {
  const response = await app.inject({ method: 'POST', url: '/api/game/all', ...form({ depth: '0' }) });
  expect(response.statusCode).toBe(200);
  return response.json().data.map((game: { gameName: string }) => game.gameName);
};

const renameGame = async (app: FastifyInstance, token: string, id: number, gameName: string) => {
  const { payload, headers } = form({ type: 'PUT', id: String(id), gameName });
  const response = await app.inject({
    method: 'POST',
    url: '/api/game/create',
    payload,
    headers: { ...headers, 'consumer-token': token },
  });
  expect(response.statusCode).toBe(200);
};

const login = (app: FastifyInstance, email: string, password: string, ip = '10.1.2.3') =>
  app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    remoteAddress: ip,
    ...form({ email, password }),
  });

/** A second instance on the first one's database and storage, with `env` over its settings. */
async function secondInstance(t: TestApp, config: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...t.config, ...config }, database: t.database });
  await app.ready();
  return app;
}

describe.skipIf(redisUrl === null)('two instances sharing Redis', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let alone: FastifyInstance;
  let sa: string;

  beforeAll(async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}:`;
    t = await createTestApp({ env: { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: prefix } });
    other = await secondInstance(t, {});
    alone = await secondInstance(t, { redisUrl: '' });
    sa = await t.login('sa@demo.test');
  });
  afterAll(async () => {
    await other?.close();
    await alone?.close();
    await t?.close();
  });

  it('lists a game renamed through one instance renamed by the other at once (and not without Redis)', async () => {
    const game = await createGame(t, { gameName: 'Lucky Lanterns' });
    await renameGame(t.app, sa, game.id, 'Lucky Lanterns');
    expect(await gameNames(other)).toContain('Lucky Lanterns');
    expect(await gameNames(alone)).toContain('Lucky Lanterns');

    await renameGame(t.app, sa, game.id, 'Lucky Lanterns Deluxe');
    expect(await gameNames(other)).toContain('Lucky Lanterns Deluxe');
    // The control: an instance that shares nothing serves what it kept.
    expect(await gameNames(alone)).toContain('Lucky Lanterns');
    expect(await gameNames(alone)).not.toContain('Lucky Lanterns Deluxe');
  });

  it('shows the options changed through one instance on the other at once', async () => {
    const read = async (app: FastifyInstance) =>
      (await app.inject({ url: '/api/globals/all' })).json().data.enquiriesEmail;
    expect(await read(other)).toBe(t.config.enquiriesEmail);
    expect(await read(alone)).toBe(t.config.enquiriesEmail);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/globals/set',
      headers: { 'content-type': 'application/json', 'consumer-token': sa },
      payload: JSON.stringify({ enquiriesEmail: 'launches@lottery-games.example' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(await read(other)).toBe('launches@lottery-games.example');
    expect(await read(alone)).toBe(t.config.enquiriesEmail);
  });

  it('counts failed sign-ins on both instances together', async () => {
    const { email } = await createUser(t, { group: 'affiliate' });
    expect((await login(t.app, email, 'wrong-1')).statusCode).toBe(401);
    expect((await login(other, email, 'wrong-2')).statusCode).toBe(401);
    expect((await login(t.app, email, 'wrong-3')).statusCode).toBe(401);
    // The third failure costs a wait, whichever instance is asked next.
    const slowed = await login(other, email, TEST_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error).toBe('Too many failed sign-in attempts. Please try again in 1 second.');
    await sleep(1100);
    expect((await login(other, email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts password link requests from one address on both instances together', async () => {
    const ip = `10.5.${Math.floor(Math.random() * 250)}.9`;
    const ask = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/user/reset-password/email',
        remoteAddress: ip,
        ...form({ email: 'nobody@example.test' }),
      });
    for (let n = 0; n < 10; n++) {
      expect((await ask(t.app)).statusCode).toBe(200);
      expect((await ask(other)).statusCode).toBe(200);
    }
    const refused = await ask(t.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('reports Redis as a ready part', async () => {
    const ready = await other.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ database: 'ok', storage: 'ok', redis: 'ok' });
  });
});

describe.skipIf(!redisServerInstalled())('Redis going down and coming back', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let redisPort: number;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let sa: string;

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedisServer(redisPort);
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${redisPort}` } });
    other = await secondInstance(t, {});
    sa = await t.login('sa@demo.test');
  });
  afterAll(async () => {
    redis?.kill('SIGKILL');
    await other?.close();
    await t?.close();
  });

  const untilReady = async (app: FastifyInstance) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode === 200) return;
      await sleep(100);
    }
    throw new Error('the instance did not become ready again');
  };

  it('keeps answering while Redis is down, pauses sign-ins, and recovers by itself with nothing stale', async () => {
    const game = await createGame(t, { gameName: 'Comet Cash' });
    await renameGame(t.app, sa, game.id, 'Comet Cash');
    expect(await gameNames(other)).toContain('Comet Cash');

    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));

    const paused = await login(other, 'sa@demo.test', 'demo-password');
    expect(paused.statusCode).toBe(503);
    expect(paused.json().error).toBe(SIGN_IN_PAUSED);
    expect(paused.headers['retry-after']).toBe('60');
    const linkPaused = await other.inject({
      method: 'POST',
      url: '/api/user/reset-password/email',
      ...form({ email: 'sa@demo.test' }),
    });
    expect(linkPaused.statusCode).toBe(503);
    expect(linkPaused.json().error).toBe(LINK_REQUESTS_PAUSED);
    const ready = await other.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error).toBe('Not ready: redis failing.');
    expect((await other.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // A write while Redis is down cannot be announced: the other instance must not serve what it kept.
    await renameGame(t.app, sa, game.id, 'Comet Cash Gold');
    expect(await gameNames(other)).toContain('Comet Cash Gold');

    redis = await startRedisServer(redisPort);
    await untilReady(other);
    await untilReady(t.app);
    expect((await login(other, 'sa@demo.test', 'demo-password')).statusCode).toBe(200);
    expect(await gameNames(other)).toContain('Comet Cash Gold');
    await renameGame(t.app, sa, game.id, 'Comet Cash Platinum');
    expect(await gameNames(other)).toContain('Comet Cash Platinum');
  });
});
