import {
  GuestLoginForm,
  LoginAnswer,
  LoginForm,
  ResetPasswordByEmailForm,
  type SecondFactorChallenge,
  UpdatePasswordForm,
  UserIdForm,
} from '@portal/domain/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { DOWNLOAD_COOKIE, requireCaller } from '../../plugins/auth.ts';
import type { AuthService, IssuedToken } from './auth.service.ts';
import type { PasswordLinksService } from './password-links.service.ts';

/** Browser downloads cannot send a header, so the same session rides in a cookie scoped to /download. */
export function downloadCookieSetter(secureCookies: boolean) {
  return (reply: FastifyReply, issued: IssuedToken) =>
    reply.setCookie(DOWNLOAD_COOKIE, issued.token, {
      path: '/download',
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      expires: issued.expiresAt,
    });
}

export function authRoutes(auth: AuthService, passwordLinks: PasswordLinksService, secureCookies: boolean) {
  const setDownloadCookie = downloadCookieSetter(secureCookies);

  return async (app: FastifyInstance) => {
    /** A sign-in call: checks its form, signs in with it, sets the download cookie and answers the token. */
    const signInRoute = <S extends z.ZodType>(
      url: string,
      contract: RouteContract & { body: S },
      signIn: (form: z.output<S>, request: FastifyRequest) => Promise<IssuedToken | SecondFactorChallenge>,
      answer: z.ZodType = z.string(),
    ) =>
      app.post(
        url,
        { config: { access: 'public', contract: { ...contract, bodyType: 'form', answer } } },
        async (request, reply) => {
          const issued = await signIn(validate(contract.body, request.body), request);
          // An account with a second factor is answered the challenge that factor answers (decision 160).
          if ('secondFactor' in issued) return ok(issued);
          setDownloadCookie(reply, issued);
          return ok(issued.token);
        },
      );

    signInRoute(
      '/api/authentication/login',
      {
        summary:
          'Signs in with email and password; the answer is the token, or for an account with a second factor the challenge to answer at /api/authentication/second-factor',
        body: LoginForm,
        // 404: no such account (SPEC §8); 401: a wrong password; 429: too many failures.
        failures: [401, 404, 429, 503],
      },
      (form, request) => auth.login(form.email, form.password, request.ip),
      LoginAnswer,
    );
    signInRoute(
      '/api/authentication/guestLogin',
      {
        summary: 'Signs in as a guest by guest slug; the answer is the token',
        body: GuestLoginForm,
        failures: [401, 404],
      },
      (form) => auth.guestLogin(form.guestSlug),
    );

    // Both answer the same whether or not an account exists (DESIGN 'Mail').
    const resetByEmail = {
      summary: 'Sends a password reset link to an email address',
      body: ResetPasswordByEmailForm,
      bodyType: 'form',
      failures: [429, 503],
    } satisfies RouteContract;
    app.post(
      '/api/user/reset-password/email',
      { config: { access: 'public', contract: resetByEmail } },
      async (request) => {
        const form = validate(resetByEmail.body, request.body);
        await passwordLinks.admitRequest(request.ip);
        await passwordLinks.sendLinkByEmail(form.email);
        return ok(null);
      },
    );

    const resetById = {
      summary: 'Sends a password reset link to the user with an id',
      body: UserIdForm,
      bodyType: 'form',
      failures: [429, 503],
    } satisfies RouteContract;
    app.post(
      '/api/user/reset-password/id',
      { config: { access: 'public', contract: resetById } },
      async (request) => {
        const { id } = validate(resetById.body, request.body);
        await passwordLinks.admitRequest(request.ip);
        await passwordLinks.sendLinkById(id);
        return ok(null);
      },
    );

    const updatePassword = {
      summary: 'Sets a new password with the token of a reset link',
      body: UpdatePasswordForm,
      bodyType: 'form',
      failures: [429, 503],
    } satisfies RouteContract;
    app.post(
      '/api/user/update-password',
      { config: { access: 'public', contract: updatePassword } },
      async (request) => {
        const form = validate(updatePassword.body, request.body);
        await passwordLinks.updatePassword(form.token, form.password, request.ip);
        return ok(null);
      },
    );

    app.post(
      '/api/authentication/logout',
      {
        config: {
          access: 'signedIn',
          openBeforeSecondFactor: true,
          contract: { summary: "Ends the caller's session" },
        },
      },
      async (request, reply) => {
        await auth.logout(requireCaller(request).sessionId);
        reply.clearCookie(DOWNLOAD_COOKIE, { path: '/download' });
        return ok(null);
      },
    );
  };
}
