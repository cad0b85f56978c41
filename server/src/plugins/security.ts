import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden } from '../lib/http-error.ts';

/** The headers every page, file and static asset carries besides its CSP: helmet's defaults, written out once. */
const DOCUMENT_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/**
 * The headers of an API call's JSON answer (OWASP's REST Security Cheat Sheet): it is never a
 * document, so it may load nothing and be framed by no one, and no cache keeps it. A page's longer set would be a seventh
 * of each small answer's bytes for nothing (decision 032).
 */
const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/** An API call answers JSON; the reference pages under /api/docs are documents. */
function isApiCall(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Sets the security headers on every answer before its handler runs (a download replaces the CSP
 * with its own sandbox). They are computed once, and the pages' CSP again only when the origins an
 * SA lets pages frame change: this runs on every request, so it stays a few property writes.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  settingsFrameOrigins: () => readonly string[],
): void {
  const policy = contentSecurityPolicy(config);
  let origins: readonly string[] | undefined;
  let header = '';
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiCall(request.url)) {
      reply.headers(API_HEADERS);
      return done();
    }
    const current = settingsFrameOrigins();
    if (current !== origins) {
      origins = current;
      header = policy(current);
    }
    reply.headers(DOCUMENT_HEADERS).header('content-security-policy', header);
    done();
  });
}

/**
 * A strict CSP for the app: our own origin, plus the video host and demo gateways in frames, and
 * the origins an SA has set in the globals (video host, tournaments demo), so a change needs no
 * restart.
 */
function contentSecurityPolicy(config: Config): (settingsFrameOrigins: readonly string[]) => string {
  const frameHosts = [
    config.videoHost,
    config.demo.genericGamesUrl,
    ...Object.values(config.demo.gatewayHosts),
  ]
    .map((address) => {
      try {
        return new URL(address).origin;
      } catch {
        return null;
      }
    })
    .filter((origin): origin is string => origin !== null);
  return (settingsFrameOrigins) => {
    const frames = new Set(["'self'", ...frameHosts, ...settingsFrameOrigins]);
    const directives: Record<string, Iterable<string>> = {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'media-src': ["'self'", 'blob:'],
      'frame-src': frames,
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    };
    return Object.entries(directives)
      .map(([name, sources]) => [name, ...sources].join(' '))
      .join(';');
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE_REFUSED = 'Requests from other sites are not accepted.';

/**
 * A browser on another site may post a form to us (a login that would set the download cookie, a
 * change riding on that cookie). Writes to /api and /download are refused when the browser says
 * they come from elsewhere: Sec-Fetch-Site, or failing that an Origin that is neither ours nor the
 * public address. Clients that send neither (scripts, tests) are not browsers and pass.
 */
export function registerSameSiteWrites(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', (request, _reply, done) => {
    if (READS.has(request.method)) return done();
    if (!request.url.startsWith('/api') && !request.url.startsWith('/download')) return done();
    done(fromThisSite(request, publicOrigin) ? undefined : forbidden(CROSS_SITE_REFUSED));
  });
}

function fromThisSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}
