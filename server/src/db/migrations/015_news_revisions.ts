import type { Kysely, Migration } from 'kysely';
import { childTable, clearedWith } from './columns.ts';

/**
 * News stories get revisions as pages have (issue 28 item 16, decision 070): `revision` on the story is
 * the version an editor starts from (0 for a story saved before this migration), and every save keeps
 * the story as it was saved in `news_revisions`, which goes with its story.
 */
export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('news_stories')
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await childTable(db, 'news_revisions', 'news_id', 'news_stories')
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('saved_at', 'text', (c) => c.notNull())
        .addColumn('saved_by_id', 'integer', clearedWith('users'))
        // The name as it was when saved: the revision still says who, after the account is gone.
        .addColumn('saved_by', 'text')
        .addPrimaryKeyConstraint('news_revisions_pk', ['news_id', 'revision'])
        .execute();
    },
  };
}
