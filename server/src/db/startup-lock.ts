import { sql } from 'kysely';
import type { Db } from './kysely.ts';

/**
 * Runs `work` (migrations, the demo seed) while holding the start-up lock. On PostgreSQL it is a
 * session advisory lock named after the schema, held on a connection of its own, so instances that
 * start together take turns and the second finds the work done (issue 14). SQLite serves one
 * process, which needs no lock.
 */
export async function underStartupLock<T>(database: Db, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    const key = sql`hashtext('portal-startup:' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
