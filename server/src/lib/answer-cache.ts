import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { ok } from '../../lib/envelope.ts';

const gzipAsync = promisify(gzip);

/**
 * An answer serialised once: the envelope's bytes, an ETag naming exactly those bytes, and the same
 * bytes gzipped on first demand (a 2,000-game list is 1.6 MB as JSON and a tenth of it gzipped).
 */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  gzipped(): Promise<Buffer>;
}

/**
 * Serialised answers of the catalogue reads, keyed by call, parameters and what the caller may see.
 * Every write to what the answers show calls invalidate() after its transaction commits and before
 * it answers, which bumps the version and drops every entry (builds still running included: they
 * answer the callers already waiting on them and nobody after), so a read that follows a write never
 * sees the old answer.
 * Entries are few (a handful of calls times region selections); past `maxEntries` the oldest goes.
 */
export class AnswerCache {
  private version = 0;
  private readonly entries = new Map<string, Promise<CachedAnswer>>();

  constructor(private readonly maxEntries = 256) {}

  get currentVersion(): number {
    return this.version;
  }

  invalidate(): void {
    this.version++;
    this.entries.clear();
  }

  answer(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const cached = this.entries.get(key);
    if (cached) return cached;

    const pending = build().then(serialise);
    this.entries.set(key, pending);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    return pending;
  }
}

function serialise(data: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(ok(data)));
  let compressed: Promise<Buffer> | null = null;
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    gzipped: () => {
      compressed ??= gzipAsync(body, { level: 6 });
      return compressed;
    },
  };
}
