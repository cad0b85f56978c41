import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../kysely.ts';
import { childTable, createIndex, idColumn } from './columns.ts';

/** The columns of download_records_day_idx as made here; migration 010 rebuilds it with one more. */
export const dayIndexColumns = [
  'day',
  'operator_id',
  'asset_id',
  'kind',
  'game_id',
  'region',
  'user_id',
  'bytes',
];

/**
 * The roadmap plan and the record of downloads (issue 12). Migrations 007 (people) and 008 (news)
 * come from other branches; each migration stands alone, so the order they land in does not matter.
 *
 * roadmap_months: the month ('YYYY-MM') a game on the pipeline is planned for, per region.
 * download_records: one row per file or zip download. It points at nothing by foreign key, so the
 * history outlives deleted assets, games, users and operators; the asset's name is copied for that
 * reason. `day` ('YYYY-MM-DD', UTC) is what the dashboard groups by, in the same text on both databases.
 */
export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await childTable(db, 'roadmap_months', 'game_id', 'games')
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('roadmap_months_pk', ['game_id', 'region'])
        .execute();

      await idColumn(db.schema.createTable('download_records'), dialect)
        .addColumn('downloaded_at', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('asset_id', 'integer', (c) => c.notNull())
        .addColumn('asset_name', 'text', (c) => c.notNull())
        .addColumn('game_id', 'integer')
        .addColumn('user_id', 'integer')
        .addColumn('operator_id', 'integer')
        .addColumn('region', 'text')
        .addColumn('bytes', 'bigint', (c) => c.notNull())
        .execute();
      // The dashboard reads a span of days, all operators or one: each query is a range scan of one
      // of these, covering every column it groups or sums, so the table itself is never read.
      await createIndex(db, 'download_records_day_idx', 'download_records', dayIndexColumns);
      // The CSV export reads records in time order, page by page.
      await createIndex(db, 'download_records_time_idx', 'download_records', ['downloaded_at', 'id']);
    },
  };
}
