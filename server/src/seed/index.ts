import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { type AssetServices, createAssetServices } from '../modules/assets/asset-services.ts';
import { ContentService } from '../modules/content/content.service.ts';
import { LogsService } from '../modules/logs/logs.service.ts';
import { NewsService } from '../modules/news/news.service.ts';
import { countUsers, findUserRowByEmail, presentUser } from '../modules/users/users.repository.ts';
import { DiskBlobStore } from '../storage/disk.ts';
import { seedAssetLibrary } from './assets.ts';
import { seedContent } from './content.ts';
import { seedDigestChoices } from './digests.ts';
import { seedDownloads } from './downloads.ts';
import { seedDrawGames } from './draw-games.ts';
import { seedGames } from './games.ts';
import { seedNews } from './news.ts';
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
  const assets = createAssetServices({ db, blobs: new DiskBlobStore(config.storageDir), clock: () => now });
  const operators = await seedOperators(db, now, assets);
  await seedUsers(db, { password: config.demoPassword, operators, now });
  await seedDigestChoices(db, now);
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
  const gameIds = await seedGames(db, assets, now);
  await seedDrawGames(db, assets, now);
  await seedNewsAndContent(db, assets, gameIds, now);
  await seedDownloads(db, now);
  return true;
}

/** News and page content, written as the demo SA through the services the API uses. */
async function seedNewsAndContent(db: Kysely<Database>, assets: AssetServices, gameIds: number[], now: Date) {
  const row = await findUserRowByEmail(db, 'sa@demo.test');
  if (!row) throw new Error('The demo SA is seeded before the news');
  const editor = await presentUser(db, row);
  const clock = () => now;
  const logs = new LogsService(db, clock);
  const news = new NewsService({ db, assets, clock, logs });
  await seedNews(news, assets, editor, now);
  await seedContent(
    new ContentService({ db, assets, news, clock, logs }),
    assets,
    editor,
    gameIds.slice(0, 6),
  );
}
