import { randomBytes, webcrypto } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TokenPayload } from '@portal/domain';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Signs and verifies the consumer tokens of DESIGN.md: HS256 JWTs carrying sub, sid, expiry_time
 * (seconds, read by the client) and, for guests, guestSlug.
 */
export class TokenSigner {
  // A CryptoKey made once: jose 6 works on WebCrypto keys and would convert a KeyObject or raw bytes
  // into one on every call (a fifth of the time of a signed-in request).
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      Buffer.from(secret, 'utf8'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(payload: TokenPayload): Promise<string> {
    return new SignJWT({ ...payload })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.sub)
      .setIssuedAt()
      .setExpirationTime(payload.expiry_time)
      .sign(await this.key);
  }

  /** The payload of a well-signed, unexpired token; null for anything else. */
  async verify(token: string): Promise<TokenPayload | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
      if (typeof payload.expiry_time !== 'number') return null;
      return {
        sub: payload.sub,
        sid: payload.sid,
        expiry_time: payload.expiry_time,
        ...(typeof payload.guestSlug === 'string' ? { guestSlug: payload.guestSlug } : {}),
      };
    } catch {
      return null;
    }
  }
}

/** TOKEN_SECRET when set; otherwise a secret generated once and kept (mode 0600) under DATA_DIR. */
export function resolveTokenSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'token-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, secret, { mode: 0o600 });
    fs.renameSync(temp, file);
    return secret;
  }
}
