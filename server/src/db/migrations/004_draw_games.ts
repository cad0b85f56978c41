import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../kysely.ts';
import { assetSlotColumns, childTable, createIndex, idColumn, keyedTable, timestamps } from './columns.ts';

/**
 * Popular draw games, frequency draw games (with channels) and enhanced features: a name, live, the
 * details their pages show as a JSON document, and asset slots like a game's. Each kind also has one
 * content document (the copy around its list).
 */
export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['popular_draw_games', 'frequency_draw_games', 'enhanced_features'] as const) {
        await idColumn(db.schema.createTable(table), dialect)
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('live', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
          .$call(timestamps)
          .execute();
      }

      await childTable(db, 'frequency_draw_game_channels', 'frequency_draw_game_id', 'frequency_draw_games')
        .addColumn('channel', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('frequency_draw_game_channels_pk', ['frequency_draw_game_id', 'channel'])
        .execute();

      // One slot table for the three kinds: `kind` says which table draw_game_id belongs to, so the
      // rows go with their item in the repository's delete rather than by a foreign key.
      await db.schema
        .createTable('draw_game_assets')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('draw_game_id', 'integer', (c) => c.notNull())
        .$call(assetSlotColumns)
        .addPrimaryKeyConstraint('draw_game_assets_pk', ['kind', 'draw_game_id', 'slot', 'position'])
        .execute();
      await createIndex(db, 'draw_game_assets_asset_idx', 'draw_game_assets', ['asset_id']);

      await keyedTable(db, 'draw_game_contents', 'kind')
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
