import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../kysely.ts';
import { createIndex, idColumn, timestamps } from './columns.ts';

/**
 * One table for the folders and files of every asset tree (the library, the document centres, each
 * game's and popular draw game's centre, each user's folder). A root is a row without a parent and
 * with a unique root_key; every row carries its tree's root_key, so a tree is one indexed lookup.
 */
export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('assets'), dialect)
        .addColumn('parent_id', 'integer', (c) => c.references('assets.id').onDelete('cascade'))
        .addColumn('root_key', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('blob_sha256', 'text')
        .addColumn('size', 'bigint')
        .addColumn('mime_type', 'text')
        .addColumn('icon_override', 'text')
        .addColumn('thumbnail_sha256', 'text')
        .addColumn('preview_sha256', 'text')
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('is_hero', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(timestamps)
        // Also the index on parent_id: listings and the cascade look children up by its first column.
        .addUniqueConstraint('assets_parent_name_unique', ['parent_id', 'name'])
        .execute();
      await db.schema
        .createIndex('assets_root_key_unique')
        .on('assets')
        .column('root_key')
        .unique()
        .where(sql.ref('parent_id'), 'is', null)
        .execute();
      await createIndex(db, 'assets_root_key_idx', 'assets', ['root_key']);
      for (const column of ['blob_sha256', 'thumbnail_sha256', 'preview_sha256']) {
        await createIndex(db, `assets_${column}_idx`, 'assets', [column]);
      }
    },
  };
}
