import { z } from 'zod';

/** GET /api/authentication/oidc/config: whether the login page offers the company sign-in. */
export const SsoSettings = z.object({ enabled: z.boolean() });
export type SsoSettings = z.infer<typeof SsoSettings>;

const callbackValue = (name: string) =>
  z.string().max(4096, `The sign-in answer's ${name} is too long.`).optional();

/** What the identity provider adds to the callback address (RFC 6749 §4.1.2, OpenID Connect). */
export const SsoCallbackQuery = z.object({
  code: callbackValue('code'),
  state: callbackValue('state'),
  iss: callbackValue('issuer'),
  error: callbackValue('error'),
  error_description: callbackValue('error description'),
  session_state: callbackValue('session state'),
});
export type SsoCallbackQuery = z.infer<typeof SsoCallbackQuery>;

/** POST /api/authentication/oidc/exchange takes no fields: the one-time code is in its cookie. */
export const SsoExchangeForm = z.object({});

/** POST /api/authentication/oidc/backchannel-logout (OpenID Connect Back-Channel Logout 1.0 §2.5). */
export const SsoBackchannelLogoutForm = z.object({
  logout_token: z
    .string({ error: 'The logout request is missing its logout_token.' })
    .min(1, 'The logout request is missing its logout_token.')
    .max(16_384, 'The logout_token is too long.'),
});
export type SsoBackchannelLogoutForm = z.infer<typeof SsoBackchannelLogoutForm>;
