import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../kysely.ts';

/**
 * Per-day summaries of download_records, kept by the same transaction that stores the records
 * (recordDownloads), so the dashboard reads a few rows a day instead of every download: over a
 * million records, 250,000 of them in the dashboard's 30 days, the record scans took ~400 ms on
 * SQLite and up to 2 s on PostgreSQL (bench/analytics/downloads-query.ts), against a 300 ms target.
 *
 * Each table's primary key is the range the dashboard reads. Keys hold no NULL (both databases let
 * NULLs repeat in a unique key, which would defeat the upsert): operator_key and game_key are 0 for
 * none (ids start at 1), region_key '' for none. The repository maps them back.
 *
 * - download_day_totals: downloads, zips and bytes per day and operator (totals, per day, per operator).
 * - download_day_assets: per day, asset and kind over all operators, with the game whose tree held the
 *   asset and a name it was recorded under (top assets and top games; a few hundred rows a day).
 * - download_operator_day_assets: the same per operator, keyed by operator first, so the dashboard's
 *   operator filter reads that operator's rows alone.
 * - download_day_regions: per day, operator and user region.
 * - download_day_users: who downloaded, per day and operator, for the count of distinct users.
 *
 * The records already stored are summarised here once.
 */
export function migration(dialect: Dialect): Migration {
  // SQLite keeps a WITHOUT ROWID table in its primary key's order, so a range of days is one read.
  const clustered = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table;

  return {
    async up(db: Kysely<unknown>) {
      await clustered(
        db.schema
          .createTable('download_day_totals')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('operator_key', 'integer', (c) => c.notNull())
          .addColumn('downloads', 'integer', (c) => c.notNull())
          .addColumn('zips', 'integer', (c) => c.notNull())
          .addColumn('bytes', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('download_day_totals_pk', ['day', 'operator_key']),
      ).execute();

      // The same counts over all operators, and per operator with the operator first in the key.
      const assetColumns = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
        table
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('asset_id', 'integer', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('game_key', 'integer', (c) => c.notNull())
          .addColumn('asset_name', 'text', (c) => c.notNull())
          .addColumn('downloads', 'integer', (c) => c.notNull())
          .addColumn('bytes', 'bigint', (c) => c.notNull());
      await clustered(
        assetColumns(db.schema.createTable('download_day_assets')).addPrimaryKeyConstraint(
          'download_day_assets_pk',
          ['day', 'asset_id', 'kind', 'game_key'],
        ),
      ).execute();
      await clustered(
        assetColumns(
          db.schema
            .createTable('download_operator_day_assets')
            .addColumn('operator_key', 'integer', (c) => c.notNull()),
        ).addPrimaryKeyConstraint('download_operator_day_assets_pk', [
          'operator_key',
          'day',
          'asset_id',
          'kind',
          'game_key',
        ]),
      ).execute();

      // Downloads per day, operator and one more key: the user's region, or the user.
      const downloadsPer = (table: string, key: string, type: 'text' | 'integer') =>
        clustered(
          db.schema
            .createTable(table)
            .addColumn('day', 'text', (c) => c.notNull())
            .addColumn('operator_key', 'integer', (c) => c.notNull())
            .addColumn(key, type, (c) => c.notNull())
            .addColumn('downloads', 'integer', (c) => c.notNull())
            .addPrimaryKeyConstraint(`${table}_pk`, ['day', 'operator_key', key]),
        ).execute();
      await downloadsPer('download_day_regions', 'region_key', 'text');
      await downloadsPer('download_day_users', 'user_id', 'integer');

      const operatorKey = sql`coalesce(operator_id, 0)`;
      await sql`
        insert into download_day_totals (day, operator_key, downloads, zips, bytes)
        select day, ${operatorKey}, count(*), sum(case when kind = 'zip' then 1 else 0 end), sum(bytes)
        from download_records group by day, ${operatorKey}`.execute(db);
      await sql`
        insert into download_day_assets (day, asset_id, kind, game_key, asset_name, downloads, bytes)
        select day, asset_id, kind, coalesce(game_id, 0), max(asset_name), count(*), sum(bytes)
        from download_records group by day, asset_id, kind, coalesce(game_id, 0)`.execute(db);
      await sql`
        insert into download_operator_day_assets
          (operator_key, day, asset_id, kind, game_key, asset_name, downloads, bytes)
        select ${operatorKey}, day, asset_id, kind, coalesce(game_id, 0), max(asset_name), count(*), sum(bytes)
        from download_records group by ${operatorKey}, day, asset_id, kind, coalesce(game_id, 0)`.execute(db);
      await sql`
        insert into download_day_regions (day, operator_key, region_key, downloads)
        select day, ${operatorKey}, coalesce(region, ''), count(*)
        from download_records group by day, ${operatorKey}, coalesce(region, '')`.execute(db);
      await sql`
        insert into download_day_users (day, operator_key, user_id, downloads)
        select day, ${operatorKey}, user_id, count(*)
        from download_records where user_id is not null group by day, ${operatorKey}, user_id`.execute(db);
    },
  };
}
