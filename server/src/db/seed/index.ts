import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { countUsers } from '../../modules/users/users.repository.ts';
import type { Database } from '../schema.ts';
import { seedOperators } from './operators.ts';
import { seedUsers } from './users.ts';

export { DEMO_ACCOUNTS, DEMO_GUESTS } from './users.ts';

/**
 * Fills an empty database with the demo data of DESIGN.md 'Running'. Does nothing when users exist,
 * so restarting never duplicates or overwrites. Returns whether it seeded.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  config: Pick<Config, 'demoPassword'>,
  now = new Date(),
): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const operators = await seedOperators(db, now);
  await seedUsers(db, { password: config.demoPassword, operators, now });
  return true;
}
