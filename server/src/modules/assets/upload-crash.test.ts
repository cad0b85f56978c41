import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/kysely.ts';
import {
  loginAsDemoSa,
  type RealServer,
  sleep,
  startDemoServer,
  startRealServer,
} from '../../test/real-server.ts';
import { usingPostgres } from '../../test/test-app.ts';
import { multipart } from './test-uploads.ts';

/*
 * Crash safety of uploads (issue 4): the real server, in its own process, is killed with SIGKILL in
 * the middle of a large streamed upload, then started again on the same DATA_DIR. Afterwards no
 * temporary file is left, every blob on disk belongs to a row, and every row's blob is on disk.
 * The database here is always an SQLite file: what is under test is the file system.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
const blobsDir = path.join(dataDir, 'blobs');
const tempDir = path.join(blobsDir, 'tmp');

function blobFiles(): string[] {
  if (!fs.existsSync(blobsDir)) return [];
  return fs
    .readdirSync(blobsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^[0-9a-f]{64}$/.test(entry.name))
    .map((entry) => entry.name);
}

const temporaries = () => (fs.existsSync(tempDir) ? fs.readdirSync(tempDir) : []);

// The real server here always runs on an SQLite file: the PostgreSQL pass of the suite would repeat it.
describe.skipIf(usingPostgres())('an upload cut off by a crash', () => {
  let server: RealServer | undefined;

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no half file, no stray blob and no orphan row after a restart', async () => {
    const started = await startDemoServer(dataDir);
    server = started.server;
    const { port, saToken: token } = started;

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
    await server.exited;
    request.destroy();
    expect(temporaries().length).toBeGreaterThan(0);

    server = await startRealServer({ dataDir, port });
    expect(temporaries()).toEqual([]);
    const listing = await fetch(`${server.baseUrl}/api/asset/directory`, {
      headers: { 'consumer-token': await loginAsDemoSa(server.baseUrl) },
    });
    const names = (
      (await listing.json()) as { data: { children: { name: string }[] }[] }
    ).data[0]!.children.map((child) => child.name);
    expect(names).toEqual(['kept.txt']);
    server.child.kill('SIGTERM');
    await server.exited;

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
