import { type Area, hasPermission, MESSAGES, MFA_MESSAGES, type User } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError, unauthorised } from '../lib/http-error.ts';

/**
 * Who may call a route: 'public' (anyone; a valid token still identifies the caller), 'signedIn'
 * (any live session), an area of SPEC §6 checked with the domain permission rule, or 'assetPolicy'
 * (anyone may ask; the asset policy decides per item, as for image previews of public artwork).
 */
export type Access = 'public' | 'signedIn' | 'assetPolicy' | Area;

/** The signed-in caller of a request. */
export interface Caller {
  user: User;
  sessionId: string;
  /**
   * Whether the same token would still authenticate as this caller, known without reading anything:
   * its session is kept as found (no logout, password or people change since) and no end (token,
   * session, guest access) has passed. An answer made for this caller alone may be sent again from
   * the front cache while it holds (decision 038).
   */
  current(): boolean;
  /** REQUIRE_ADMIN_MFA: an SA or AM without a second factor, who may call only the set-up (decision 161). */
  mustSetUpSecondFactor?: boolean;
}

/**
 * What this plugin needs to know who a token belongs to. It rejects with an HttpError (401 for a
 * bad or ended session, 401 'Guest account expired|{slug}' for an expired guest).
 */
export interface Authenticator {
  authenticate(token: string): Promise<Caller>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to a caller who must set a second factor up first (the set-up, the user, logout). */
    openBeforeSecondFactor?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

const TOKEN_HEADER = 'consumer-token';
export const DOWNLOAD_COOKIE = 'portal-download';

/**
 * Authenticates every request and authorises it against its route's declared access. Every route
 * under /api and /download must declare one: the app refuses to start otherwise, so no call can be
 * left open by omission.
 */
export function registerAuth(app: FastifyInstance, auth: Authenticator): void {
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (route) => {
    const guarded = route.url.startsWith('/api') || route.url.startsWith('/download');
    if (guarded && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    }
  });

  // onRequest, before the body is read: a refused caller learns nothing from a parse or validation
  // error (a 400 for malformed JSON, a 415 for a wrong content type) or from a lookup.
  // A callback hook, not an async one: the many tokenless public calls pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (!access) return done();
    const token = tokenOf(request);
    if (access === 'public' || access === 'assetPolicy') {
      if (!token) return done();
      auth.authenticate(token).then(
        (caller) => {
          request.caller = caller;
          done();
        },
        () => done(),
      );
      return;
    }
    if (!token) return done(unauthorised(MESSAGES.notLoggedIn));
    auth.authenticate(token).then((caller) => {
      request.caller = caller;
      if (access !== 'signedIn' && !hasPermission(caller.user, access))
        done(forbidden(MESSAGES.notAuthorised));
      else if (caller.mustSetUpSecondFactor && !request.routeOptions.config.openBeforeSecondFactor)
        done(forbidden(MFA_MESSAGES.setupRequired));
      else done();
    }, done);
  });
}

/** The header on API calls; the download cookie on browser downloads, which cannot send a header. */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers[TOKEN_HEADER];
  if (typeof header === 'string' && header.length > 0) return header;
  if (request.url.startsWith('/download')) return request.cookies[DOWNLOAD_COOKIE] ?? null;
  return null;
}

export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new HttpError(401, MESSAGES.notLoggedIn);
  return request.caller;
}
