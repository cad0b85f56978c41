import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH } from '@portal/domain/schemas';

// OWASP's argon2id baseline (DESIGN.md 'Secrets and limits'). Algorithm 2 is Argon2id: the package
// exports it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password, and for one too long to be ours, which is never hashed. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash || password.length > PASSWORD_MAX_LENGTH) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
