import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../lib/http-error.ts';
import { countHttpRequest, registry } from '../lib/metrics.ts';

const METRICS_PATH = '/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/**
 * Counts every answered request (lib/metrics.ts) and serves the metrics at GET /metrics to callers on
 * this host, or anywhere with `Authorization: Bearer <METRICS_TOKEN>` when a token is set. Anyone else
 * gets the 404 of a path that does not exist. Outside /api, the route needs no declared access and is
 * not in the API description.
 */
export function registerMetrics(app: FastifyInstance, options: { token: string | null }): void {
  app.addHook('onResponse', (request, reply, done) => {
    countHttpRequest(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!isLocalCaller(request) && !hasToken(request, options.token)) {
      throw notFound(`There is no ${request.method} ${METRICS_PATH} here.`);
    }
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

/**
 * A caller on this host: the connection comes from loopback, and not through a proxy. Only the socket
 * is believed, never X-Forwarded-For; and since a proxy on this host (nginx) connects from loopback
 * for callers from anywhere, a proxied request is not local, whether or not TRUST_PROXY is set.
 */
function isLocalCaller(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress;
  if (address === undefined || !LOOPBACK.has(address)) return false;
  return PROXY_HEADERS.every((name) => request.headers[name] === undefined);
}

function hasToken(request: FastifyRequest, token: string | null): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!token || !match) return false;
  // Hashing first gives both sides one length, which timingSafeEqual needs, without telling the token's.
  return timingSafeEqual(sha256(match[1]!), sha256(token));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
