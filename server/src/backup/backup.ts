import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { syncFile } from '../lib/fsync.ts';
import { DiskBlobStore } from '../storage/disk.ts';
import {
  BackupError,
  type BackupManifest,
  BLOBS_DIR,
  copyBlobs,
  DATABASE_FILE,
  exists,
  type PortalData,
  readSnapshot,
  sqliteDatabaseFile,
  timeForFileName,
  writeManifest,
} from './backup-dir.ts';

/** Snapshots taken before giving up on blobs that keep vanishing between snapshot and copy. */
const MAX_SNAPSHOTS = 5;
// better-sqlite3's most pages per backup step: the whole database in one step.
const ALL_PAGES = 0x7fffffff;

export interface BackupSummary {
  dir: string;
  manifest: BackupManifest;
  /** How many snapshots it took (more than one when deleted rows took their blobs mid-copy). */
  snapshots: number;
}

export function defaultBackupDir(dataDir: string, now: Date): string {
  return path.join(dataDir, 'backups', timeForFileName(now));
}

/**
 * Copies the embedded database and the blobs its rows reference into `backupDir` (new or empty),
 * while the portal may be running and taking uploads.
 *
 * The database is copied first, with SQLite's online backup; then every blob the copy references.
 * Blobs are immutable and removed only after their last row is deleted, so a blob missing at copy
 * time belongs to a row deleted since the snapshot: then a fresh snapshot is taken and what it adds
 * copied, up to MAX_SNAPSHOTS times. Blobs only an earlier snapshot referenced are dropped again.
 */
export async function backup(data: PortalData, backupDir: string): Promise<BackupSummary> {
  const databaseFile = sqliteDatabaseFile(data);
  if (!(await exists(databaseFile))) {
    throw new BackupError(
      `There is no database at ${databaseFile}: nothing to back up (is DATA_DIR right?).`,
    );
  }
  const existing = await fs.readdir(backupDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (existing.length > 0) throw new BackupError(`${backupDir} is not empty: back up into a new directory.`);

  // A backup holds password hashes, sessions and the token secret: readable by its owner only.
  await fs.mkdir(backupDir, { recursive: true, mode: 0o700 });
  await fs.chmod(backupDir, 0o700);
  await fs.mkdir(path.join(backupDir, BLOBS_DIR), { recursive: true });
  try {
    return await copySnapshotAndBlobs(data, databaseFile, backupDir);
  } catch (error) {
    // The directory was new or empty: everything in it is this unfinished backup.
    await fs.rm(backupDir, { recursive: true, force: true });
    throw error;
  }
}

async function copySnapshotAndBlobs(
  data: PortalData,
  databaseFile: string,
  backupDir: string,
): Promise<BackupSummary> {
  const copiesDir = path.join(backupDir, BLOBS_DIR);
  const copiedSizes = new Map<string, number>();
  const snapshotFile = path.join(backupDir, `${DATABASE_FILE}.part`);
  let missing: string[] = [];

  for (let snapshots = 1; snapshots <= MAX_SNAPSHOTS; snapshots++) {
    const createdAt = new Date();
    await fs.rm(snapshotFile, { force: true });
    await snapshotDatabase(databaseFile, snapshotFile);
    const snapshot = await readSnapshot(snapshotFile);

    missing = [];
    const toCopy = [...snapshot.referenced].filter((sha256) => !copiedSizes.has(sha256));
    await copyBlobs(data.storageDir, copiesDir, toCopy, (sha256, size) => {
      if (size === null) missing.push(sha256);
      else copiedSizes.set(sha256, size);
    });
    if (missing.length > 0) continue;

    for (const sha256 of copiedSizes.keys()) {
      if (snapshot.referenced.has(sha256)) continue;
      await new DiskBlobStore(copiesDir).delete(sha256);
      copiedSizes.delete(sha256);
    }
    // The store's staging folder, empty now.
    await fs.rm(path.join(copiesDir, 'tmp'), { recursive: true, force: true });
    await syncFile(snapshotFile);
    await fs.rename(snapshotFile, path.join(backupDir, DATABASE_FILE));

    const blobBytes = [...copiedSizes.values()].reduce((sum, size) => sum + size, 0);
    const manifest: BackupManifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      migration: snapshot.migration,
      rows: snapshot.rows,
      blobs: copiedSizes.size,
      bytes: (await fs.stat(path.join(backupDir, DATABASE_FILE))).size + blobBytes,
    };
    await writeManifest(backupDir, manifest);
    return { dir: backupDir, manifest, snapshots };
  }

  throw new BackupError(
    `${missing.length} blob(s) the database references are missing from ${data.storageDir} ` +
      `(${missing[0]}${missing.length > 1 ? ', …' : ''}) in each of ${MAX_SNAPSHOTS} snapshots. A blob ` +
      'vanishes during a backup only when its row is deleted meanwhile; one missing from every ' +
      'snapshot has been lost from the store.',
  );
}

/** A consistent copy of the live database into `snapshotFile`, as one self-contained file. */
async function snapshotDatabase(databaseFile: string, snapshotFile: string): Promise<void> {
  const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    // One step copies every page under one read transaction, which never blocks the portal's
    // writes. Page by page, every write the portal commits meanwhile would restart the copy.
    await source.backup(snapshotFile, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  // The live database is in WAL mode, whose copy would need its -wal and -shm files beside it.
  const snapshot = new SQLite(snapshotFile);
  try {
    snapshot.pragma('journal_mode = DELETE');
  } finally {
    snapshot.close();
  }
}
