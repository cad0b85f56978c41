import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../kysely.ts';
import { clearedWith, createIndex, idColumn } from './columns.ts';

export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('logs'), dialect)
        .addColumn('user_id', 'integer', clearedWith('users'))
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('game_id', 'integer')
        .addColumn('data', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'logs_created_idx', 'logs', ['created_at']);
    },
  };
}
