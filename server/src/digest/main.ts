import fs from 'node:fs/promises';
import path from 'node:path';
import { buildPortal } from '../app.ts';
import { loadConfig } from '../config.ts';
import { underStartupLock } from '../db/advisory-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { seedDemoData } from '../seed/index.ts';

/*
 * The what's-new digest from the command line (README.md, "The what's-new digest"), on the database
 * of the environment:
 *   npx tsx server/src/digest/main.ts preview <email> [file.html]   writes the digest <email> would get now
 *   npx tsx server/src/digest/main.ts run                           runs the job once: claims and sends what is due
 */

const USAGE =
  'Usage: npx tsx server/src/digest/main.ts preview <email> [file.html]\n' +
  '       npx tsx server/src/digest/main.ts run';

const fromWhereRun = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function main([command, email, file]: string[]): Promise<number> {
  if (command !== 'preview' && command !== 'run') {
    console.error(USAGE);
    return 2;
  }
  if (command === 'preview' && !email) {
    console.error(`Whose digest? ${USAGE}`);
    return 2;
  }
  // This process runs the job itself, once, and no timer.
  const config = loadConfig({
    ...process.env,
    DIGEST_INTERVAL_MINUTES: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const database = openConfiguredDatabase(config);
  // As `npm start` does: an empty database is migrated and gets the demo data (unless SEED=none).
  await underStartupLock(database, async () => {
    await migrateToLatest(database);
    if (config.seed === 'demo') await seedDemoData(database.db, config);
  });
  const { app, services } = await buildPortal({ config, database });
  try {
    if (command === 'run') {
      const pass = await services.digest.runOnce();
      console.log(
        `Digests: ${pass.sent} sent, ${pass.empty} with nothing new (not sent), ${pass.failed} failed.`,
      );
      return pass.failed > 0 ? 1 : 0;
    }
    const mail = await services.digest.preview(email!);
    if (!mail) {
      console.log(`Nothing is new for ${email} (or there is no such account): no digest would be sent.`);
      return 0;
    }
    const target = file ? fromWhereRun(file) : path.join(config.dataDir, 'digest-preview.html');
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, mail.html);
    await fs.writeFile(`${target.replace(/\.html?$/, '')}.txt`, mail.text);
    console.log(`"${mail.subject}" for ${mail.to}: HTML written to ${target}, the plain text beside it.`);
    return 0;
  } finally {
    await app.close();
    await database.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
