import { MESSAGES, parseId } from '@portal/domain';
import {
  GuestLoginForm,
  LoginForm,
  ResetPasswordByEmailForm,
  UpdatePasswordForm,
} from '@portal/domain/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
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
    /** A sign-in call: checks its form, signs in with it, sets the download cookie and answers the token. */
    const signInRoute = <S extends z.ZodType>(
      url: string,
      summary: string,
      form: S,
      signIn: (form: z.output<S>, request: FastifyRequest) => Promise<IssuedToken>,
    ) =>
      app.post(
        url,
        { config: { access: 'public', contract: { summary, body: form, bodyType: 'form' } } },
        async (request, reply) => {
          const issued = await signIn(validate(form, request.body), request);
          setDownloadCookie(reply, issued);
          return ok(issued.token);
        },
      );

    signInRoute(
      '/api/authentication/login',
      'Signs in with email and password; the answer is the token',
      LoginForm,
      (form, request) => auth.login(form.email, form.password, request.ip),
    );
    signInRoute(
      '/api/authentication/guestLogin',
      'Signs in as a guest by guest slug; the answer is the token',
      GuestLoginForm,
      (form) => auth.guestLogin(form.guestSlug),
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
