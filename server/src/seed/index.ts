import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { AssetsService } from '../modules/assets/assets.service.ts';
import { countUsers, findUserRowByEmail } from '../modules/users/users.repository.ts';
import { DiskBlobStore } from '../storage/disk.ts';
import { seedAssetLibrary } from './assets.ts';
import { seedDrawGames } from './draw-games.ts';
import { seedGames } from './games.ts';
import { seedMoreOperators, seedOperators } from './operators.ts';
import { seedPeople } from './people.ts';
import { seedUsers } from './users.ts';

export { DEMO_ACCOUNTS, DEMO_GUESTS } from './users.ts';

/**
 * Fills an empty database with the demo data of DESIGN.md 'Running'. Does nothing when users exist,
 * so restarting never duplicates or overwrites. Returns whether it seeded.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  config: Pick<Config, 'demoPassword' | 'storageDir'>,
  now = new Date(),
): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const assets = new AssetsService({ db, blobs: new DiskBlobStore(config.storageDir), clock: () => now });
  const operators = await seedOperators(db, now, assets);
  await seedUsers(db, { password: config.demoPassword, operators, now });
  const sponsors = await Promise.all(
    ['am@demo.test', 'sa@demo.test'].map((email) => findUserRowByEmail(db, email)),
  );
  await seedPeople(db, {
    password: config.demoPassword,
    operators: { ...operators, ...(await seedMoreOperators(db, now, assets)) },
    sponsors: sponsors.flatMap((user) => (user ? [user.id] : [])),
    now,
  });
  await seedAssetLibrary(assets, now);
  await seedGames(db, assets, now);
  await seedDrawGames(db, assets, now);
  return true;
}
