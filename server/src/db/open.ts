import path from 'node:path';
import type { Config } from '../config.ts';
import { type Db, openDatabase } from './kysely.ts';

/** The configured database: PostgreSQL at DATABASE_URL, else SQLite under DATA_DIR. Not yet migrated. */
export function openConfiguredDatabase(config: Config): Db {
  return openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { sqliteFile: path.join(config.dataDir, 'portal.sqlite') },
  );
}
