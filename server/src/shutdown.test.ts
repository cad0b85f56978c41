import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/kysely.ts';
import { multipart } from './modules/assets/test-uploads.ts';
import {
  freePort,
  loginAsDemoSa,
  pausedDownload,
  type RealServer,
  seedDemoAccounts,
  sleep,
  startRealServer,
} from './test/real-server.ts';
import { usingPostgres } from './test/test-app.ts';

/*
 * A rolling restart drops nothing (issue 14 item 5): SIGTERM stops the real server taking requests,
 * lets a download in flight finish (and records it), and cuts one that outstays SHUTDOWN_GRACE_SECONDS.
 * The database is an SQLite file; what is under test is the process.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
const FILE_BYTES = 48 * 1024 * 1024;
const startServer = async (graceSeconds: number) =>
  startRealServer({
    dataDir,
    port: await freePort(),
    env: { SHUTDOWN_GRACE_SECONDS: String(graceSeconds) },
  });

// The real server here always runs on an SQLite file: the PostgreSQL pass of the suite would repeat it.
describe.skipIf(usingPostgres())('stopping the server', () => {
  let fileId = 0;
  const servers: RealServer[] = [];

  beforeAll(async () => {
    await seedDemoAccounts(dataDir);
    const server = await startServer(30);
    servers.push(server);
    const token = await loginAsDemoSa(server.baseUrl);
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
    const token = await loginAsDemoSa(server.baseUrl);
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
    const token = await loginAsDemoSa(server.baseUrl);
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
