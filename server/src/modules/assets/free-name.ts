import { splitExtension } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { assetNameKey, nameKeysLike } from './assets.repository.ts';

const MAX_NAME_BYTES = 255;

/**
 * `wanted`, or the first 'base (n)ext' not taken in the folder nor by `alsoTaken`, whatever the case
 * (names are compared by assetNameKey).
 */
export async function freeName(
  db: Kysely<Database>,
  parentId: number,
  wanted: string,
  alsoTaken: Set<string>,
): Promise<string> {
  const { base, ext } = splitExtension(wanted);
  const taken = new Set([
    ...(await nameKeysLike(db, parentId, base, ext)),
    ...[...alsoTaken].map(assetNameKey),
  ]);
  if (!taken.has(assetNameKey(wanted))) return wanted;
  for (let n = 1; ; n++) {
    let candidateBase = base;
    let candidate = `${candidateBase} (${n})${ext}`;
    while (Buffer.byteLength(candidate) > MAX_NAME_BYTES && candidateBase.length > 1) {
      candidateBase = candidateBase.slice(0, -1);
      candidate = `${candidateBase} (${n})${ext}`;
    }
    if (!taken.has(assetNameKey(candidate))) return candidate;
  }
}
