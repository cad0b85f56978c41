import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden } from '../lib/http-error.ts';

/**
 * A strict CSP for the app: our own origin, plus the video host and demo gateways in frames.
 * `settingsFrameOrigins` adds the origins an SA has set in the globals (video host, tournaments
 * demo), read on every response so a change needs no restart.
 */
export function contentSecurityPolicy(
  config: Config,
  settingsFrameOrigins: () => readonly string[] = () => [],
) {
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
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: [
        "'self'",
        ...new Set(frameHosts),
        () =>
          settingsFrameOrigins()
            .filter((origin) => !frameHosts.includes(origin))
            .join(' '),
      ],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED = 'Requests from other sites are not accepted.';

/**
 * A browser on another site may post a form to us (a login that would set the download cookie, a
 * change riding on that cookie). Writes to /api and /download are refused when the browser says
 * they come from elsewhere: Sec-Fetch-Site, or failing that an Origin that is neither ours nor the
 * public address. Clients that send neither (scripts, tests) are not browsers and pass.
 */
export function registerSameSiteWrites(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method)) return;
    if (!request.url.startsWith('/api') && !request.url.startsWith('/download')) return;
    if (!fromThisSite(request, publicOrigin)) throw forbidden(CROSS_SITE_REFUSED);
  });
}

function fromThisSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}
