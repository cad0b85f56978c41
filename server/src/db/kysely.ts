import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema in use when not the default one. */
  pgSchema?: string;
  destroy(): Promise<void>;
}

// PostgreSQL answers COUNT(*) and BIGINT as strings; ours are small, so read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DbOptions {
  /** postgres://… for PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests run each file in a fresh one). */
  pgSchema?: string;
}

export function openDatabase(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', pgSchema: options.pgSchema, destroy: () => db.destroy() };
  }
  if (!options.sqliteFile) throw new Error('openDatabase needs a databaseUrl or an sqliteFile');
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
