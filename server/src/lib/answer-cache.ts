import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope.ts';
import { acceptsGzip, varyOnEncoding } from './http-encoding.ts';
import { countCacheLookup } from './metrics.ts';
import type { SharedVersion, SharedVersions } from './shared-versions.ts';

const gzipAsync = promisify(gzip);

/**
 * An answer serialised once: the envelope's bytes, an ETag naming exactly those bytes, and the same
 * bytes gzipped on first demand (a 2,000-game list is 1.6 MB as JSON and a tenth of it gzipped).
 */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  gzipped(): Promise<Buffer>;
  /**
   * Whether the cache still holds this answer as the true one, now: false once it is dropped, for
   * an answer it did not keep, and always with several instances (another may have written).
   * The front cache (lib/front-cache.ts) serves only while this holds.
   */
  current: () => boolean;
}

/**
 * Serialised read answers (the games lists, large folder listings), keyed by call, parameters and
 * what the caller may see. Every write to what the answers show calls invalidate() after its
 * transaction commits and before it answers, which drops every entry (builds
 * still running included: they answer the callers already waiting on them and nobody after), so a
 * read that follows a write never sees the old answer.
 * Past `maxEntries` the oldest goes; an answer `keep` turns down is served once and not kept.
 * With several instances (REDIS_URL), `shared` carries the writes of the others: every read first
 * compares its version, and an answer is served from here only under the version it was built in.
 */
export interface AnswerCacheOptions {
  /** What the answers are ('catalogue', 'listings' …): the metrics' label and the shared version's name. */
  name: string;
  maxEntries?: number;
  /** Whether an answer is worth keeping (default: every one). */
  keep?: (answer: CachedAnswer) => boolean;
  /** The versions other instances bump when they write (REDIS_URL); none for one process. */
  shared?: SharedVersions;
  /** Called whenever the kept answers are dropped, by a write here or elsewhere. */
  onDrop?: () => void;
  /** A further condition for a kept answer to be current (public news: until the next story goes live). */
  stillValid?: () => boolean;
}

export class AnswerCache {
  private readonly entries = new Map<string, Promise<CachedAnswer>>();
  /** The entries that have resolved and are kept, for CachedAnswer.current(). */
  private readonly kept = new Map<string, CachedAnswer>();
  private readonly stillValid: () => boolean;
  private readonly name: string;
  private readonly maxEntries: number;
  private readonly keep: (answer: CachedAnswer) => boolean;
  private readonly shared: SharedVersion | undefined;
  private readonly onDrop: () => void;
  /** The shared version the entries were built under; -1 when none is known. */
  private version = -1;

  constructor(options: AnswerCacheOptions) {
    this.name = options.name;
    this.maxEntries = options.maxEntries ?? 256;
    this.keep = options.keep ?? (() => true);
    this.shared = options.shared?.topic(options.name);
    this.onDrop = options.onDrop ?? (() => {});
    this.stillValid = options.stillValid ?? (() => true);
    this.shared?.onReset(() => {
      this.drop();
      this.version = -1;
    });
  }

  invalidate(): void {
    this.drop();
    this.shared?.bump();
  }

  answer(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    if (!this.shared) return this.lookup(key, build);
    return this.shared.read().then((version) => {
      // Unknown (Redis down) or behind a version this instance has already seen: built, not kept.
      if (version === null || version < this.version) {
        countCacheLookup(this.name, false);
        return build().then(serialise);
      }
      if (version > this.version) {
        this.drop();
        this.version = version;
      }
      return this.lookup(key, build);
    });
  }

  private drop(): void {
    this.entries.clear();
    this.kept.clear();
    this.onDrop();
  }

  private lookup(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const cached = this.entries.get(key);
    countCacheLookup(this.name, cached !== undefined);
    if (cached) return cached;

    const pending = build().then(serialise);
    this.entries.set(key, pending);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) {
        this.entries.delete(oldest);
        this.kept.delete(oldest);
      }
    }
    const forget = () => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    };
    pending.then((answer) => {
      if (!this.keep(answer)) return forget();
      // Dropped or replaced while it was being built: never current.
      if (this.entries.get(key) !== pending) return;
      this.kept.set(key, answer);
      if (!this.shared) answer.current = () => this.kept.get(key) === answer && this.stillValid();
    }, forget);
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
    current: () => false,
  };
}

/**
 * A kept answer as it was serialised, gzipped for clients that accept it (browsers do); a client that
 * already holds these bytes gets a 304.
 */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  // Each encoding is its own representation with its own ETag (RFC 9110 8.8.3).
  const gzipped = acceptsGzip(request);
  const etag = gzipped ? `${answer.etag.slice(0, -1)}-gzip"` : answer.etag;
  reply.header('etag', etag);
  varyOnEncoding(reply);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (gzipped) reply.header('content-encoding', 'gzip');
  const body = gzipped ? await answer.gzipped() : answer.body;
  request.server.frontCache?.remember(request, reply, answer, body);
  return reply.send(body);
}
