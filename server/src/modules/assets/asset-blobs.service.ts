import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { SerialQueue } from '../../storage/serial.ts';
import { isBlobReferenced, referencedBlobs } from './assets.repository.ts';

export interface AssetBlobsDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  log?: { warn(obj: object, msg: string): void };
  /**
   * Held around blob commits and blob deletion on top of this process's queue, when other instances
   * share the store (a PostgreSQL advisory lock: db/advisory-lock.ts).
   */
  storageLock?: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * The stored files' upkeep: blob commits and the rows that point at them run through one queue with
 * blob deletion, so a file is never swept between its commit and its row's insert.
 */
export class AssetBlobs {
  private readonly commits = new SerialQueue();

  constructor(private readonly deps: AssetBlobsDeps) {}

  /** Blob commits and deletions: one at a time in this process, and across instances with the lock. */
  exclusively<T>(work: () => Promise<T>): Promise<T> {
    const { storageLock } = this.deps;
    return this.commits.run(storageLock ? () => storageLock(work) : work);
  }

  /** Deletes the blobs no row points at any more. Only from inside exclusively(). */
  async deleteUnreferenced(hashes: string[]): Promise<void> {
    for (const sha256 of new Set(hashes)) {
      if (!(await isBlobReferenced(this.deps.db, sha256))) await this.deps.blobs.delete(sha256);
    }
  }

  /**
   * After a crash: removes temporary files and blobs no row points at that were written before
   * `startedAt` (so uploads this process has begun are left alone). Run once at start-up.
   */
  async recoverStorage(startedAt: Date): Promise<{ temporaries: number; orphans: number }> {
    const temporaries = await this.deps.blobs.removeTemporaries(startedAt);
    const orphans = await this.exclusively(async () => {
      const referenced = await referencedBlobs(this.deps.db);
      let removed = 0;
      for await (const blob of this.deps.blobs.list()) {
        if (referenced.has(blob.sha256) || blob.writtenAt >= startedAt) continue;
        await this.deps.blobs.delete(blob.sha256);
        removed++;
      }
      return removed;
    });
    if (temporaries + orphans > 0) {
      this.deps.log?.warn({ temporaries, orphans }, 'removed files left behind by an interrupted run');
    }
    return { temporaries, orphans };
  }
}
