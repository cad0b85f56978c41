import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../kysely.ts';
import { assetSlotColumns, childTable, createIndex, idColumn, timestamps } from './columns.ts';

/**
 * Games (SPEC §3): one row of scalar fields, a child table per list. Flags are 0/1 and dates
 * 'YYYY-MM-DD' text (decision 002). Artwork and downloads are items of the asset library that a
 * game points at per slot; the game's own files live in the asset tree with root key `game:{id}`.
 */
export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('games'), dialect)
        .addColumn('game_name', 'text', (c) => c.notNull())
        // The name lower-cased in JavaScript, so game/name matches any case the same way on both databases.
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('roadmap', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('live', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('release_date', 'text')
        .addColumn('display_release_date', 'text')
        .addColumn('is_release_date_per_region', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('game_type', 'text', (c) => c.notNull().defaultTo('None'))
        .addColumn('mechanic', 'text', (c) => c.notNull().defaultTo('None'))
        .addColumn('demo_override', 'text')
        .addColumn('demo_fallback', 'text')
        .addColumn('demo_technology', 'text')
        .addColumn('demo_environment', 'text')
        .addColumn('demo_currency', 'text')
        .addColumn('demo_software_id', 'text')
        .addColumn('software_id', 'text')
        .$call(timestamps)
        .execute();

      await childTable(db, 'game_regions', 'game_id', 'games')
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('release_date', 'text')
        .addColumn('display_release_date', 'text')
        .addPrimaryKeyConstraint('game_regions_pk', ['game_id', 'region'])
        .execute();

      for (const table of ['game_channels', 'game_features', 'game_themes'] as const) {
        await childTable(db, table, 'game_id', 'games')
          .addColumn('value', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, ['game_id', 'value'])
          .execute();
      }

      await childTable(db, 'game_software_ids', 'game_id', 'games')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('software_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_software_ids_pk', ['game_id', 'position'])
        .execute();

      await childTable(db, 'game_videos', 'game_id', 'games')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('video', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_videos_pk', ['game_id', 'position'])
        .execute();

      await childTable(db, 'game_assets', 'game_id', 'games')
        .$call(assetSlotColumns)
        .addPrimaryKeyConstraint('game_assets_pk', ['game_id', 'slot', 'position'])
        .execute();
      // Deleting a game asks which of its files other records still point at.
      await createIndex(db, 'game_assets_asset_idx', 'game_assets', ['asset_id']);
    },
  };
}
