import { GuestLoginForm, LoginForm } from '@portal/domain/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { DOWNLOAD_COOKIE, requireCaller } from '../../plugins/auth.ts';
import type { AuthService, IssuedToken } from './auth.service.ts';

export function authRoutes(auth: AuthService, secureCookies: boolean) {
  /** Browser downloads cannot send a header, so the same session rides in a cookie scoped to /download. */
  const setDownloadCookie = (reply: FastifyReply, issued: IssuedToken) =>
    reply.setCookie(DOWNLOAD_COOKIE, issued.token, {
      path: '/download',
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      expires: issued.expiresAt,
    });

  return async (app: FastifyInstance) => {
    app.post('/api/authentication/login', { config: { access: 'public' } }, async (request, reply) => {
      const form = validate(LoginForm, request.body);
      const issued = await auth.login(form.email, form.password, request.ip);
      setDownloadCookie(reply, issued);
      return ok(issued.token);
    });

    app.post('/api/authentication/guestLogin', { config: { access: 'public' } }, async (request, reply) => {
      const form = validate(GuestLoginForm, request.body);
      const issued = await auth.guestLogin(form.guestSlug);
      setDownloadCookie(reply, issued);
      return ok(issued.token);
    });

    app.post('/api/authentication/logout', { config: { access: 'signedIn' } }, async (request, reply) => {
      await auth.logout(requireCaller(request).sessionId);
      reply.clearCookie(DOWNLOAD_COOKIE, { path: '/download' });
      return ok(null);
    });
  };
}
