import path from 'node:path';
import type { Config } from '../config.ts';
import { type Db, openDatabase } from './kysely.ts';
import { migrateToLatest } from './migrate.ts';

/** The configured database, migrated to the latest schema. */
export async function openMigratedDatabase(config: Config): Promise<Db> {
  const database = openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { sqliteFile: path.join(config.dataDir, 'portal.sqlite') },
  );
  await migrateToLatest(database);
  return database;
}
