import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * better-sqlite3 under Kysely prepares every query afresh, and preparing costs more than running the
 * short queries most calls make (a quarter of GET /api/user/active's time). The same SQL text gets the
 * same prepared statement, up to `max` of them (the oldest goes); one that is still being iterated is
 * never handed out twice. SQLite re-prepares a statement by itself when the schema changes.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > max) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}
