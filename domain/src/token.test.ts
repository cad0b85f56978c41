import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { decodeTokenPayload, isTokenValid, localTokenFailure, type TokenPayload } from './token';

/** base64url of UTF-8 text, the way a JWT library writes it (no padding). */
function base64url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const tokenWith = (payload: unknown) => `${header}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

const nowMs = 1_750_000_000_000;
const nowSeconds = nowMs / 1000;
const user: TokenPayload = { sub: '7', sid: 'session-1', expiry_time: nowSeconds + 3600 };

describe('decodeTokenPayload', () => {
  it('reads the payload of a JWT', () => {
    expect(decodeTokenPayload(tokenWith(user))).toEqual(user);
    expect(decodeTokenPayload(tokenWith({ ...user, guestSlug: 'demo-guest', iat: 1 }))).toEqual({
      ...user,
      guestSlug: 'demo-guest',
    });
    expect(decodeTokenPayload(tokenWith({ ...user, guestSlug: null }))).toEqual(user);
  });

  it('is null for malformed tokens and payloads', () => {
    for (const token of [
      '',
      'abc',
      `${header}.${base64url(JSON.stringify(user))}`,
      `${header}..sig`,
      `${header}.%%%.sig`,
      `${header}.${base64url('not json')}.sig`,
      `${header}.${base64url('{"sub":"7"')}.sig`,
      tokenWith(null),
      tokenWith([1, 2]),
      tokenWith({ ...user, sub: 7 }),
      tokenWith({ ...user, expiry_time: '9999999999' }),
      tokenWith({ sid: 's', expiry_time: 1 }),
      `${header}.${base64url(JSON.stringify(user)).slice(0, -1)}x*.sig`,
      // Not UTF-8.
      `${header}.${btoa('\xff\xfe{}').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`,
      `${header}.${base64url('{"sub":"7","sid":"s","expiry_time":1e999}')}.sig`,
    ]) {
      expect(decodeTokenPayload(token)).toBeNull();
    }
  });

  it('never throws on garbage and answers null or a well-typed payload', () => {
    const segment = fc.oneof(fc.string(), fc.base64String(), fc.stringMatching(/^[A-Za-z0-9_-]*$/));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.tuple(segment, segment, segment).map((parts) => parts.join('.')),
        ),
        (token) => {
          const payload = decodeTokenPayload(token);
          if (payload !== null) {
            expect(typeof payload.sub).toBe('string');
            expect(typeof payload.sid).toBe('string');
            expect(Number.isFinite(payload.expiry_time)).toBe(true);
          }
        },
      ),
    );
  });

  it('round-trips any payload, whatever its characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme' }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.option(fc.string({ unit: 'grapheme', minLength: 1 }), { nil: undefined }),
        (sub, sid, expiry_time, guestSlug) => {
          const payload: TokenPayload = guestSlug
            ? { sub, sid, expiry_time, guestSlug }
            : { sub, sid, expiry_time };
          expect(decodeTokenPayload(tokenWith(payload))).toEqual(payload);
        },
      ),
    );
  });
});

describe('isTokenValid', () => {
  it('needs an expiry in the future, in seconds', () => {
    expect(isTokenValid(tokenWith(user), nowMs)).toBe(true);
    expect(isTokenValid(tokenWith({ ...user, expiry_time: nowSeconds + 0.001 }), nowMs)).toBe(true);
    expect(isTokenValid(tokenWith({ ...user, expiry_time: nowSeconds }), nowMs)).toBe(false);
    expect(isTokenValid(tokenWith({ ...user, expiry_time: nowMs }), nowMs)).toBe(true);
    expect(isTokenValid('garbage', nowMs)).toBe(false);
    expect(isTokenValid(null, nowMs)).toBe(false);
    expect(isTokenValid(undefined, nowMs)).toBe(false);
  });
});

describe('localTokenFailure', () => {
  it('is null for a valid token', () => {
    expect(localTokenFailure(tokenWith(user), nowMs)).toBeNull();
  });

  it('names the guest of an expired guest token', () => {
    const expiredGuest = tokenWith({ ...user, expiry_time: nowSeconds - 1, guestSlug: 'demo-guest' });
    expect(localTokenFailure(expiredGuest, nowMs)).toBe(`${MESSAGES.guestExpiredPrefix}demo-guest`);
  });

  it('asks anyone else to log in', () => {
    expect(localTokenFailure(tokenWith({ ...user, expiry_time: nowSeconds - 1 }), nowMs)).toBe(
      MESSAGES.notAuthorisedLocal,
    );
    expect(localTokenFailure(null, nowMs)).toBe(MESSAGES.notAuthorisedLocal);
    expect(localTokenFailure('a.b.c', nowMs)).toBe(MESSAGES.notAuthorisedLocal);
  });
});
