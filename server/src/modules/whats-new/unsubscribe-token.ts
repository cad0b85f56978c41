import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a digest's unsubscribe link (decision 137): the user's id and an HMAC-SHA-256 of it
 * under a key derived from the server's signing secret for this one purpose. It needs no sign-in and
 * does not expire (an old digest's link still works); it can do nothing but turn the digest off.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('digest-unsubscribe/v1').digest();
  }

  make(userId: number): string {
    return `${userId}.${this.mac(userId).toString('base64url')}`;
  }

  /** The user a token names, or null when it was not made here. */
  read(token: string): number | null {
    const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const userId = Number(match[1]);
    const given = Buffer.from(match[2]!, 'base64url');
    const expected = this.mac(userId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }

  private mac(userId: number): Buffer {
    return createHmac('sha256', this.key).update(String(userId)).digest();
  }
}
