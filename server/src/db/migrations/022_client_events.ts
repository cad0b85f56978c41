import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../kysely.ts';
import { clearedWith, createIndex, idColumn } from './columns.ts';

/**
 * Events the app reports through logs/create get a table of their own (issue 28 item 15, decision
 * 080): the audit trail in `logs` is written by the server alone. The rows logs/create wrote into
 * `logs` before cannot be told apart from the server's, except those about a user (only the server
 * set target_user_id), so all the others move here, where they read as reported by the client.
 */
export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('client_events'), dialect)
        .addColumn('author_id', 'integer', clearedWith('users'))
        .addColumn('reported_user', 'text')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('game_id', 'integer')
        .addColumn('data', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'client_events_created_idx', 'client_events', ['created_at']);
      // What the per-minute limit counts.
      await createIndex(db, 'client_events_author_idx', 'client_events', ['author_id', 'created_at']);
      await sql`insert into client_events (author_id, description, game_id, data, created_at)
        select user_id, description, game_id, data, created_at from logs
        where target_user_id is null order by id`.execute(db);
      await sql`delete from logs where target_user_id is null`.execute(db);
    },
  };
}
