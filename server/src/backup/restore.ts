import fs from 'node:fs/promises';
import path from 'node:path';
import { syncDirectory, syncFile } from '../lib/fsync.ts';
import { DiskBlobStore } from '../storage/disk.ts';
import {
  BackupError,
  type BackupManifest,
  BLOBS_DIR,
  copyBlobs,
  DATABASE_FILE,
  exists,
  type PortalData,
  readManifest,
  readSnapshot,
  sqliteDatabaseFile,
  timeForFileName,
} from './backup-dir.ts';

export interface RestoreSummary {
  manifest: BackupManifest;
  databaseFile: string;
  /** Where the database that was there before now is, if there was one. */
  movedAside: string | null;
  blobs: number;
  blobBytes: number;
}

/**
 * Brings the backup in `backupDir` back into DATA_DIR and STORAGE_DIR, with the portal stopped.
 * Blobs go first, each checked against its hash; the database is copied under a temporary name,
 * checked against the manifest and renamed into place last, so a failure leaves the old one in use.
 * A database already there is refused unless `force`, which moves it aside (with its -wal and -shm).
 */
export async function restore(
  data: PortalData,
  backupDir: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreSummary> {
  const databaseFile = sqliteDatabaseFile(data);
  const manifest = await readManifest(backupDir);
  const hadDatabase = await exists(databaseFile);
  if (hadDatabase && !options.force) {
    throw new BackupError(
      `${data.dataDir} already holds a database. To replace it, run again with --force: the present ` +
        `one is then moved aside to ${DATABASE_FILE}.before-restore-<time>, not deleted.`,
    );
  }

  // Blobs first: one too many is swept when the portal starts, one too few would be a row without bytes.
  const backupBlobsDir = path.join(backupDir, BLOBS_DIR);
  const inBackup: string[] = [];
  for await (const blob of new DiskBlobStore(backupBlobsDir).list()) inBackup.push(blob.sha256);
  if (inBackup.length !== manifest.blobs) {
    throw new BackupError(`${backupDir} holds ${inBackup.length} blobs, its manifest ${manifest.blobs}.`);
  }
  let blobBytes = 0;
  await copyBlobs(backupBlobsDir, data.storageDir, inBackup, (sha256, size) => {
    if (size === null) {
      throw new BackupError(`The blob ${sha256} vanished from ${backupDir} while restoring.`);
    }
    blobBytes += size;
  });

  await fs.mkdir(data.dataDir, { recursive: true });
  const incoming = `${databaseFile}.restoring`;
  try {
    await fs.copyFile(path.join(backupDir, DATABASE_FILE), incoming);
    await syncFile(incoming);
    await checkAgainstManifest(incoming, manifest, new Set(inBackup));
    const movedAside = await moveAside(databaseFile, options.now ?? new Date());
    await fs.rename(incoming, databaseFile);
    await syncDirectory(data.dataDir);
    return {
      manifest,
      databaseFile,
      movedAside: hadDatabase ? movedAside : null,
      blobs: inBackup.length,
      blobBytes,
    };
  } finally {
    await fs.rm(incoming, { force: true });
  }
}

async function checkAgainstManifest(file: string, manifest: BackupManifest, blobs: Set<string>) {
  const snapshot = await readSnapshot(file);
  const tables = new Set([...Object.keys(snapshot.rows), ...Object.keys(manifest.rows)]);
  const differing = [...tables].filter((table) => snapshot.rows[table] !== manifest.rows[table]);
  if (differing.length > 0) {
    throw new BackupError(`The backup's database does not match its manifest (table ${differing[0]}).`);
  }
  const absent = [...snapshot.referenced].filter((sha256) => !blobs.has(sha256));
  if (absent.length > 0) {
    throw new BackupError(
      `The backup's database references ${absent.length} blob(s) it lacks (${absent[0]}).`,
    );
  }
}

/**
 * Renames the database and its -wal and -shm files to `….before-restore-<time>`, keeping the names
 * SQLite pairs them by. A -wal left beside the restored database would be replayed into it.
 */
async function moveAside(databaseFile: string, now: Date): Promise<string> {
  const aside = `${databaseFile}.before-restore-${timeForFileName(now)}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (await exists(databaseFile + suffix)) await fs.rename(databaseFile + suffix, aside + suffix);
  }
  return aside;
}
