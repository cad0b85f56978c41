import { guestExpiredMessage, MESSAGES } from './messages';

/** DESIGN 'Contracts': the payload of the consumer token (a JWT). expiry_time is in seconds. */
export interface TokenPayload {
  sub: string;
  sid: string;
  expiry_time: number;
  guestSlug?: string;
}

// Checked by hand rather than with zod, which would add ~50 KB to every page of the web app.
function isPayloadShape(value: unknown): value is TokenPayload & { guestSlug?: string | null } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === 'string' &&
    typeof v.sid === 'string' &&
    typeof v.expiry_time === 'number' &&
    Number.isFinite(v.expiry_time) &&
    (v.guestSlug === undefined || v.guestSlug === null || typeof v.guestSlug === 'string')
  );
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** base64url -> UTF-8 text with atob and TextDecoder, which browsers and Node both have. */
function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The payload of a token, read without checking its signature (only the server can; the client
 * reads the expiry to fail early, SPEC §5). null for anything that is not a well-formed payload.
 */
export function decodeTokenPayload(token: string): TokenPayload | null {
  if (typeof token !== 'string') return null;
  const segments = token.split('.');
  const payloadSegment = segments[1];
  if (segments.length !== 3 || payloadSegment === undefined || !BASE64URL.test(payloadSegment)) return null;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(payloadSegment));
    if (!isPayloadShape(parsed)) return null;
    const { sub, sid, expiry_time, guestSlug } = parsed;
    return guestSlug ? { sub, sid, expiry_time, guestSlug } : { sub, sid, expiry_time };
  } catch {
    return null;
  }
}

/** SPEC §5: a token is valid when its payload decodes and expiry_time (seconds) is in the future. */
export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  if (!token) return false;
  const payload = decodeTokenPayload(token);
  return payload !== null && payload.expiry_time * 1000 > nowMs;
}

/**
 * SPEC §7: why an (auth) call fails before it is sent; null when the token is valid. An expired
 * guest token names its guest, so the client can send the guest back to /guest/{slug}.
 */
export function localTokenFailure(token: string | null | undefined, nowMs: number): string | null {
  if (isTokenValid(token, nowMs)) return null;
  const guestSlug = token ? decodeTokenPayload(token)?.guestSlug : undefined;
  return guestSlug ? guestExpiredMessage(guestSlug) : MESSAGES.notAuthorisedLocal;
}
