import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../kysely.ts';
import { idColumn } from './columns.ts';

export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('operators'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('logo_link', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('operator_regions')
        .addColumn('operator_id', 'integer', (c) =>
          c.notNull().references('operators.id').onDelete('cascade'),
        )
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
        .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('set null'))
        .addColumn('guest_slug', 'text', (c) => c.unique())
        .addColumn('guest_expiry_start', 'text')
        .addColumn('guest_expiry_days', 'integer')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('user_regions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('user_regions_pk', ['user_id', 'region'])
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('globals')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
