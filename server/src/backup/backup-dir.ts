import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { syncDirectory } from '../lib/fsync.ts';
import { referencedBlobs } from '../modules/assets/assets.repository.ts';
import { BlobNotFoundError } from '../storage/blob-store.ts';
import { DiskBlobStore } from '../storage/disk.ts';

/*
 * What a backup directory holds: `portal.sqlite` (a snapshot of the database), `blobs/` (the blobs its
 * rows reference, laid out as in STORAGE_DIR) and `manifest.json`, written last: a directory without
 * it is an unfinished backup.
 */

export const DATABASE_FILE = 'portal.sqlite';
export const BLOBS_DIR = 'blobs';
const PARALLEL_COPIES = 4;
const MANIFEST_FILE = 'manifest.json';

/** Where the portal keeps its data; backups are of the embedded default only (no DATABASE_URL). */
export type PortalData = Pick<Config, 'dataDir' | 'storageDir' | 'databaseUrl'>;

/** A refusal or failure with a message meant for the operator; the CLI prints it without a stack. */
export class BackupError extends Error {}

const BackupManifest = z.object({
  format: z.literal(1),
  /** When the snapshot in the backup was taken. */
  createdAt: z.string(),
  /** The last migration the snapshot had run. */
  migration: z.string().nullable(),
  /** Rows per table in the snapshot. */
  rows: z.record(z.string(), z.number()),
  blobs: z.number(),
  /** The database file and the blobs together. */
  bytes: z.number(),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

function refuseOnPostgres(data: PortalData): void {
  if (data.databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is set: the portal runs on PostgreSQL, which these commands do not copy. Back up ' +
        'with pg_dump -Fc of the database plus a copy of STORAGE_DIR taken after the dump, and restore ' +
        'with pg_restore then the copy (README.md, "Backups").',
    );
  }
}

/** The embedded database's file in DATA_DIR; refuses a portal that runs on PostgreSQL. */
export function sqliteDatabaseFile(data: PortalData): string {
  refuseOnPostgres(data);
  return path.join(data.dataDir, DATABASE_FILE);
}

/** A time as a file name takes it: 2026-11-22T10-15-30.123Z. */
export function timeForFileName(time: Date): string {
  return time.toISOString().replace(/:/g, '-');
}

export async function writeManifest(backupDir: string, manifest: BackupManifest): Promise<void> {
  const file = path.join(backupDir, MANIFEST_FILE);
  await fs.writeFile(`${file}.part`, `${JSON.stringify(manifest, null, 2)}\n`, { flush: true });
  await fs.rename(`${file}.part`, file);
  await syncDirectory(backupDir);
}

export async function readManifest(backupDir: string): Promise<BackupManifest> {
  if (!(await exists(backupDir))) throw new BackupError(`There is no backup at ${backupDir}.`);
  const file = path.join(backupDir, MANIFEST_FILE);
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    throw new BackupError(
      `${backupDir} holds no ${MANIFEST_FILE}, so it is not a finished backup (a backup writes its ` +
        'manifest last).',
    );
  });
  const parsed = BackupManifest.safeParse(parseJson(text));
  if (!parsed.success) throw new BackupError(`${file} is not a backup manifest of this portal.`);
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface Snapshot {
  /** Every blob a row references (an asset's file, thumbnail or preview). */
  referenced: Set<string>;
  rows: Record<string, number>;
  migration: string | null;
}

/** Reads what a backup needs to know from a database file nothing else is writing. */
export async function readSnapshot(file: string): Promise<Snapshot> {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    const tables = sqlite
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .pluck()
      .all() as string[];
    const rows = Object.fromEntries(
      tables.map((table) => [
        table,
        sqlite
          .prepare(`select count(*) from "${table.replace(/"/g, '""')}"`)
          .pluck()
          .get() as number,
      ]),
    );
    const migration = tables.includes('kysely_migration')
      ? (sqlite.prepare('select max(name) from kysely_migration').pluck().get() as string | null)
      : null;
    return { referenced: await referencedBlobs(db), rows, migration };
  } finally {
    await db.destroy();
  }
}

/**
 * Copies one blob between store folders through the target's own staging (a temporary file, fsynced,
 * then renamed under its hash), checking the bytes against the hash on the way. Answers the blob's
 * size, or null when the source has no such blob.
 */
async function copyBlob(fromDir: string, toDir: string, sha256: string): Promise<number | null> {
  const source = await new DiskBlobStore(fromDir).open(sha256).catch((error) => {
    if (error instanceof BlobNotFoundError) return null;
    throw error;
  });
  if (!source) return null;
  const staged = await new DiskBlobStore(toDir).stage(source);
  if (staged.sha256 !== sha256) {
    await staged.discard();
    throw new BackupError(`The blob ${sha256} in ${fromDir} is damaged: its bytes hash to ${staged.sha256}.`);
  }
  await staged.commit();
  return staged.size;
}

/** Runs `work` on every item, `workers` at a time; on the first failure the rest are not started. */
async function inParallel<T>(items: T[], workers: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (failures.length === 0 && next < items.length) {
      await work(items[next++]!).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  if (failures.length > 0) throw failures[0];
}

/**
 * Copies the blobs `hashes` from one store folder to another (copyBlob), PARALLEL_COPIES at a time;
 * `copied` hears each one's size, or null for a blob the source lacks. On the first failure (of a
 * copy, or thrown by `copied`) the copies not yet started are not.
 */
export function copyBlobs(
  fromDir: string,
  toDir: string,
  hashes: string[],
  copied: (sha256: string, size: number | null) => void,
): Promise<void> {
  return inParallel(hashes, PARALLEL_COPIES, async (sha256) =>
    copied(sha256, await copyBlob(fromDir, toDir, sha256)),
  );
}

export async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}
