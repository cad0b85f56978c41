import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { AssetsService } from '../modules/assets/assets.service.ts';
import { countUsers } from '../modules/users/users.repository.ts';
import { DiskBlobStore } from '../storage/disk.ts';
import { seedAssetLibrary } from './assets.ts';
import { seedDrawGames } from './draw-games.ts';
import { seedGames } from './games.ts';
import { seedOperators } from './operators.ts';
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
  const operators = await seedOperators(db, now);
  await seedUsers(db, { password: config.demoPassword, operators, now });
  const assets = new AssetsService({ db, blobs: new DiskBlobStore(config.storageDir), clock: () => now });
  await seedAssetLibrary(assets, now);
  await seedGames(db, assets, now);
  await seedDrawGames(db, assets, now);
  return true;
}
