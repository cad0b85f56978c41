import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../modules/assets/test-support.ts';
import { multipart, type UploadFile } from '../modules/assets/test-uploads.ts';
import {
  freePort,
  loginAsDemoSa,
  type RealServer,
  sleep,
  startDemoServer,
  startRealServer,
} from '../test/real-server.ts';
import { form, usingPostgres } from '../test/test-app.ts';
import { type BackupSummary, backup } from './backup.ts';
import type { PortalData } from './backup-dir.ts';
import { restore } from './restore.ts';

/*
 * Backups of the embedded default (issue 14 item 5): the real server, in its own process, keeps taking
 * uploads and deletions while backup() runs several times; each backup is then restored into a fresh
 * place and checked row by row against its blobs and its manifest. The database is an SQLite file
 * whatever TEST_DB says: backups are of the embedded default only.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
const place = (name: string): PortalData => ({
  dataDir: path.join(root, name),
  storageDir: path.join(root, name, 'blobs'),
  databaseUrl: '',
});
const live = place('live');
const blobFile = (storageDir: string, sha256: string) =>
  path.join(storageDir, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
const sha256Of = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Three clients uploading into the library and deleting some of what they uploaded, until stop(). */
function keepChangingTheLibrary(baseUrl: string, token: string) {
  let stopped = false;
  const counts = { uploaded: 0, deleted: 0 };
  // Identical bytes in every upload: one blob under many rows, which must outlive each row's deletion.
  const shared = randomBytes(4096);
  const post = async (url: string, body: { payload: string | Buffer; headers: Record<string, string> }) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { ...body.headers, 'consumer-token': token },
      body: body.payload,
    });
    if (response.status !== 200)
      throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { data: { id: number }[] };
  };
  const client = async (client: number) => {
    const uploaded: number[] = [];
    for (let n = 0; !stopped; n++) {
      const files: UploadFile[] = [
        { name: `c${client}-${n}.bin`, content: randomBytes(1024 + Math.floor(Math.random() * 64 * 1024)) },
        { name: `c${client}-${n}-shared.bin`, content: shared },
      ];
      // Images get a thumbnail and a preview: blobs referenced from the other two columns.
      if (n % 3 === 0) {
        const colour = `#${randomBytes(3).toString('hex')}`;
        files.push({
          name: `c${client}-${n}.png`,
          content: await pngImage(64, 48, colour),
          type: 'image/png',
        });
      }
      const answer = await post('/api/asset/put', multipart({}, files));
      uploaded.push(...answer.data.map((item) => item.id));
      counts.uploaded += files.length;
      while (uploaded.length > 15) {
        const [id] = uploaded.splice(Math.floor(Math.random() * uploaded.length), 1);
        // To the trash, then out of it for good: the purge is what removes blobs.
        await post('/api/asset/delete', form({ id: String(id) }));
        await post('/api/asset/trash/purge', form({ id: String(id) }));
        counts.deleted++;
      }
    }
  };
  const running = Promise.all([0, 1, 2].map(client));
  running.catch(() => {}); // Reported by stop().
  return {
    counts,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

// The real server here always runs on an SQLite file: the PostgreSQL pass of the suite would repeat it.
describe.skipIf(usingPostgres())('backup and restore of the embedded database and its blobs', () => {
  const servers: RealServer[] = [];
  const backups: BackupSummary[] = [];
  /** Uploads and deletions the server finished while each backup ran. */
  const changesDuringBackups = { uploaded: 0, deleted: 0 };

  beforeAll(async () => {
    const { server, saToken } = await startDemoServer(live.dataDir);
    servers.push(server);
    const load = keepChangingTheLibrary(server.baseUrl, saToken);
    while (load.counts.uploaded < 60) await sleep(50);
    for (let n = 0; n < 4; n++) {
      const before = { ...load.counts };
      backups.push(await backup(live, path.join(root, `backup-${n}`)));
      changesDuringBackups.uploaded += load.counts.uploaded - before.uploaded;
      changesDuringBackups.deleted += load.counts.deleted - before.deleted;
      await sleep(300);
    }
    await load.stop();
  }, 240_000);

  afterAll(() => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('are taken while files are uploaded and deleted', () => {
    expect(changesDuringBackups.uploaded).toBeGreaterThan(0);
    expect(changesDuringBackups.deleted).toBeGreaterThan(0);
    // Rows deleted between a snapshot and the copy of their blobs took the blobs with them: a fresh
    // snapshot was needed. Under this load most backups need one; that none did would be a fluke.
    expect(backups.some((summary) => summary.snapshots > 1)).toBe(true);
    for (const { dir, manifest } of backups) {
      expect(fs.readdirSync(dir).sort()).toEqual(['blobs', 'manifest.json', 'portal.sqlite']);
      expect(manifest.migration).toMatch(/^\d{3}_/);
    }
  });

  it("restore each into a fresh place with every row's blob, by its hash, and the manifest's rows", async () => {
    for (const [n, { dir, manifest }] of backups.entries()) {
      const target = place(`restored-${n}`);
      const summary = await restore(target, dir);
      expect(summary).toMatchObject({ blobs: manifest.blobs, movedAside: null });

      const database = new SQLite(path.join(target.dataDir, 'portal.sqlite'), { readonly: true });
      const tables = database
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
        .pluck()
        .all() as string[];
      const rows = Object.fromEntries(
        tables.map((table) => [table, database.prepare(`select count(*) from ${table}`).pluck().get()]),
      );
      const assets = database
        .prepare('select blob_sha256, thumbnail_sha256, preview_sha256 from assets')
        .all() as Record<string, string | null>[];
      database.close();
      expect(rows).toEqual(manifest.rows);
      expect(manifest.rows.assets).toBeGreaterThan(10);
      expect(assets.some((asset) => asset.thumbnail_sha256 && asset.preview_sha256)).toBe(true);

      const referenced = new Set(
        assets.flatMap((asset) => Object.values(asset)).filter((sha) => sha !== null),
      );
      for (const sha256 of referenced) expect(sha256Of(blobFile(target.storageDir, sha256))).toBe(sha256);
      const stored = fs
        .readdirSync(target.storageDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile());
      expect(stored.length).toBe(referenced.size);
      expect(manifest.blobs).toBe(referenced.size);
    }
  });

  it('give a place the portal serves the files from', async () => {
    const server = await startRealServer({
      dataDir: place('restored-3').dataDir,
      port: await freePort(),
      env: { SHUTDOWN_GRACE_SECONDS: '2' }, // bounds the stop below, whatever connections are left open
    });
    servers.push(server);
    const token = await loginAsDemoSa(server.baseUrl);
    const database = new SQLite(path.join(place('restored-3').dataDir, 'portal.sqlite'), { readonly: true });
    const file = database
      .prepare("select id, blob_sha256 from assets where type = 'file' order by id desc limit 1")
      .get() as { id: number; blob_sha256: string };
    database.close();
    const download = await fetch(`${server.baseUrl}/download/asset/${file.id}`, {
      headers: { 'consumer-token': token },
    });
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.blob_sha256);
    server.child.kill('SIGTERM');
    await server.exited;
  });

  it('restore refuses a directory without a manifest: an unfinished backup', async () => {
    const unfinished = path.join(root, 'unfinished');
    fs.cpSync(backups[0]!.dir, unfinished, { recursive: true });
    fs.rmSync(path.join(unfinished, 'manifest.json'));
    const target = place('from-unfinished');
    await expect(restore(target, unfinished)).rejects.toThrow(/holds no manifest\.json/);
    expect(fs.existsSync(path.join(target.dataDir, 'portal.sqlite'))).toBe(false);
  });

  it('restore refuses a blob whose bytes do not match its hash, and leaves the database alone', async () => {
    const tampered = path.join(root, 'tampered');
    fs.cpSync(backups[2]!.dir, tampered, { recursive: true });
    const blob = fs
      .readdirSync(path.join(tampered, 'blobs'), { recursive: true, withFileTypes: true })
      .find((entry) => entry.isFile())!;
    const file = path.join(blob.parentPath, blob.name);
    fs.writeFileSync(file, randomBytes(fs.statSync(file).size));
    const target = place('from-tampered');
    await expect(restore(target, tampered)).rejects.toThrow(`The blob ${blob.name} in `);
    expect(fs.existsSync(path.join(target.dataDir, 'portal.sqlite'))).toBe(false);
  });

  it('restore refuses to replace a database without force, and with it moves the old one aside', async () => {
    const target = place('restored-0');
    const databaseFile = path.join(target.dataDir, 'portal.sqlite');
    const before = sha256Of(databaseFile);
    await expect(restore(target, backups[1]!.dir)).rejects.toThrow(/already holds a database.*--force/);
    expect(sha256Of(databaseFile)).toBe(before);

    // What a crashed portal leaves: a write-ahead log that must not be replayed into the restored database.
    fs.writeFileSync(`${databaseFile}-wal`, '');
    const now = new Date('2026-12-01T08:30:00Z');
    const summary = await restore(target, backups[1]!.dir, { force: true, now });
    expect(summary.movedAside).toBe(`${databaseFile}.before-restore-2026-12-01T08-30-00.000Z`);
    expect(sha256Of(summary.movedAside!)).toBe(before);
    expect(fs.existsSync(`${summary.movedAside}-wal`)).toBe(true);
    expect(fs.existsSync(`${databaseFile}-wal`)).toBe(false);
    const database = new SQLite(databaseFile, { readonly: true });
    expect(database.prepare('select count(*) from assets').pluck().get()).toBe(
      backups[1]!.manifest.rows.assets,
    );
    database.close();
  });

  it('backup fails after five snapshots when a blob the rows reference is missing from the store', async () => {
    const damaged = place('damaged');
    await restore(damaged, backups[3]!.dir);
    const database = new SQLite(path.join(damaged.dataDir, 'portal.sqlite'), { readonly: true });
    const lost = database.prepare("select blob_sha256 from assets where type = 'file' limit 1").pluck().get();
    database.close();
    fs.rmSync(blobFile(damaged.storageDir, lost as string));

    const dir = path.join(root, 'backup-of-damaged');
    await expect(backup(damaged, dir)).rejects.toThrow(/missing from .* in each of 5 snapshots/);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('backup refuses a directory that is not empty', async () => {
    await expect(backup(live, backups[0]!.dir)).rejects.toThrow(/is not empty/);
    expect(fs.existsSync(path.join(backups[0]!.dir, 'manifest.json'))).toBe(true);
  });

  it('backup and restore refuse PostgreSQL, pointing to pg_dump', async () => {
    const postgres = { ...live, databaseUrl: 'postgres://postgres@127.0.0.1:5432/portal' };
    const dir = path.join(root, 'backup-of-postgres');
    await expect(backup(postgres, dir)).rejects.toThrow(/DATABASE_URL is set.*pg_dump -Fc/);
    expect(fs.existsSync(dir)).toBe(false);
    await expect(restore(postgres, backups[0]!.dir)).rejects.toThrow(/pg_dump/);
  });
});
