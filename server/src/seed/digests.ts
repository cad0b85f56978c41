import type { DigestFrequency } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findUserRowByEmail } from '../modules/users/users.repository.ts';
import { saveDigestFrequency } from '../modules/whats-new/whats-new.repository.ts';

/** The demo accounts' digest choices, a mix (issue 29 item 4); every other account keeps the default, weekly. */
const DEMO_DIGESTS: [email: string, frequency: DigestFrequency][] = [
  ['customer@demo.test', 'daily'],
  ['performance@demo.test', 'none'],
  ['cm@demo.test', 'daily'],
  ['am@demo.test', 'none'],
];

export async function seedDigestChoices(db: Kysely<Database>, now: Date): Promise<void> {
  for (const [email, frequency] of DEMO_DIGESTS) {
    const row = await findUserRowByEmail(db, email);
    if (row) await saveDigestFrequency(db, row.id, frequency, now.toISOString());
  }
}
