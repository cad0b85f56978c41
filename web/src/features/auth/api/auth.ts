import { api } from '../../../lib/api-client';

/** POST /api/authentication/guestLogin (form: guestSlug): the token. */
export function guestLoginRequest(guestSlug: string): Promise<string> {
  return api.post<string>('/api/authentication/guestLogin', { form: { guestSlug } });
}

/** POST /api/authentication/logout: ends the server session (and the download cookie). */
export function logoutRequest(): Promise<null> {
  return api.post<null>('/api/authentication/logout', { form: {} });
}

/** POST /api/user/reset-password/email (form: email). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/user/reset-password/email', { form: { email } });
}

/** POST /api/user/update-password (form: token, password). */
export function updatePassword(token: string, password: string): Promise<unknown> {
  return api.post('/api/user/update-password', { form: { token, password } });
}
