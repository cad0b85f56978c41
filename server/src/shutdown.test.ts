import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/kysely.ts';
import { migrateToLatest } from './db/migrate.ts';
import { multipart } from './modules/assets/test-uploads.ts';
import { seedOperators } from './seed/operators.ts';
import { seedUsers } from './seed/users.ts';
import { form } from './test/test-app.ts';

/*
 * A rolling restart drops nothing (issue 14 item 5): SIGTERM stops the real server taking requests,
 * lets a download in flight finish (and records it), and cuts one that outstays SHUTDOWN_GRACE_SECONDS.
 * The database is an SQLite file; what is under test is the process.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
const FILE_BYTES = 48 * 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Server {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
}

async function startServer(graceSeconds: number): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'none',
      TOKEN_SECRET: 'shutdown-test-secret-that-is-long-enough',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let tries = 0; tries < 240; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    if (output.includes('Portal listening')) return { child, baseUrl: `http://127.0.0.1:${port}`, exited };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${output}`);
}

async function login(baseUrl: string): Promise<string> {
  const body = form({ email: 'sa@demo.test', password: 'demo-password' });
  const response = await fetch(`${baseUrl}/api/authentication/login`, {
    method: 'POST',
    headers: body.headers,
    body: body.payload,
  });
  return ((await response.json()) as { data: string }).data;
}

/** A download that has begun and then waits: `read()` drains it to the end, counting the bytes. */
function pausedDownload(url: string, token: string) {
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

describe('stopping the server', () => {
  let fileId = 0;
  const servers: Server[] = [];

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    const database = openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
    await migrateToLatest(database);
    const operators = await seedOperators(database.db, new Date());
    await seedUsers(database.db, { password: config.demoPassword, operators, now: new Date() });
    await database.destroy();

    const server = await startServer(30);
    servers.push(server);
    const token = await login(server.baseUrl);
    const upload = multipart({}, [{ name: 'big.bin', content: Buffer.alloc(FILE_BYTES, 0x42) }]);
    const stored = await fetch(`${server.baseUrl}/api/asset/put`, {
      method: 'POST',
      headers: { ...upload.headers, 'consumer-token': token },
      body: upload.payload,
    });
    expect(stored.status).toBe(200);
    fileId = ((await stored.json()) as { data: { id: number }[] }).data[0]!.id;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
  afterAll(() => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets a download in flight finish after SIGTERM, refusing new requests, and records it', async () => {
    const server = await startServer(30);
    servers.push(server);
    const token = await login(server.baseUrl);
    const download = await pausedDownload(`${server.baseUrl}/download/asset/${fileId}`, token);

    server.child.kill('SIGTERM');
    await sleep(500);
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();

    expect(await download.read()).toBe(FILE_BYTES);
    expect(await server.exited).toBe(0);
    const database = openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
    try {
      const records = await database.db
        .selectFrom('download_records')
        .select(['asset_id', 'bytes'])
        .execute();
      expect(records).toEqual([{ asset_id: fileId, bytes: FILE_BYTES }]);
    } finally {
      await database.destroy();
    }
  }, 120_000);

  it('cuts a download that outstays SHUTDOWN_GRACE_SECONDS, then exits', async () => {
    const server = await startServer(2);
    servers.push(server);
    const token = await login(server.baseUrl);
    const download = await pausedDownload(`${server.baseUrl}/download/asset/${fileId}`, token);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const seconds = (Date.now() - signalled) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(1.9);
    expect(seconds).toBeLessThan(15);
    // The client reads what reached it before the cut: not the whole file.
    expect(await download.read()).toBeLessThan(FILE_BYTES);
  }, 120_000);
});
