import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './answer-cache.ts';
import { countCacheLookup, countHttpRequest } from './metrics.ts';

interface FrontEntry {
  headers: ReturnType<FastifyReply['getHeaders']>;
  body: Buffer;
  answer: CachedAnswer;
  /** The route template, for the request metrics. */
  route: string;
}

const MAX_ENTRIES = 1024;
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
 * A request with a token, a conditional request or anything but GET always goes to Fastify.
 */
export class FrontCache {
  private readonly entries = new Map<string, FrontEntry>();

  /** Answers the request from here when it can; false sends it on to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.headers[TOKEN_HEADER] || request.headers['if-none-match'])
      return false;
    const key = `${encodingOf(request.headers['accept-encoding'])} ${request.url}`;
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (!entry.answer.current()) {
      this.entries.delete(key);
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
    this.entries.delete(key);
    this.entries.set(key, {
      headers: { ...reply.getHeaders(), 'content-length': body.length },
      body,
      answer,
      route: request.routeOptions.url ?? 'unmatched',
    });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    frontCache: FrontCache | null;
  }
}
