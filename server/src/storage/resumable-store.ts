import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { HEAD_BYTES } from './blob-store.ts';

// The bytes of a PATCH reach the disk in batches of about this much, one writev each, while the
// next batch arrives (decision 012 measured one write per 64 KiB socket read at half the speed).
const BATCH_BYTES = 8 * 1024 * 1024;

/** What a finished upload holds: its content address, its length and its first bytes. */
export interface FinishedUpload {
  file: string;
  sha256: string;
  size: number;
  head: Buffer;
}

/** The SHA-256 of exactly the bytes on disk so far (`offset` of them), ready to go on. */
interface HashProgress {
  offset: number;
  hash: Hash;
}

/**
 * The tus uploads under way, as files in `directory` (inside the blob store's folder, so that a
 * finished one is renamed into the store rather than copied) with tus's `<id>.json` beside each.
 * Every byte is hashed as it arrives, chunk by chunk, and the hash of what has reached the disk is
 * kept between the requests of an upload, so a resumed upload is not read again. An instance that
 * did not see the earlier bytes (another one behind the balancer, or this one after a restart)
 * hashes them once from the file before it goes on (decision 145).
 */
export class ResumableFileStore extends FileStore {
  private readonly progress = new Map<string, HashProgress>();

  constructor(directory: string, expirationPeriodInMilliseconds: number) {
    super({ directory, expirationPeriodInMilliseconds });
  }

  /** The file of upload `id` (an id tus named: hex only, checked by the route). */
  fileOf(id: string): string {
    return path.join(this.directory, id);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const file = this.fileOf(id);
    const known = this.progress.get(id);
    this.progress.delete(id);
    const hash = known?.offset === offset ? known.hash : await hashPrefix(file, offset);
    // What the disk holds: updated only once a batch's writev has returned.
    let onDisk: HashProgress = { offset, hash: hash.copy() };
    const handle = await fs.open(file, 'r+');
    let batch: Buffer[] = [];
    let batchBytes = 0;
    let received = offset;
    let writing: Promise<void> | null = null;
    const flush = (buffers: Buffer[], at: number, bytes: number, after: Hash) =>
      handle.writev(buffers, at).then(({ bytesWritten }) => {
        if (bytesWritten !== bytes) throw new Error(`Wrote ${bytesWritten} of ${bytes} bytes to ${file}`);
        onDisk = { offset: at + bytes, hash: after };
      });
    try {
      try {
        for await (const chunk of readable as AsyncIterable<Buffer>) {
          hash.update(chunk);
          batch.push(chunk);
          batchBytes += chunk.length;
          if (batchBytes < BATCH_BYTES) continue;
          await writing;
          writing = flush(batch, received, batchBytes, hash.copy());
          received += batchBytes;
          batch = [];
          batchBytes = 0;
        }
      } finally {
        // A cut connection still keeps every byte that arrived: the client resumes after them.
        await writing;
        if (batchBytes > 0) await flush(batch, received, batchBytes, hash.copy());
        // Durable before the client hears the offset, so a resumed upload never builds on lost bytes.
        await handle.sync();
      }
    } finally {
      await handle.close();
      this.progress.set(id, onDisk);
    }
    return onDisk.offset;
  }

  /** The finished upload `id` of `size` bytes: its hash (from the kept progress) and its first bytes. */
  async finished(id: string, size: number): Promise<FinishedUpload> {
    const file = this.fileOf(id);
    const known = this.progress.get(id);
    const hash = known?.offset === size ? known.hash.copy() : await hashPrefix(file, size);
    const handle = await fs.open(file, 'r');
    try {
      const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
      await handle.read(head, 0, head.length, 0);
      return { file, sha256: hash.digest('hex'), size, head };
    } finally {
      await handle.close();
    }
  }

  /** Forgets upload `id` once its file has been taken into the blob store (or dropped). */
  async forget(id: string): Promise<void> {
    this.progress.delete(id);
    await fs.rm(this.fileOf(id), { force: true });
    await this.configstore.delete(id);
  }

  /** Forgets every kept hash, as a restart does (or as another instance knows none of them). */
  forgetProgress(): void {
    this.progress.clear();
  }

  override async remove(id: string): Promise<void> {
    this.progress.delete(id);
    await super.remove(id);
  }
}

/** The SHA-256 of the first `bytes` bytes of `file`, going on: what a resume on another instance costs. */
async function hashPrefix(file: string, bytes: number): Promise<Hash> {
  const hash = createHash('sha256');
  if (bytes === 0) return hash;
  for await (const chunk of createReadStream(file, { start: 0, end: bytes - 1, highWaterMark: 1024 * 1024 }))
    hash.update(chunk as Buffer);
  return hash;
}
