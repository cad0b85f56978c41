import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../kysely.ts';
import { childTable, clearedWith, createIndex, idColumn, keyedTable, timestamps } from './columns.ts';

/**
 * News and events (SPEC §3 'News'): one row per story with its tags and regions in child tables, the
 * cover an image of the `news` asset tree; and the content documents of the public pages with every
 * saved revision. Times are ISO 8601 UTC text, so `publish_at <= now` is a string comparison (002).
 */
export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('news_stories'), dialect)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('publish_at', 'text', (c) => c.notNull())
        .addColumn('cover_asset_id', 'integer', clearedWith('assets'))
        .addColumn('event_start', 'text')
        .addColumn('event_end', 'text')
        .addColumn('event_place', 'text')
        .addColumn('created_by', 'integer', clearedWith('users'))
        .addColumn('updated_by', 'integer', clearedWith('users'))
        .$call(timestamps)
        .execute();
      await createIndex(db, 'news_stories_public_idx', 'news_stories', ['status', 'publish_at']);

      await childTable(db, 'news_tags', 'news_id', 'news_stories')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('tag', 'text', (c) => c.notNull())
        // The tag lower-cased in JavaScript, so a tag filter matches any case alike on both databases.
        .addColumn('tag_key', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('news_tags_pk', ['news_id', 'tag_key'])
        .execute();
      await createIndex(db, 'news_tags_key_idx', 'news_tags', ['tag_key']);

      await childTable(db, 'news_regions', 'news_id', 'news_stories')
        .addColumn('region', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('news_regions_pk', ['news_id', 'region'])
        .execute();
      await createIndex(db, 'news_regions_region_idx', 'news_regions', ['region']);

      await keyedTable(db, 'content_documents', 'page')
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute();

      await db.schema
        .createTable('content_revisions')
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('saved_at', 'text', (c) => c.notNull())
        .addColumn('saved_by_id', 'integer', clearedWith('users'))
        // The name as it was when saved: the revision still says who, after the account is gone.
        .addColumn('saved_by', 'text')
        .addPrimaryKeyConstraint('content_revisions_pk', ['page', 'revision'])
        .execute();
    },
  };
}
