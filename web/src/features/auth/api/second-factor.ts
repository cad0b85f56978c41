import type { LoginAnswer, PasskeyCeremony } from '@portal/domain/schemas';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../../lib/api-client';

/** POST /api/authentication/login as it answers an account with a second factor too (decision 160). */
export function loginOrChallenge(email: string, password: string): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/api/authentication/login', { form: { email, password } });
}

/** POST /api/authentication/second-factor (form: challenge, code): the token. */
export function secondFactorRequest(challenge: string, code: string): Promise<string> {
  return api.post<string>('/api/authentication/second-factor', { form: { challenge, code } });
}

/**
 * A passkey sign-in: alone, or as the second step of `challenge`. Asks the server for options, the
 * browser's authenticator for its answer, and trades that answer for the token.
 */
export async function passkeySignIn(challenge?: string): Promise<string> {
  const { ceremony, options } = await api.post<PasskeyCeremony>('/api/authentication/passkey/options', {
    json: challenge ? { challenge } : {},
  });
  // The WebAuthn client loads when a passkey is used, not with every login page.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return api.post<string>('/api/authentication/passkey', { json: { ceremony, credential } });
}
