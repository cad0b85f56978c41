import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope.ts';
import { acceptsGzip, varyOnEncoding } from './http-encoding.ts';

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
 * Serialised read answers (the games lists, large folder listings), keyed by call, parameters and
 * what the caller may see. Every write to what the answers show calls invalidate() after its
 * transaction commits and before it answers, which drops every entry (builds
 * still running included: they answer the callers already waiting on them and nobody after), so a
 * read that follows a write never sees the old answer.
 * Past `maxEntries` the oldest goes; an answer `keep` turns down is served once and not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Promise<CachedAnswer>>();

  constructor(
    private readonly maxEntries = 256,
    private readonly keep: (answer: CachedAnswer) => boolean = () => true,
  ) {}

  invalidate(): void {
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
    const forget = () => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    };
    pending.then((answer) => {
      if (!this.keep(answer)) forget();
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
  if (gzipped) return reply.header('content-encoding', 'gzip').send(await answer.gzipped());
  return reply.send(answer.body);
}
