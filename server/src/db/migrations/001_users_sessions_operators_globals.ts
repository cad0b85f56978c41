import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../kysely.ts';
import {
  childTable,
  clearedWith,
  createIndex,
  deletedWith,
  idColumn,
  keyedTable,
  timestamps,
} from './columns.ts';

export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('operators'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('logo_link', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await childTable(db, 'operator_regions', 'operator_id', 'operators')
        .addColumn('region', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('operator_regions_pk', ['operator_id', 'region'])
        .execute();
      await idColumn(db.schema.createTable('users'), dialect)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('surname', 'text', (c) => c.notNull())
        .addColumn('user_type', 'text', (c) => c.notNull())
        .addColumn('user_group', 'text', (c) => c.notNull())
        .addColumn('track_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('hash', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('password_hash', 'text')
        .addColumn('operator_id', 'integer', clearedWith('operators'))
        .addColumn('guest_slug', 'text', (c) => c.unique())
        .addColumn('guest_expiry_start', 'text')
        .addColumn('guest_expiry_days', 'integer')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .$call(timestamps)
        .execute();
      await childTable(db, 'user_regions', 'user_id', 'users')
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('user_regions_pk', ['user_id', 'region'])
        .execute();
      await keyedTable(db, 'sessions', 'id')
        .addColumn('user_id', 'integer', deletedWith('users'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await createIndex(db, 'sessions_user_idx', 'sessions', ['user_id']);
      await keyedTable(db, 'globals', 'key')
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
