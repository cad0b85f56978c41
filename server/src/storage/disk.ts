import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { syncDirectory } from '../lib/fsync.ts';
import {
  BlobDamagedError,
  type BlobInfo,
  BlobNotFoundError,
  type BlobSending,
  type BlobStore,
  type ByteRange,
  HEAD_BYTES,
  isSha256,
  type StagedBlob,
} from './blob-store.ts';
import { sendFileRange } from './send-file.ts';

// Large reads: fewer, bigger chunks keep a 1 GB download from being dominated by per-chunk overhead.
const READ_CHUNK_BYTES = 1024 * 1024;
// An upload arrives in 64 KiB socket reads. Letting up to 8 MiB queue lets the write stream hand
// them to the disk in one writev instead of one write per read, which halves the time of a 1 GB
// upload (bench/assets/transfers.ts) while keeping memory bounded per upload.
const WRITE_BUFFER_BYTES = 8 * 1024 * 1024;
const TEMP_SUFFIX = '.part';

/**
 * Blobs as files under `root`: `ab/cd/abcd…` by SHA-256, plus `tmp/` for writes in progress on the
 * same filesystem. A write goes to `tmp/<uuid>.part`, is fsynced, then renamed to its hash and the
 * directory fsynced, so a crash leaves at worst a temporary file (removed at the next start), never
 * a half blob under a hash.
 */
export class DiskBlobStore implements BlobStore {
  private readonly tempDir: string;

  constructor(private readonly root: string) {
    this.tempDir = path.join(root, 'tmp');
  }

  async stage(source: Readable): Promise<StagedBlob> {
    await fs.mkdir(this.tempDir, { recursive: true });
    const tempPath = path.join(this.tempDir, `${randomUUID()}${TEMP_SUFFIX}`);
    const hash = createHash('sha256');
    const headChunks: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        if (headLength < HEAD_BYTES) {
          headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
          headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
        }
        done(null, chunk);
      },
    });

    try {
      // flush: the bytes are fsynced before the file closes, so a committed blob survives a power cut.
      await pipeline(
        source,
        measure,
        createWriteStream(tempPath, {
          flags: 'wx',
          mode: 0o600,
          flush: true,
          highWaterMark: WRITE_BUFFER_BYTES,
        }),
      );
    } catch (error) {
      await fs.rm(tempPath, { force: true });
      throw error;
    }

    return this.stagedAt(tempPath, hash.digest('hex'), size, Buffer.concat(headChunks));
  }

  async adopt(file: string, blob: BlobInfo & { head: Buffer }): Promise<StagedBlob> {
    await fs.mkdir(this.tempDir, { recursive: true });
    const tempPath = path.join(this.tempDir, `${randomUUID()}${TEMP_SUFFIX}`);
    const stats = await fs.lstat(file);
    if (!stats.isFile() || stats.size !== blob.size)
      throw new Error(`${file} is not a file of ${blob.size} bytes to adopt`);
    await fs.rename(file, tempPath);
    return this.stagedAt(tempPath, blob.sha256, blob.size, blob.head);
  }

  /** The staged blob whose bytes, already durable, are in `tempPath`. */
  private stagedAt(tempPath: string, sha256: string, size: number, head: Buffer): StagedBlob {
    const finalPath = this.pathOf(sha256);
    let state: 'staged' | 'committed' | 'discarded' = 'staged';
    return {
      sha256,
      size,
      head,
      open: async () => {
        if (state !== 'staged') throw new Error('The staged blob is gone');
        return (await fs.open(tempPath, 'r')).createReadStream({ highWaterMark: READ_CHUNK_BYTES });
      },
      commit: async () => {
        if (state !== 'staged') return;
        // Identical bytes are durable under this hash already: keep them and drop the copy, rather
        // than renaming over them (which would free and rewrite a whole file's blocks).
        const stored = await fs.stat(finalPath).catch(() => null);
        if (stored?.isFile() && stored.size === size) {
          state = 'committed';
          await fs.rm(tempPath, { force: true });
          return;
        }
        const created = await fs.mkdir(path.dirname(finalPath), { recursive: true });
        if (created) await this.syncFanOutDirectories(finalPath);
        await fs.rename(tempPath, finalPath);
        await syncDirectory(path.dirname(finalPath));
        state = 'committed';
      },
      discard: async () => {
        if (state !== 'staged') return;
        state = 'discarded';
        await fs.rm(tempPath, { force: true });
      },
    };
  }

  async put(source: Readable | Buffer): Promise<BlobInfo> {
    const staged = await this.stage(Buffer.isBuffer(source) ? Readable.from([source]) : source);
    await staged.commit();
    return { sha256: staged.sha256, size: staged.size };
  }

  async open(sha256: string, range?: ByteRange, expectedSize?: number): Promise<Readable> {
    const { file } = await this.openChecked(sha256, expectedSize);
    return file.createReadStream({
      highWaterMark: READ_CHUNK_BYTES,
      ...(range ? { start: range.start, end: range.end } : {}),
    });
  }

  async openForSending(sha256: string, range?: ByteRange, expectedSize?: number): Promise<BlobSending> {
    const { file, size } = await this.openChecked(sha256, expectedSize);
    const [start, end] = range ? [range.start, range.end] : [0, size - 1];
    return {
      writeTo: async (destination, onWritten) => {
        if (end < start) {
          await file.close();
          destination.end();
          return;
        }
        await sendFileRange(file, start, end, destination, onWritten);
      },
      close: () => file.close(),
    };
  }

  /** The blob's file, refused before any byte when it is missing, a link, or not `expectedSize` long. */
  private async openChecked(
    sha256: string,
    expectedSize?: number,
  ): Promise<{ file: fs.FileHandle; size: number }> {
    // O_NOFOLLOW: a link put in a blob's place must not lead the download anywhere else.
    const file = await fs
      .open(this.pathOf(sha256), fsConstants.O_RDONLY | fsConstants.O_NOFOLLOW)
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw new BlobNotFoundError(sha256);
        if (error.code === 'ELOOP') throw new BlobDamagedError(sha256, 'a link stands in its place');
        throw error;
      });
    const stats = await file.stat();
    const damage = !stats.isFile()
      ? 'not a plain file'
      : expectedSize !== undefined && stats.size !== expectedSize
        ? `${stats.size} bytes stored, ${expectedSize} expected`
        : null;
    if (damage) {
      await file.close();
      throw new BlobDamagedError(sha256, damage);
    }
    return { file, size: stats.size };
  }

  async stat(sha256: string): Promise<BlobInfo | null> {
    try {
      const stats = await fs.stat(this.pathOf(sha256));
      return { sha256, size: stats.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(sha256: string): Promise<void> {
    await fs.rm(this.pathOf(sha256), { force: true });
  }

  async *list(): AsyncIterable<BlobInfo & { writtenAt: Date }> {
    for (const first of await entriesOf(this.root)) {
      if (!/^[0-9a-f]{2}$/.test(first)) continue;
      for (const second of await entriesOf(path.join(this.root, first))) {
        const dir = path.join(this.root, first, second);
        for (const name of await entriesOf(dir)) {
          if (!isSha256(name)) continue;
          const stats = await fs.stat(path.join(dir, name)).catch(() => null);
          if (stats?.isFile()) yield { sha256: name, size: stats.size, writtenAt: stats.mtime };
        }
      }
    }
  }

  async removeTemporaries(before: Date): Promise<number> {
    let removed = 0;
    for (const name of await entriesOf(this.tempDir)) {
      const file = path.join(this.tempDir, name);
      const stats = await fs.stat(file).catch(() => null);
      if (stats && stats.mtime < before) {
        await fs.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /** New `ab/` and `ab/cd/` directories are durable only once their parents are flushed. */
  private async syncFanOutDirectories(finalPath: string): Promise<void> {
    await syncDirectory(this.root);
    await syncDirectory(path.dirname(path.dirname(finalPath)));
  }

  private pathOf(sha256: string): string {
    if (!isSha256(sha256)) throw new BlobNotFoundError(sha256);
    return path.join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }
}

async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
