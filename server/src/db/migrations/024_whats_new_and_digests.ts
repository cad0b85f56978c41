import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../kysely.ts';
import { createIndex, deletedWith } from './columns.ts';

/**
 * What is new for each user and their e-mail digest (issue 29 items 3 and 4, decisions 135–137):
 * where each user's count starts (their last visit), the digest each chose (no row: the default,
 * weekly), and one row per user and digest period, inserted as the claim that makes exactly one
 * instance send it, then completed with what was sent. Assets get an index on when they were added.
 */
export function migration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('whats_new_visits')
        .addColumn('user_id', 'integer', (c) => deletedWith('users')(c).primaryKey())
        .addColumn('last_active_at', 'text', (c) => c.notNull())
        .addColumn('since', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('digest_subscriptions')
        .addColumn('user_id', 'integer', (c) => deletedWith('users')(c).primaryKey())
        .addColumn('frequency', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('digest_runs')
        .addColumn('user_id', 'integer', deletedWith('users'))
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('frequency', 'text', (c) => c.notNull())
        .addColumn('claimed_at', 'text', (c) => c.notNull())
        .addColumn('claimed_by', 'text', (c) => c.notNull())
        .addColumn('covers_from', 'text', (c) => c.notNull())
        .addColumn('covers_until', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text')
        .addColumn('item_count', 'integer')
        .addColumn('sent_at', 'text')
        .addPrimaryKeyConstraint('digest_runs_pk', ['user_id', 'period'])
        .execute();
      await createIndex(db, 'assets_created_idx', 'assets', ['created_at']);
    },
  };
}
