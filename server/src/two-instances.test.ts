import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './modules/assets/test-uploads.ts';
import { nginxInstalled, startNginx } from './test/nginx.ts';
import {
  freePort,
  loginAsDemoSa,
  pausedDownload,
  type RealServer,
  sleep,
  startRealServer,
} from './test/real-server.ts';
import { testRedisUrl } from './test/redis.ts';
import { form, usingPostgres } from './test/test-app.ts';

/*
 * Issue 14 item 4: two real instances on one PostgreSQL database, one Redis and one storage
 * directory, behind nginx round-robin with deploy/nginx.conf. Runs in the PostgreSQL pass of the
 * server suite; outside CI it is skipped when Redis or nginx is missing, in CI it fails.
 */

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const pgUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = usingPostgres() ? await testRedisUrl() : null;
if (usingPostgres() && inCi && !nginxInstalled()) throw new Error('nginx is not installed; CI needs it');
const runs = usingPostgres() && redisUrl !== null && nginxInstalled();

const BIG_FILE_BYTES = 32 * 1024 * 1024;

interface Instance {
  port: number;
  dataDir: string;
  server: RealServer;
}

describe.skipIf(!runs)('two instances behind nginx', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-two-'));
  const databaseName = `portal_two_${randomBytes(4).toString('hex')}`;
  let databaseUrl = '';
  const redisPrefix = `two-${randomBytes(4).toString('hex')}:`;
  let one: Instance;
  let two: Instance;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let balanced = '';
  let sa = '';

  const start = async (port: number, dataDir: string): Promise<RealServer> =>
    startRealServer({
      dataDir,
      port,
      // Both seed the demo data (artwork included) on first start, alongside the rest of npm test.
      startSeconds: 240,
      env: {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl ?? '',
        REDIS_KEY_PREFIX: redisPrefix,
        STORAGE_DIR: path.join(root, 'storage'),
        // Unset: the instances agree on the secret kept in the database.
        TOKEN_SECRET: '',
        SEED: 'demo',
        TRUST_PROXY: 'true',
        SHUTDOWN_GRACE_SECONDS: '30',
      },
    });

  const instance = async (name: string): Promise<Omit<Instance, 'server'>> => {
    const dataDir = path.join(root, name);
    fs.mkdirSync(dataDir);
    return { port: await freePort(), dataDir };
  };
  const url = (target: Instance | string, pathname: string) =>
    `${typeof target === 'string' ? target : target.server.baseUrl}${pathname}`;

  const post = (
    target: Instance | string,
    pathname: string,
    fields: Record<string, string>,
    token?: string,
  ) => {
    const body = form(fields);
    return fetch(url(target, pathname), {
      method: 'POST',
      headers: { ...body.headers, ...(token ? { 'consumer-token': token } : {}) },
      body: body.payload,
    });
  };
  const get = (target: Instance | string, pathname: string, token?: string) =>
    fetch(url(target, pathname), { headers: token ? { 'consumer-token': token } : {} });
  const data = async <T>(response: Response | Promise<Response>): Promise<T> => {
    const answered = await response;
    const body = (await answered.json()) as { data: T; error?: string };
    if (answered.status !== 200) throw new Error(`${answered.status}: ${body.error}`);
    return body.data;
  };

  beforeAll(async () => {
    const address = new URL(pgUrl);
    address.pathname = `/${databaseName}`;
    databaseUrl = address.toString();
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();

    const [first, second] = [await instance('one'), await instance('two')];
    // Started together on an empty database: one migrates and seeds, the other waits and finds it done.
    const [serverOne, serverTwo] = await Promise.all([
      start(first.port, first.dataDir),
      start(second.port, second.dataDir),
    ]);
    one = { ...first, server: serverOne };
    two = { ...second, server: serverTwo };
    const nginxPort = await freePort();
    const nginxDir = path.join(root, 'nginx');
    fs.mkdirSync(nginxDir);
    nginx = await startNginx({ dir: nginxDir, port: nginxPort, upstreams: [one.port, two.port] });
    balanced = `http://127.0.0.1:${nginxPort}`;
    sa = await loginAsDemoSa(one.server.baseUrl);
  }, 600_000);

  afterAll(async () => {
    // SIGTERM: nginx's master stops its workers too (a SIGKILLed master leaves them running).
    if (nginx && nginx.exitCode === null) {
      const stopped = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await stopped;
    }
    for (const server of [one?.server, two?.server])
      if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all([one?.server.exited, two?.server.exited]);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('migrated and seeded once though both started at once on an empty database', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const accounts = await client.query(
        "select count(*)::int as n from users where email = 'sa@demo.test'",
      );
      expect(accounts.rows[0].n).toBe(1);
      const migrations = await client.query(
        'select count(*)::int as runs, count(distinct name)::int as names from kysely_migration',
      );
      expect(migrations.rows[0].runs).toBe(migrations.rows[0].names);
      const secrets = await client.query('select count(*)::int as n from server_secrets');
      expect(secrets.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
    // One token serves on both: they signed with the one secret kept in the database.
    expect((await get(two, '/api/user/active', sa)).status).toBe(200);
  });

  it('lists a game renamed through one instance renamed by the other at once', async () => {
    const games = await data<{ id: number; gameName: string }[]>(
      post(two, '/api/game/all', { depth: '0' }, sa),
    );
    const game = games[0]!;
    const renamed = `${game.gameName} Deluxe`;
    await data(post(one, '/api/game/create', { type: 'PUT', id: String(game.id), gameName: renamed }, sa));
    const after = await data<{ id: number; gameName: string }[]>(
      post(two, '/api/game/all', { depth: '0' }, sa),
    );
    expect(after.find((listed) => listed.id === game.id)?.gameName).toBe(renamed);
  });

  it('lists a folder created on one instance on the other', async () => {
    const [library] = await data<{ id: number }[]>(get(two, '/api/asset/directory', sa));
    const folder = await data<{ id: number }>(
      post(one, '/api/asset/create/folder', { pid: String(library?.id), name: 'Launch kit' }, sa),
    );
    const [listed] = await data<{ children: { id: number; name: string }[] }[]>(
      get(two, '/api/asset/directory', sa),
    );
    expect(listed?.children).toContainEqual(expect.objectContaining({ id: folder.id, name: 'Launch kit' }));
  });

  it('ends on the other instance a session signed out on one', async () => {
    const token = await loginAsDemoSa(two.server.baseUrl);
    expect((await get(one, '/api/user/active', token)).status).toBe(200);
    expect((await post(two, '/api/authentication/logout', {}, token)).status).toBe(200);
    expect((await get(one, '/api/user/active', token)).status).toBe(401);
  });

  it('counts failed sign-ins on both instances together', async () => {
    const attempt = (target: Instance, password: string) =>
      post(target, '/api/authentication/login', { email: 'cm@demo.test', password });
    expect((await attempt(one, 'wrong-1')).status).toBe(401);
    expect((await attempt(two, 'wrong-2')).status).toBe(401);
    expect((await attempt(one, 'wrong-3')).status).toBe(401);
    const slowed = await attempt(two, 'demo-password');
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
  });

  it('downloads and zips through one instance a file uploaded through the other', async () => {
    const [library] = await data<{ id: number }[]>(get(one, '/api/asset/directory', sa));
    const folder = await data<{ id: number }>(
      post(one, '/api/asset/create/folder', { pid: String(library?.id), name: 'Shared artwork' }, sa),
    );
    const content = randomBytes(300_000);
    const upload = multipart({ parentId: String(folder.id) }, [{ name: 'poster.bin', content }]);
    const stored = await data<{ id: number }[]>(
      fetch(url(one, '/api/asset/putIntoParent'), {
        method: 'POST',
        headers: { ...upload.headers, 'consumer-token': sa },
        body: upload.payload,
      }),
    );
    const file = await get(two, `/download/asset/${stored[0]!.id}`, sa);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(content)).toBe(true);
    const zip = await get(two, `/download/asset/zip/${folder.id}`, sa);
    expect(zip.status).toBe(200);
    const zipped = Buffer.from(await zip.arrayBuffer());
    expect(zipped.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(zipped.includes(Buffer.from('poster.bin'))).toBe(true);
  });

  /** GETs through nginx from `workers` loops until `stop()`; answers the statuses seen. */
  const readLoad = (workers: number) => {
    const paths = ['/api/news/get?limit=3', '/api/content/gethomepage', '/api/health'];
    const statuses: number[] = [];
    let running = true;
    const loops = Array.from({ length: workers }, async (_, worker) => {
      for (let n = worker; running; n++) {
        const response = await fetch(url(balanced, paths[n % paths.length]!)).catch(() => null);
        statuses.push(response?.status ?? 0);
        await response?.arrayBuffer().catch(() => {});
      }
    });
    return {
      stop: async () => {
        running = false;
        await Promise.all(loops);
        return statuses;
      },
    };
  };

  /** The requests an instance has answered on `route`, from its own /metrics (it listens on loopback). */
  const answeredOn = async (target: Instance, route: string): Promise<number> => {
    const text = await (await fetch(url(target, '/metrics'))).text();
    return text
      .split('\n')
      .filter((line) => line.startsWith('portal_http_requests_total{') && line.includes(`route="${route}"`))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  };

  it('keeps every read answered while one instance is killed, and takes it back once restarted', async () => {
    const load = readLoad(6);
    await sleep(1000);
    two.server.child.kill('SIGKILL');
    await two.server.exited;
    await sleep(1500);
    const statuses = await load.stop();
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    two = { ...two, server: await start(two.port, two.dataDir) };
    // nginx tries a failed instance again after fail_timeout (5 s).
    await sleep(5500);
    const again = readLoad(4);
    await sleep(1500);
    expect((await again.stop()).filter((status) => status !== 200)).toEqual([]);
    expect(await answeredOn(two, '/api/news/get')).toBeGreaterThan(0);
  }, 300_000);

  it('lets downloads in flight through nginx finish when an instance is restarted', async () => {
    const upload = multipart({}, [{ name: 'big.bin', content: Buffer.alloc(BIG_FILE_BYTES, 0x5a) }]);
    const stored = await data<{ id: number }[]>(
      fetch(url(one, '/api/asset/put'), {
        method: 'POST',
        headers: { ...upload.headers, 'consumer-token': sa },
        body: upload.payload,
      }),
    );
    const address = url(balanced, `/download/asset/${stored[0]!.id}`);
    // Round-robin sends two requests in a row to the two instances: one of these is on the one stopped.
    const downloads = [await pausedDownload(address, sa), await pausedDownload(address, sa)];
    one.server.child.kill('SIGTERM');
    await sleep(500);
    expect(one.server.child.exitCode).toBeNull();
    const received = await Promise.all(downloads.map((download) => download.read()));
    expect(received).toEqual([BIG_FILE_BYTES, BIG_FILE_BYTES]);
    expect(await one.server.exited).toBe(0);

    one = { ...one, server: await start(one.port, one.dataDir) };
    const hash = createHash('sha256');
    hash.update(Buffer.from(await (await get(one, `/download/asset/${stored[0]!.id}`, sa)).arrayBuffer()));
    expect(hash.digest('hex')).toBe(
      createHash('sha256').update(Buffer.alloc(BIG_FILE_BYTES, 0x5a)).digest('hex'),
    );
  }, 300_000);
});
