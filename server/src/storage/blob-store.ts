import type { Readable, Writable } from 'node:stream';

/** A stored blob: its content address (lower-case hex SHA-256) and its length in bytes. */
export interface BlobInfo {
  sha256: string;
  size: number;
}

/** A byte range, both ends inclusive (as HTTP Range counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Bytes written to a temporary place and hashed, not yet visible under their hash. Callers commit it
 * right before the row that points at it, or discard it; either way no half-written blob is ever
 * visible, and identical bytes end up stored once.
 */
export interface StagedBlob extends BlobInfo {
  /** The first bytes (up to HEAD_BYTES), for checking the type against magic bytes. */
  head: Buffer;
  /** Reads the staged bytes back (thumbnails are made before the commit). */
  open(): Promise<Readable>;
  /** Makes the bytes durable under their hash; replacing identical bytes already there is harmless. */
  commit(): Promise<void>;
  /** Drops the staged bytes; does nothing once committed or discarded. */
  discard(): Promise<void>;
}

export const HEAD_BYTES = 4096;

/** An opened blob waiting to be written out (see BlobStore.openForSending). */
export interface BlobSending {
  /**
   * Writes the bytes to `destination` and ends it; `onWritten` hears each chunk once the destination
   * has taken it. Stops, without ending it, when the destination closes first (the client left) or a
   * read fails. Closes the blob either way.
   */
  writeTo(destination: Writable, onWritten?: (bytes: number) => void): Promise<void>;
  /** Closes the blob without sending it (a HEAD). */
  close(): Promise<void>;
}

/**
 * Content-addressed storage for uploaded files. The disk implementation lives in disk.ts; an
 * S3-compatible one would stage to a temporary key while hashing, commit with a server-side copy to
 * the hash key, and answer ranges with the Range header, so callers never change.
 */
export interface BlobStore {
  /** Streams `source` to a temporary place while hashing it. The source is consumed whole. */
  stage(source: Readable): Promise<StagedBlob>;
  /**
   * Takes a finished file of this store's filesystem (a resumable upload, hashed as it arrived and
   * fsynced) as staged bytes, by renaming it: the caller vouches for `blob`'s hash, size and head.
   */
  adopt(file: string, blob: BlobInfo & { head: Buffer }): Promise<StagedBlob>;
  /** Stage and commit in one step, for bytes that need no row-level coordination (the seed). */
  put(source: Readable | Buffer): Promise<BlobInfo>;
  /**
   * The blob's bytes, or only `range` of them. Rejects before any byte: BlobNotFoundError when
   * there is none, BlobDamagedError when what is stored is not a plain file of `expectedSize` bytes
   * (a link put in its place, a truncated write), so a download never hangs on missing bytes.
   */
  open(sha256: string, range?: ByteRange, expectedSize?: number): Promise<Readable>;
  /**
   * The blob (or `range` of it) opened to be written to a response, with the checks of `open`. The
   * download path uses it: a file sent through two buffers used in turn allocates nothing per chunk,
   * where a read stream's fresh buffer per chunk made garbage collection most of a download's work.
   */
  openForSending(sha256: string, range?: ByteRange, expectedSize?: number): Promise<BlobSending>;
  stat(sha256: string): Promise<BlobInfo | null>;
  /** Removes a blob; removing a missing one is not an error. */
  delete(sha256: string): Promise<void>;
  /** Every stored blob with the time it was last written (for the orphan sweep). */
  list(): AsyncIterable<BlobInfo & { writtenAt: Date }>;
  /** Removes what interrupted writes left behind before `before`; answers how many. */
  removeTemporaries(before: Date): Promise<number>;
}

export class BlobDamagedError extends Error {
  constructor(
    sha256: string,
    readonly reason: string,
  ) {
    super(`Blob ${sha256} is damaged: ${reason}`);
    this.name = 'BlobDamagedError';
  }
}

export class BlobNotFoundError extends Error {
  constructor(sha256: string) {
    super(`No blob ${sha256}`);
    this.name = 'BlobNotFoundError';
  }
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function isSha256(value: string): boolean {
  return SHA256_HEX.test(value);
}
