import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedOperators } from '../seed/operators.ts';
import { seedUsers } from '../seed/users.ts';
import { form } from './test-app.ts';

/*
 * The real server in a process of its own (`server/src/main.ts`), for what only a process shows:
 * a crash mid-upload, a signal during a download. Always on an SQLite file under `dataDir`.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Migrates the SQLite file under `dataDir` and seeds the demo operators and accounts (no artwork). */
export async function seedDemoAccounts(dataDir: string): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
  await migrateToLatest(database);
  const operators = await seedOperators(database.db, new Date());
  await seedUsers(database.db, { password: config.demoPassword, operators, now: new Date() });
  await database.destroy();
}

export interface RealServer {
  child: ChildProcess;
  baseUrl: string;
  /** The exit code, once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** Starts the server on `port` with `env` over the test defaults, and waits until it listens. */
export async function startRealServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  /** How long it may take to listen (the demo seed on a busy machine takes minutes). */
  startSeconds?: number;
}): Promise<RealServer> {
  const { dataDir, port } = options;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'none',
      TOKEN_SECRET: 'real-server-test-secret-that-is-long-enough',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let tries = 0; tries < (options.startSeconds ?? 60) * 4; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    if (output.includes('Portal listening')) return { child, baseUrl: `http://127.0.0.1:${port}`, exited };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${output}`);
}

/** Signs in as the demo SA of seedDemoAccounts; answers the token. */
export async function loginAsDemoSa(baseUrl: string): Promise<string> {
  const body = form({ email: 'sa@demo.test', password: 'demo-password' });
  const response = await fetch(`${baseUrl}/api/authentication/login`, {
    method: 'POST',
    headers: body.headers,
    body: body.payload,
  });
  return ((await response.json()) as { data: string }).data;
}

/**
 * Seeds the demo accounts into `dataDir` (seedDemoAccounts), starts the server there on a free port
 * and signs the demo SA in.
 */
export async function startDemoServer(
  dataDir: string,
  options: { startSeconds?: number } = {},
): Promise<{ server: RealServer; port: number; saToken: string }> {
  await seedDemoAccounts(dataDir);
  const port = await freePort();
  const server = await startRealServer({ dataDir, port, ...options });
  return { server, port, saToken: await loginAsDemoSa(server.baseUrl) };
}

/** A download that has begun and then waits: `read()` drains it to the end, counting the bytes. */
export function pausedDownload(url: string, token: string) {
  return new Promise<{ read: () => Promise<number> }>((resolve, reject) => {
    const request = http.get(url, { headers: { 'consumer-token': token } }, (response) => {
      let bytes = 0;
      const closed = new Promise<number>((done) => {
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('close', () => done(bytes));
        response.on('error', () => done(bytes));
      });
      response.pause();
      resolve({
        read: () => {
          response.resume();
          return closed;
        },
      });
    });
    request.on('error', reject);
  });
}
