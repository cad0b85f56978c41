import { sql } from 'kysely';
import type { Db } from './kysely.ts';

/**
 * Runs `work` while holding the lock `name`, shared by every instance on the same PostgreSQL
 * database: a session advisory lock named after the schema too, held on a connection of its own
 * while `work` uses the pool. SQLite serves one process, which needs no lock (issue 14).
 */
async function underAdvisoryLock<T>(database: Db, name: string, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    const key = sql`hashtext(${sql.lit(`${name}:`)} || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/** Migrations and the demo seed: instances starting together take turns, the second finds it done. */
export const underStartupLock = <T>(database: Db, work: () => Promise<T>) =>
  underAdvisoryLock(database, 'portal-startup', work);

/**
 * Committing blobs with their rows, and deleting blobs no row references, on every instance sharing
 * one STORAGE_DIR: never at once, so no blob is swept between its commit and its row's insert.
 */
export const underStorageLock = <T>(database: Db, work: () => Promise<T>) =>
  underAdvisoryLock(database, 'portal-storage', work);
