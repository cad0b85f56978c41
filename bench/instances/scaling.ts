// `npm run bench -- instances` (also part of a plain `npm run bench`): issue 14 item 7, one portal
// instance against two behind nginx. Instance A starts on a fresh PostgreSQL database with Redis and
// a shared STORAGE_DIR, the catalogue grows to 2,000 games, and the catalogue read and the signed-in
// read are measured directly against A (the reference), through nginx with A alone, then, once
// instance B has started on the same database, Redis and storage, through nginx with A and B.
// Environment: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
// names the PostgreSQL server, where a database of its own is created and dropped; BENCH_REDIS_URL
// (redis://127.0.0.1:6379). Skipped when PostgreSQL, Redis or nginx is missing.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { nginxInstalled, startNginx } from '../../server/src/test/nginx.ts';
import { CATALOGUE_SIZE, growCatalogue } from '../lib/catalogue.ts';
import { type LoadOptions, runLoad } from '../lib/load.ts';
import { collectOutput, stopProcessGroup } from '../lib/portal.ts';
import { freePort, sleep } from '../lib/ports.ts';
import { measuredOn, writeResults } from '../lib/results.ts';
import type { BenchRequest, LoadResult } from '../lib/types.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const password = process.env.PORTAL_DEMO_PASSWORD ?? 'demo-password';
const postgresUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
// A short run against each instance before it is measured, so that neither is measured cold (B starts
// long after A, which has served the catalogue's 2,000 writes by then).
const WARM_UP_SECONDS = 2;

interface Instance {
  baseUrl: string;
  port: number;
  child: ChildProcess;
}

interface Row {
  scenario: string;
  read: 'catalogue' | 'signed-in';
  target: 'instance A' | 'nginx → A' | 'nginx → A + B';
  result: LoadResult;
}

function log(message: string) {
  console.log(`bench instances: ${message}`);
}

/** What is missing to run the scenario (PostgreSQL, Redis, nginx), or null when nothing is. */
async function missingService(): Promise<string | null> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
  } catch {
    return `no PostgreSQL answers at ${postgresUrl}`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    return `no Redis answers at ${redisUrl}`;
  } finally {
    redis.disconnect();
  }
  if (!nginxInstalled()) return 'nginx is not installed';
  return null;
}

async function postgresAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<
      string[]
    >) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

/** Starts `server/src/main.ts` in a process group of its own and waits until /api/health/ready is 200. */
async function startInstance(name: string, env: NodeJS.ProcessEnv): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child, name);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { baseUrl, port, child };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stopProcessGroup(child);
  throw new Error(`instance ${name} was not ready within 180 s:\n${output()}`);
}

async function api<T>(baseUrl: string, request: BenchRequest): Promise<T> {
  const response = await fetch(new URL(request.path, baseUrl), request);
  const text = await response.text();
  if (!response.ok) throw new Error(`${request.method} ${request.path}: HTTP ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

function login(baseUrl: string, email: string): Promise<string> {
  return api<string>(baseUrl, {
    method: 'POST',
    path: '/api/authentication/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

/** Sends the request a few times (so that both instances behind nginx answer it) and expects 200 each time. */
async function expectOk(baseUrl: string, request: BenchRequest): Promise<void> {
  for (let n = 0; n < 4; n++) {
    const response = await fetch(new URL(request.path, baseUrl), request);
    await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`${request.method} ${request.path} at ${baseUrl}: HTTP ${response.status}, not 200`);
  }
}

function formatTable(rows: Row[], ratios: Map<string, number>): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'two/one'];
  const body = rows.map((row) => [
    row.scenario,
    row.result.requestsPerSecond.toFixed(0),
    row.result.p50.toFixed(2),
    row.result.p99.toFixed(2),
    String(row.result.non2xx),
    row.target === 'nginx → A + B' ? ratios.get(row.read)!.toFixed(3) : '',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** The scenario of the file's header; prints its table and writes bench/results/instances.json. */
export async function benchInstances(load: LoadOptions): Promise<void> {
  const missing = await missingService();
  if (missing) {
    log(`skipped: ${missing}`);
    return;
  }
  const started = Date.now();
  const databaseName = `portal_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const redisPrefix = `bench-instances-${randomBytes(4).toString('hex')}:`;
  const root = mkdtempSync(join(tmpdir(), 'portal-bench-instances-'));
  const env = (name: string): NodeJS.ProcessEnv => {
    const dataDir = join(root, name);
    mkdirSync(dataDir);
    const instanceEnv: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      STORAGE_DIR: join(root, 'storage'),
      SEED: 'demo',
      TRUST_PROXY: 'true',
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    };
    // Unset: the instances agree on the secret kept in the database.
    delete instanceEnv.TOKEN_SECRET;
    return instanceEnv;
  };

  const running: ChildProcess[] = [];
  // The instances run in process groups of their own, which Ctrl-C does not reach; process.exit runs
  // no asynchronous clean-up, so they are ended synchronously on the way out.
  const killRunning = () => {
    for (const child of running) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  const interrupted = () => process.exit(130);
  process.once('exit', killRunning);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  let nginx: ChildProcess | undefined;
  const stopNginx = async () => {
    if (!nginx || nginx.exitCode !== null) return;
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  };
  const nginxPort = await freePort();
  const balanced = `http://127.0.0.1:${nginxPort}`;
  const startBalancer = async (name: string, upstreams: Instance[]) => {
    const dir = join(root, name);
    mkdirSync(dir);
    nginx = await startNginx({ dir, port: nginxPort, upstreams: upstreams.map((instance) => instance.port) });
  };

  await postgresAdmin(`create database ${databaseName}`);
  try {
    log(`starting instance A on database ${databaseName}`);
    const a = await startInstance('A', env('a'));
    running.push(a.child);
    log(`growing the catalogue to ${CATALOGUE_SIZE} games`);
    await growCatalogue((request) => api(a.baseUrl, request), await login(a.baseUrl, 'sa@demo.test'));
    const customer = await login(a.baseUrl, 'customer@demo.test');
    const reads: Record<Row['read'], BenchRequest> = {
      catalogue: {
        method: 'POST',
        path: '/api/game/all',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'consumer-token': customer },
        body: 'depth=0',
      },
      'signed-in': { method: 'GET', path: '/api/user/active', headers: { 'consumer-token': customer } },
    };
    const scenarioNames: Record<Row['read'], string> = {
      catalogue: 'POST /api/game/all (2,000 games, depth 0)',
      'signed-in': 'GET /api/user/active',
    };

    const rows: Row[] = [];
    const warmUp = async (instance: Instance) => {
      for (const request of Object.values(reads)) {
        await expectOk(instance.baseUrl, request);
        await runLoad(instance.baseUrl, request, { ...load, seconds: WARM_UP_SECONDS });
      }
    };
    const measure = async (target: Row['target'], baseUrl: string) => {
      for (const [read, request] of Object.entries(reads) as [Row['read'], BenchRequest][]) {
        await expectOk(baseUrl, request);
        log(`${scenarioNames[read]}, ${target}`);
        const result = await runLoad(baseUrl, request, load);
        rows.push({ scenario: `${scenarioNames[read]}, ${target}`, read, target, result });
      }
    };

    await warmUp(a);
    await measure('instance A', a.baseUrl);
    await startBalancer('nginx-one', [a]);
    await measure('nginx → A', balanced);
    await stopNginx();

    log('starting instance B on the same database, Redis and storage');
    const b = await startInstance('B', env('b'));
    running.push(b.child);
    await warmUp(b);
    await startBalancer('nginx-two', [a, b]);
    await measure('nginx → A + B', balanced);

    const requestsPerSecond = (read: Row['read'], target: Row['target']) =>
      rows.find((row) => row.read === read && row.target === target)!.result.requestsPerSecond;
    const ratios = new Map(
      (['catalogue', 'signed-in'] as const).map((read) => [
        read,
        requestsPerSecond(read, 'nginx → A + B') / requestsPerSecond(read, 'nginx → A'),
      ]),
    );
    const cores = cpus().length;
    const note =
      cores < 4
        ? `On ${cores} cores two Node processes plus nginx, PostgreSQL, Redis and the load generator ` +
          'compete for the same cores, so two/one shows what a second process gains here net of that ' +
          'overhead, not the scaling a larger machine would see.'
        : `${cores} cores, shared by the instances, nginx, PostgreSQL, Redis and the load generator.`;
    console.log(`\n${formatTable(rows, ratios)}\n`);
    log(`${cores} cores (${cpus()[0]?.model ?? 'unknown model'}). ${note}`);
    const problems = rows
      .filter((row) => row.result.non2xx > 0 || row.result.errors > 0 || row.result.timeouts > 0)
      .map(
        (row) =>
          `${row.scenario}: ${row.result.non2xx} non-2xx, ${row.result.errors} errors, ` +
          `${row.result.timeouts} timeouts of ${row.result.total} requests`,
      );
    for (const problem of problems) console.warn(`warning: ${problem}`);

    const meta = {
      ...measuredOn(),
      ...load,
      warmUpSeconds: WARM_UP_SECONDS,
      games: CATALOGUE_SIZE,
    };
    const file = writeResults('instances.json', {
      meta,
      rows,
      ratios: Object.fromEntries(ratios),
      note,
      warnings: problems,
    });
    log(`results written to ${file}; took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await stopNginx();
    await Promise.allSettled(running.map((child) => stopProcessGroup(child)));
    process.removeListener('exit', killRunning);
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
    await postgresAdmin(`drop database if exists ${databaseName} with (force)`);
    await deleteRedisKeys(redisPrefix);
    rmSync(root, { recursive: true, force: true });
  }
}
