import { MESSAGES, parseId } from '@portal/domain';
import {
  GuestLoginForm,
  LoginForm,
  ResetPasswordByEmailForm,
  UpdatePasswordForm,
} from '@portal/domain/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { DOWNLOAD_COOKIE, requireCaller } from '../../plugins/auth.ts';
import type { AuthService, IssuedToken } from './auth.service.ts';
import type { PasswordLinksService } from './password-links.service.ts';

export function authRoutes(auth: AuthService, passwordLinks: PasswordLinksService, secureCookies: boolean) {
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
    app.post(
      '/api/authentication/login',
      {
        config: {
          access: 'public',
          contract: {
            summary: 'Signs in with email and password; the answer is the token',
            body: LoginForm,
            bodyType: 'form',
          },
        },
      },
      async (request, reply) => {
        const form = validate(LoginForm, request.body);
        const issued = await auth.login(form.email, form.password, request.ip);
        setDownloadCookie(reply, issued);
        return ok(issued.token);
      },
    );

    app.post(
      '/api/authentication/guestLogin',
      {
        config: {
          access: 'public',
          contract: {
            summary: 'Signs in as a guest by guest slug; the answer is the token',
            body: GuestLoginForm,
            bodyType: 'form',
          },
        },
      },
      async (request, reply) => {
        const form = validate(GuestLoginForm, request.body);
        const issued = await auth.guestLogin(form.guestSlug);
        setDownloadCookie(reply, issued);
        return ok(issued.token);
      },
    );

    // Both answer the same whether or not an account exists (DESIGN 'Mail').
    app.post(
      '/api/user/reset-password/email',
      {
        config: {
          access: 'public',
          contract: {
            summary: 'Sends a password reset link to an email address',
            body: ResetPasswordByEmailForm,
            bodyType: 'form',
          },
        },
      },
      async (request) => {
        const form = validate(ResetPasswordByEmailForm, request.body);
        await passwordLinks.admitRequest(request.ip);
        await passwordLinks.sendLinkByEmail(form.email);
        return ok(null);
      },
    );

    app.post(
      '/api/user/reset-password/id',
      {
        config: {
          access: 'public',
          contract: { summary: 'Sends a password reset link to the user with an id' },
        },
      },
      async (request) => {
        const id = parseId((request.body as { id?: unknown } | undefined)?.id);
        if (id === null) throw badRequest(MESSAGES.idInvalid);
        await passwordLinks.admitRequest(request.ip);
        await passwordLinks.sendLinkById(id);
        return ok(null);
      },
    );

    app.post(
      '/api/user/update-password',
      {
        config: {
          access: 'public',
          contract: {
            summary: 'Sets a new password with the token of a reset link',
            body: UpdatePasswordForm,
            bodyType: 'form',
          },
        },
      },
      async (request) => {
        const form = validate(UpdatePasswordForm, request.body);
        await passwordLinks.updatePassword(form.token, form.password, request.ip);
        return ok(null);
      },
    );

    app.post(
      '/api/authentication/logout',
      { config: { access: 'signedIn', contract: { summary: "Ends the caller's session" } } },
      async (request, reply) => {
        await auth.logout(requireCaller(request).sessionId);
        reply.clearCookie(DOWNLOAD_COOKIE, { path: '/download' });
        return ok(null);
      },
    );
  };
}
