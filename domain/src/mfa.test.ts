import { describe, expect, it } from 'vitest';
import {
  isTotpCode,
  mustSetUpSecondFactor,
  normaliseRecoveryCode,
  recoveryCodeFrom,
  usesSecondFactors,
} from './mfa';

describe('second factors', () => {
  it('are for igt SA and AM only', () => {
    expect(usesSecondFactors({ userType: 'igt', userGroup: 'SA' })).toBe(true);
    expect(usesSecondFactors({ userType: 'igt', userGroup: 'AM' })).toBe(true);
    expect(usesSecondFactors({ userType: 'igt', userGroup: 'CM' })).toBe(false);
    expect(usesSecondFactors({ userType: 'operator', userGroup: 'customer' })).toBe(false);
    expect(usesSecondFactors(null)).toBe(false);
  });

  it('must be set up only when required, for an admin with none', () => {
    const sa = { userType: 'igt', userGroup: 'SA' } as const;
    const none = { passkeys: 0, totp: false };
    expect(mustSetUpSecondFactor(sa, none, true)).toBe(true);
    expect(mustSetUpSecondFactor(sa, none, false)).toBe(false);
    expect(mustSetUpSecondFactor(sa, { passkeys: 1, totp: false }, true)).toBe(false);
    expect(mustSetUpSecondFactor(sa, { passkeys: 0, totp: true }, true)).toBe(false);
    expect(mustSetUpSecondFactor({ userType: 'igt', userGroup: 'CM' }, none, true)).toBe(false);
  });

  it('makes recovery codes of two groups of five and reads them back as typed', () => {
    const code = recoveryCodeFrom(new Uint8Array([0, 1, 2, 3, 31, 32, 33, 250, 255, 128]));
    expect(code).toBe('0123Z-01TZ0');
    expect(normaliseRecoveryCode(' 0123z 01tzo ')).toBe('0123Z01TZ0');
    expect(normaliseRecoveryCode('o123z-0itz0')).toBe('0123Z01TZ0');
    expect(() => recoveryCodeFrom(new Uint8Array(4))).toThrow();
  });

  it('tells an authenticator code from a recovery code', () => {
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('0123Z-01TZ0')).toBe(false);
  });
});
