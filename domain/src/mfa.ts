import type { Principal } from './permissions';

/**
 * Second factors for provider admins (issue 32 items 3 and 4, decisions 160–162). SA and AM
 * accounts that sign in with a password may add passkeys and a TOTP app; when the portal requires
 * it (REQUIRE_ADMIN_MFA), those without one reach only the page that sets one up.
 */

export const SECOND_FACTOR_GROUPS = ['SA', 'AM'] as const;

/** Whether this user may have second factors: igt SA and AM. */
export function usesSecondFactors(user: Principal | null | undefined): boolean {
  if (!user || user.userType !== 'igt') return false;
  return (SECOND_FACTOR_GROUPS as readonly string[]).includes(user.userGroup);
}

/** Whether the user must set a factor up before anything else: required, an admin, none yet. */
export function mustSetUpSecondFactor(
  user: Principal,
  factors: { passkeys: number; totp: boolean },
  required: boolean,
): boolean {
  return required && usesSecondFactors(user) && factors.passkeys === 0 && !factors.totp;
}

export const RECOVERY_CODE_COUNT = 10;

/** Crockford's base32 without look-alikes, in two groups of five: 'K7M2Q-9XH4T'. */
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A recovery code from 10 random bytes (one letter per byte, 50 bits), grouped for reading. */
export function recoveryCodeFrom(bytes: Uint8Array): string {
  if (bytes.length !== 10) throw new Error('A recovery code takes 10 random bytes.');
  const letters = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** A typed recovery code as stored: case, spaces and dashes ignored, O read as 0, I and L as 1. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** A six-digit authenticator code (spaces allowed), as opposed to a recovery code. */
export function isTotpCode(typed: string): boolean {
  return /^\d{6}$/.test(typed.replace(/\s/g, ''));
}

export const MFA_MESSAGES = {
  setupRequired:
    'Your account needs a second factor before you can continue. Add a passkey or an authenticator app on your security page.',
  wrongCode: 'That code is not right. Please try again.',
  challengeGone: 'This sign-in has expired or was already used. Please sign in again.',
  passkeyRefused: 'That passkey could not be used to sign in. Please try again or use your password.',
  registrationRefused: 'That passkey could not be added. Please try again.',
  notForThisAccount: 'Second factors are for super admins and account managers who sign in with a password.',
  noTotpPending: 'Start the authenticator set-up again: no code is awaited.',
  noSuchPasskey: 'That passkey is not on your account.',
  noFactorsToReset: 'This user has no second factor to reset.',
} as const;
