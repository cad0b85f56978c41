import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/kysely.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedOperators } from '../../seed/operators.ts';
import { seedUsers } from '../../seed/users.ts';
import { form } from '../../test/test-app.ts';
import { multipart } from './test-uploads.ts';

/*
 * Crash safety of uploads (issue 4): the real server, in its own process, is killed with SIGKILL in
 * the middle of a large streamed upload, then started again on the same DATA_DIR. Afterwards no
 * temporary file is left, every blob on disk belongs to a row, and every row's blob is on disk.
 * The database here is always an SQLite file: what is under test is the file system.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
const blobsDir = path.join(dataDir, 'blobs');
const tempDir = path.join(blobsDir, 'tmp');

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

async function startServer(port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'none',
      TOKEN_SECRET: 'crash-test-secret-that-is-long-enough',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 240; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    if (output.includes('Portal listening')) return { child, baseUrl, output: () => output };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${output}`);
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );
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

function blobFiles(): string[] {
  if (!fs.existsSync(blobsDir)) return [];
  return fs
    .readdirSync(blobsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^[0-9a-f]{64}$/.test(entry.name))
    .map((entry) => entry.name);
}

const temporaries = () => (fs.existsSync(tempDir) ? fs.readdirSync(tempDir) : []);

describe('an upload cut off by a crash', () => {
  let server: Server | undefined;

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    const database = openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
    await migrateToLatest(database);
    const operators = await seedOperators(database.db, new Date());
    await seedUsers(database.db, { password: config.demoPassword, operators, now: new Date() });
    await database.destroy();
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no half file, no stray blob and no orphan row after a restart', async () => {
    const port = await freePort();
    server = await startServer(port);
    const token = await login(server.baseUrl);

    // A finished upload first: its blob must survive the recovery.
    const done = multipart({}, [{ name: 'kept.txt', content: 'this upload finished before the crash' }]);
    const kept = await fetch(`${server.baseUrl}/api/asset/put`, {
      method: 'POST',
      headers: { ...done.headers, 'consumer-token': token },
      body: done.payload,
    });
    expect(kept.status).toBe(200);

    // A blob renamed into place whose row never committed (a crash between the two steps).
    const stray = 'f'.repeat(64);
    fs.mkdirSync(path.join(blobsDir, 'ff', 'ff'), { recursive: true });
    fs.writeFileSync(path.join(blobsDir, 'ff', 'ff', stray), 'stray');

    // A large upload, streamed a megabyte at a time, killed once its temporary file is growing.
    const boundary = '----crash-test-boundary';
    const request = http.request(`${server.baseUrl}/api/asset/put`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'consumer-token': token,
        'transfer-encoding': 'chunked',
      },
    });
    request.on('error', () => {});
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="huge.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const megabyte = Buffer.alloc(1024 * 1024, 0x5a);
    let growing = false;
    for (let sent = 0; sent < 200 && !growing; sent++) {
      request.write(megabyte);
      await sleep(20);
      growing = temporaries().some((name) => fs.statSync(path.join(tempDir, name)).size > 4 * 1024 * 1024);
    }
    expect(growing).toBe(true);
    server.child.kill('SIGKILL');
    await stopped(server.child);
    request.destroy();
    expect(temporaries().length).toBeGreaterThan(0);

    server = await startServer(port);
    expect(temporaries()).toEqual([]);
    const listing = await fetch(`${server.baseUrl}/api/asset/directory`, {
      headers: { 'consumer-token': await login(server.baseUrl) },
    });
    const names = (
      (await listing.json()) as { data: { children: { name: string }[] }[] }
    ).data[0]!.children.map((child) => child.name);
    expect(names).toEqual(['kept.txt']);
    server.child.kill('SIGTERM');
    await stopped(server.child);

    const database = openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
    const rows = await database.db
      .selectFrom('assets')
      .select(['id', 'name', 'blob_sha256', 'thumbnail_sha256', 'preview_sha256'])
      .execute();
    await database.destroy();
    const referenced = new Set(
      rows.flatMap((row) => [row.blob_sha256, row.thumbnail_sha256, row.preview_sha256]).filter(Boolean),
    );
    const onDisk = blobFiles();
    expect(onDisk.filter((sha) => !referenced.has(sha))).toEqual([]);
    expect([...referenced].filter((sha) => !onDisk.includes(sha as string))).toEqual([]);
    expect(rows.map((row) => row.name)).not.toContain('huge.bin');
    expect(onDisk).not.toContain(stray);
  }, 120_000);
});
