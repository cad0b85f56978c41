import { LOGIN_PATH, type SsoProblem } from '@portal/domain';
import {
  SsoBackchannelLogoutForm,
  SsoCallbackQuery,
  SsoExchangeForm,
  SsoSettings,
} from '@portal/domain/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { HttpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { DOWNLOAD_COOKIE } from '../../plugins/auth.ts';
import { SsoRefusal, type SsoService } from './sso.service.ts';

const BASE = '/api/authentication/oidc';
/** The state this browser was sent off with; read back at the callback only. */
const STATE_COOKIE = 'portal-sso-state';
/** The one-time code a finished sign-in leaves; read by the exchange only, once. */
const HANDOFF_COOKIE = 'portal-sso-handoff';

/**
 * Company sign-in (issue 32, decision 155). start sends the browser to the identity provider;
 * callback takes its answer and sends the browser to the login page, which exchanges the one-time
 * code in an HttpOnly cookie for the portal's usual token: the token itself never rides in a URL.
 */
export function ssoRoutes(sso: SsoService, secureCookies: boolean) {
  const toLogin = (reply: FastifyReply, query: Record<string, string>) =>
    reply.redirect(`${LOGIN_PATH}?${new URLSearchParams(query)}`, 302);
  const refused = (reply: FastifyReply, problem: SsoProblem) => toLogin(reply, { 'sso-problem': problem });

  return async (app: FastifyInstance) => {
    const settings = {
      summary: 'Whether the login page offers the company sign-in (single sign-on for provider staff)',
      answer: SsoSettings,
    } satisfies RouteContract;
    app.get(`${BASE}/config`, { config: { access: 'public', contract: settings } }, async () =>
      ok({ enabled: sso.enabled }),
    );

    const start = {
      summary: "Starts the company sign-in: redirects to the identity provider's sign-in page",
      alsoAnswers: [302],
      redirectsTo: "The identity provider's sign-in page (or the login page, when it cannot be reached)",
      // 404: single sign-on is not set up on this portal.
      failures: [404],
    } satisfies RouteContract;
    app.get(`${BASE}/start`, { config: { access: 'public', contract: start } }, async (request, reply) => {
      try {
        const { state, location } = await sso.start();
        reply.setCookie(STATE_COOKIE, state, {
          path: `${BASE}/callback`,
          httpOnly: true,
          // The callback is a top-level navigation from the provider's site: Lax cookies go with it.
          sameSite: 'lax',
          secure: secureCookies,
          maxAge: 10 * 60,
        });
        return reply.redirect(location, 302);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 503) {
          request.log.warn('company sign-in refused: the identity provider cannot be reached');
          return refused(reply, 'unavailable');
        }
        throw error;
      }
    });

    const callback = {
      summary:
        "Takes the identity provider's answer and redirects to the login page, which finishes the sign-in",
      query: SsoCallbackQuery,
      alsoAnswers: [302],
      redirectsTo:
        'The login page: with a one-time code in an HttpOnly cookie to exchange, or a problem to show (sso-problem)',
      failures: [404],
    } satisfies RouteContract;
    app.get(
      `${BASE}/callback`,
      { config: { access: 'public', contract: callback } },
      async (request, reply) => {
        validate(callback.query, request.query);
        reply.clearCookie(STATE_COOKIE, { path: `${BASE}/callback` });
        const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
        try {
          const code = await sso.finish(new URLSearchParams(rawQuery), request.cookies[STATE_COOKIE]);
          reply.setCookie(HANDOFF_COOKIE, code, {
            path: `${BASE}/exchange`,
            httpOnly: true,
            sameSite: 'strict',
            secure: secureCookies,
            maxAge: 2 * 60,
          });
          return toLogin(reply, { sso: 'finish' });
        } catch (error) {
          if (error instanceof SsoRefusal) {
            request.log.warn({ problem: error.problem }, `company sign-in refused: ${error.message}`);
            return refused(reply, error.problem);
          }
          if (error instanceof HttpError && error.statusCode === 503) return refused(reply, 'unavailable');
          throw error;
        }
      },
    );

    const exchange = {
      summary: "Exchanges a finished company sign-in's one-time code (its cookie) for the token",
      body: SsoExchangeForm,
      bodyType: 'form',
      answer: z.string(),
      failures: [401, 404],
    } satisfies RouteContract;
    app.post(
      `${BASE}/exchange`,
      { config: { access: 'public', contract: exchange } },
      async (request, reply) => {
        validate(exchange.body, request.body ?? {});
        const code = request.cookies[HANDOFF_COOKIE];
        reply.clearCookie(HANDOFF_COOKIE, { path: `${BASE}/exchange` });
        const issued = await sso.exchange(code);
        // As after a password (auth.routes.ts): browser downloads ride on the same session.
        reply.setCookie(DOWNLOAD_COOKIE, issued.token, {
          path: '/download',
          httpOnly: true,
          sameSite: 'strict',
          secure: secureCookies,
          expires: issued.expiresAt,
        });
        return ok(issued.token);
      },
    );

    const backchannelLogout = {
      summary:
        'Back-channel logout: the identity provider says a staff member logged out there; their portal sessions end',
      body: SsoBackchannelLogoutForm,
      bodyType: 'form',
      failures: [404],
    } satisfies RouteContract;
    app.post(
      `${BASE}/backchannel-logout`,
      { config: { access: 'public', contract: backchannelLogout } },
      async (request) => {
        const form = validate(backchannelLogout.body, request.body);
        await sso.logoutFromProvider(form.logout_token);
        return ok(null);
      },
    );
  };
}
