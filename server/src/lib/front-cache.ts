import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './answer-cache.ts';
import { ok } from './envelope.ts';
import { COMPRESS_MIN_BYTES } from './http-encoding.ts';
import { countCacheLookup, countHttpRequest } from './metrics.ts';

interface FrontEntry {
  headers: ReturnType<FastifyReply['getHeaders']>;
  body: Buffer;
  /** Whether the answer is still the true one (a CachedAnswer's, or the caller's session's). */
  current: () => boolean;
  /** The route template, for the request metrics. */
  route: string;
}

const MAX_ENTRIES = 1024;
const MAX_CALLER_ENTRIES = 10_000;
const TOKEN_HEADER = 'consumer-token';

/** The representation a request asks for: gzip or the bytes as they are. */
const encodingOf = (acceptEncoding: string | undefined) =>
  /\bgzip\b/.test(acceptEncoding ?? '') ? 'gzip' : 'identity';

/**
 * The public answers a visitor's page load asks for first (globals/all, news/get, content/get{page}),
 * sent before Fastify sees the request (decision 035). An answer is remembered here, as it was sent
 * with all its headers, when Fastify sends it to a tokenless GET of a public route from an AnswerCache;
 * the same URL is answered from here while that answer is still current (CachedAnswer.current): the
 * cache that built it has not dropped it, its stories have not changed by the clock, and no other
 * instance could have written (with REDIS_URL nothing is ever current, so nothing is sent from here).
 * A request with a token goes to Fastify, but for an answer made for that token's caller alone
 * (`sendForCaller`: user/active), sent again from here while the caller is current (decision 038).
 * A conditional request or anything but GET always goes to Fastify.
 */
export class FrontCache {
  private readonly entries = new Map<string, FrontEntry>();
  /** Answers for one caller, keyed by URL and token. */
  private readonly callerEntries = new Map<string, FrontEntry>();

  /** Answers the request from here when it can; false sends it on to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.headers['if-none-match']) return false;
    const token = request.headers[TOKEN_HEADER];
    const [entries, key] = token
      ? [this.callerEntries, `${request.url} ${token}`]
      : [this.entries, `${encodingOf(request.headers['accept-encoding'])} ${request.url}`];
    const entry = entries.get(key);
    if (!entry) return false;
    if (!entry.current()) {
      entries.delete(key);
      return false;
    }
    const started = performance.now();
    response.writeHead(200, entry.headers as OutgoingHttpHeaders);
    response.end(entry.body);
    countCacheLookup('front', true);
    countHttpRequest(
      { method: 'GET', route: entry.route, status: 200 },
      (performance.now() - started) / 1000,
    );
    return true;
  }

  /** Remembers what Fastify is sending (from sendCached) when the same URL may be answered from here. */
  remember(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, body: Buffer): void {
    if (
      request.method !== 'GET' ||
      request.headers[TOKEN_HEADER] ||
      request.routeOptions.config.access !== 'public' ||
      !answer.current()
    )
      return;
    const key = `${encodingOf(request.headers['accept-encoding'])} ${request.url}`;
    keepEntry(
      this.entries,
      MAX_ENTRIES,
      key,
      entryOf(request, reply, body, () => answer.current()),
    );
  }

  /** Remembers an answer made for the caller of a GET alone, to send again while they are current. */
  rememberForCaller(request: FastifyRequest, reply: FastifyReply, body: Buffer): void {
    const token = request.headers[TOKEN_HEADER];
    const caller = request.caller;
    if (request.method !== 'GET' || typeof token !== 'string' || !caller?.current()) return;
    const entry = entryOf(request, reply, body, caller.current);
    keepEntry(this.callerEntries, MAX_CALLER_ENTRIES, `${request.url} ${token}`, entry);
  }
}

function entryOf(request: FastifyRequest, reply: FastifyReply, body: Buffer, current: () => boolean) {
  return {
    headers: { ...reply.getHeaders(), 'content-length': body.length },
    body,
    current,
    route: request.routeOptions.url ?? 'unmatched',
  };
}

/** Keeps an entry as the newest, forgetting the oldest past `max`. */
function keepEntry(entries: Map<string, FrontEntry>, max: number, key: string, entry: FrontEntry): void {
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > max) entries.delete(entries.keys().next().value!);
}

/**
 * Sends a small answer made for the request's caller alone (user/active), remembering it in the front
 * cache (decision 038). Small: the compression hook leaves it as it is, so the remembered headers are
 * all Fastify sends.
 */
export function sendForCaller(request: FastifyRequest, reply: FastifyReply, data: unknown) {
  const body = Buffer.from(JSON.stringify(ok(data)));
  reply.type('application/json; charset=utf-8');
  if (body.length < COMPRESS_MIN_BYTES) request.server.frontCache?.rememberForCaller(request, reply, body);
  return reply.send(body);
}

declare module 'fastify' {
  interface FastifyInstance {
    frontCache: FrontCache | null;
  }
}
