import {
  PasskeyCeremony,
  PasskeyIdForm,
  PasskeyOptionsBody,
  PasskeyRegisterBody,
  PasskeySignInBody,
  RecoveryCodes,
  SecondFactorForm,
  SecurityStatus,
  SignInMethods,
  TotpCodeForm,
  TotpSetup,
  UserIdForm,
} from '@portal/domain/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { type Access, requireCaller } from '../../plugins/auth.ts';
import { downloadCookieSetter } from './auth.routes.ts';
import type { IssuedToken } from './auth.service.ts';
import type { MfaService } from './mfa.service.ts';

/**
 * Passkeys and second factors (issue 32 items 3 and 4, decision 160): the second sign-in step and
 * passkey sign-in (public: the challenge or the passkey is the credential), the signed-in admin's
 * own factors (open before a factor is set up, so REQUIRE_ADMIN_MFA leaves a way in), and the
 * user editor's view and reset.
 */
export function mfaRoutes(mfa: MfaService, secureCookies: boolean) {
  const setDownloadCookie = downloadCookieSetter(secureCookies);
  const signedIn = (reply: FastifyReply, issued: IssuedToken) => {
    setDownloadCookie(reply, issued);
    return ok(issued.token);
  };

  const secondFactor = {
    summary:
      'The second sign-in step: the challenge of the login answer and a code from the app or a recovery code; the answer is the token',
    body: SecondFactorForm,
    bodyType: 'form',
    answer: z.string(),
    failures: [401, 429, 503],
  } satisfies RouteContract;
  const passkeyOptions = {
    summary:
      'Starts a passkey sign-in, alone or as the second step of `challenge`: the options for the browser',
    body: PasskeyOptionsBody,
    bodyType: 'json',
    answer: PasskeyCeremony,
    failures: [401, 429],
  } satisfies RouteContract;
  const passkeySignIn = {
    summary: "Signs in with the authenticator's answer to a passkey ceremony; the answer is the token",
    body: PasskeySignInBody,
    bodyType: 'json',
    answer: z.string(),
    failures: [401, 429, 503],
  } satisfies RouteContract;

  const status = {
    summary: "The caller's own passkeys, authenticator app and recovery codes",
    answer: SecurityStatus,
  } satisfies RouteContract;
  const registrationOptions = {
    summary: 'Starts adding a passkey: the options for the browser',
    answer: PasskeyCeremony,
  } satisfies RouteContract;
  const register = {
    summary:
      "Adds a passkey from the authenticator's answer; the first factor also answers ten recovery codes",
    body: PasskeyRegisterBody,
    bodyType: 'json',
    answer: RecoveryCodes,
    failures: [409],
  } satisfies RouteContract;
  const removePasskey = {
    summary: 'Removes one of the caller’s passkeys',
    body: PasskeyIdForm,
    bodyType: 'form',
    answer: SecurityStatus,
    failures: [404],
  } satisfies RouteContract;
  const totpStart = {
    summary: 'Starts adding an authenticator app: its secret, as text and as a QR code',
    answer: TotpSetup,
    failures: [409],
  } satisfies RouteContract;
  const totpConfirm = {
    summary:
      'Confirms the authenticator app with a code from it; the first factor also answers ten recovery codes',
    body: TotpCodeForm,
    bodyType: 'form',
    answer: RecoveryCodes,
    failures: [409, 429],
  } satisfies RouteContract;
  const totpRemove = {
    summary: 'Removes the authenticator app',
    answer: SecurityStatus,
    failures: [404],
  } satisfies RouteContract;
  const recoveryCodes = {
    summary: 'Ten new recovery codes in place of the old ones, shown once',
    answer: RecoveryCodes,
    failures: [409],
  } satisfies RouteContract;
  const signInMethods = {
    summary: 'How a staff member signs in: password, passkeys, authenticator app, recovery codes',
    query: UserIdForm,
    answer: SignInMethods,
    failures: [404],
  } satisfies RouteContract;
  const resetFactors = {
    summary: "Resets a staff member's lost second factors (all of them), recorded in the audit trail",
    body: UserIdForm,
    bodyType: 'form',
    answer: SignInMethods,
    failures: [404, 409],
  } satisfies RouteContract;

  const own = (contract: RouteContract) => ({
    config: { access: 'admin' as Access, openBeforeSecondFactor: true, contract },
  });
  const user = (request: Parameters<typeof requireCaller>[0]) => requireCaller(request).user;

  return async (app: FastifyInstance) => {
    app.post(
      '/api/authentication/second-factor',
      { config: { access: 'public', contract: secondFactor } },
      async (request, reply) => {
        const form = validate(secondFactor.body, request.body);
        return signedIn(reply, await mfa.completeWithCode(form.challenge, form.code, request.ip));
      },
    );
    app.post(
      '/api/authentication/passkey/options',
      { config: { access: 'public', contract: passkeyOptions } },
      async (request) => {
        const body = validate(passkeyOptions.body, request.body ?? {});
        return ok(await mfa.passkeySignInOptions(body.challenge, request.ip));
      },
    );
    app.post(
      '/api/authentication/passkey',
      { config: { access: 'public', contract: passkeySignIn } },
      async (request, reply) =>
        signedIn(
          reply,
          await mfa.completeWithPasskey(validate(passkeySignIn.body, request.body), request.ip),
        ),
    );

    app.get('/api/mfa', own(status), async (request) => ok(await mfa.status(user(request))));
    app.post('/api/mfa/passkeys/options', own(registrationOptions), async (request) =>
      ok(await mfa.passkeyRegistrationOptions(user(request))),
    );
    app.post('/api/mfa/passkeys', own(register), async (request) =>
      ok(await mfa.registerPasskey(user(request), validate(register.body, request.body))),
    );
    app.post('/api/mfa/passkeys/delete', own(removePasskey), async (request) =>
      ok(await mfa.removePasskey(user(request), validate(removePasskey.body, request.body).id)),
    );
    app.post('/api/mfa/totp/start', own(totpStart), async (request) =>
      ok(await mfa.startTotp(user(request))),
    );
    app.post('/api/mfa/totp/confirm', own(totpConfirm), async (request) =>
      ok(await mfa.confirmTotp(user(request), validate(totpConfirm.body, request.body).code, request.ip)),
    );
    app.post('/api/mfa/totp/delete', own(totpRemove), async (request) =>
      ok(await mfa.removeTotp(user(request))),
    );
    app.post('/api/mfa/recovery-codes', own(recoveryCodes), async (request) =>
      ok(await mfa.regenerateRecoveryCodes(user(request))),
    );

    app.get(
      '/api/user/sign-in-methods',
      { config: { access: 'users', contract: signInMethods } },
      async (request) =>
        ok(await mfa.signInMethods(user(request), validate(signInMethods.query, request.query).id)),
    );
    app.post(
      '/api/user/reset-second-factor',
      { config: { access: 'superAdmin', contract: resetFactors } },
      async (request) =>
        ok(await mfa.resetSecondFactors(user(request), validate(resetFactors.body, request.body).id)),
    );
  };
}
