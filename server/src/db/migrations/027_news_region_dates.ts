import type { Kysely, Migration } from 'kysely';
import { childTable } from './columns.ts';

/**
 * A story can be scheduled per region (issue 31 item 4, decision 151): `news_region_dates` holds, for
 * a region, the calendar day ('YYYY-MM-DD', UTC) the story comes out there. It goes with its story.
 */
export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await childTable(db, 'news_region_dates', 'news_id', 'news_stories')
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('publish_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('news_region_dates_pk', ['news_id', 'region'])
        .execute();
    },
  };
}
