import { z } from 'zod';
import { requiredText } from './common.ts';

/**
 * Requests and answers of passkeys and second factors (issue 32 items 3 and 4, decision 160).
 * The sign-in call answers the token as before for an account without a second factor, and a
 * SecondFactorChallenge for one with a factor: its `challenge` is then traded for the token.
 */

const CHALLENGE_MAX = 100;
const challengeText = requiredText(
  'The sign-in step is missing. Please sign in again.',
  CHALLENGE_MAX,
  'This sign-in has expired or was already used. Please sign in again.',
);

export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery-code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const SecondFactorChallenge = z.object({
  secondFactor: z.object({
    challenge: z.string(),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
    expiresAt: z.string(),
  }),
});
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallenge>;

/** What POST /api/authentication/login answers: the token, or the second factor it waits for. */
export const LoginAnswer = z.union([z.string(), SecondFactorChallenge]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const SecondFactorForm = z.object({
  challenge: challengeText,
  code: requiredText('Please enter the code.', 40, 'That code is not right. Please try again.'),
});
export type SecondFactorForm = z.infer<typeof SecondFactorForm>;

/**
 * A credential as @simplewebauthn/browser hands it over (RegistrationResponseJSON or
 * AuthenticationResponseJSON): checked in full by @simplewebauthn/server, bounded here.
 */
const base64url = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .max(max, `${field} is too long.`)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, `${field} is not base64url.`);
export const WebAuthnCredential = z.object({
  id: base64url('The credential id', 1400),
  rawId: base64url('The credential id', 1400),
  type: z.literal('public-key', { error: 'The credential must be a public key.' }),
  response: z.looseObject({
    clientDataJSON: base64url('clientDataJSON', 4000),
    attestationObject: base64url('attestationObject', 16_000).optional(),
    authenticatorData: base64url('authenticatorData', 4000).optional(),
    signature: base64url('The signature', 2000).optional(),
    userHandle: base64url('The user handle', 200).optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type WebAuthnCredential = z.infer<typeof WebAuthnCredential>;

/** A passkey sign-in starts alone, or as the second factor of `challenge` (a password accepted). */
export const PasskeyOptionsBody = z.object({ challenge: challengeText.optional() });
export type PasskeyOptionsBody = z.infer<typeof PasskeyOptionsBody>;

/** The options to hand to the browser's WebAuthn call, and the ceremony that awaits its answer. */
export const PasskeyCeremony = z.object({
  ceremony: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyCeremony = z.infer<typeof PasskeyCeremony>;

export const PasskeySignInBody = z.object({ ceremony: challengeText, credential: WebAuthnCredential });
export type PasskeySignInBody = z.infer<typeof PasskeySignInBody>;

export const PasskeyRegisterBody = z.object({
  ceremony: challengeText,
  name: requiredText('Please name the passkey.', 60, 'A passkey name is at most 60 characters.'),
  credential: WebAuthnCredential,
});
export type PasskeyRegisterBody = z.infer<typeof PasskeyRegisterBody>;

export const PasskeyIdForm = z.object({
  id: requiredText('Which passkey? The id is missing.', 1400, 'That passkey is not on your account.'),
});
export type PasskeyIdForm = z.infer<typeof PasskeyIdForm>;

export const TotpCodeForm = z.object({
  code: requiredText('Please enter the six-digit code.', 20, 'That code is not right. Please try again.'),
});
export type TotpCodeForm = z.infer<typeof TotpCodeForm>;

export const PasskeySummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof PasskeySummary>;

/** The signed-in admin's own second factors (GET /api/mfa). */
export const SecurityStatus = z.object({
  /** Whether this account may have second factors (an SA or AM with a password). */
  eligible: z.boolean(),
  /** REQUIRE_ADMIN_MFA is on and this account has no factor yet: nothing else is open to it. */
  setupRequired: z.boolean(),
  passkeys: z.array(PasskeySummary),
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecurityStatus = z.infer<typeof SecurityStatus>;

/** Ten new codes, shown once; `null` when the change made none (codes already held). */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()).nullable() });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const TotpSetup = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The otpauth URI as an SVG QR code, a data: URL for an img. */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetup>;

/** How a staff member signs in, for the user editor (GET /api/user/sign-in-methods). */
export const SignInMethods = z.object({
  password: z.boolean(),
  /** Linked to the company's identity provider: signs in there (single sign-on). */
  companyAccount: z.boolean(),
  passkeys: z.number().int(),
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SignInMethods = z.infer<typeof SignInMethods>;
