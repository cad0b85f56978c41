import type { Kysely, Migration } from 'kysely';
import { sanitiseDescription } from '../../lib/rich-text.ts';
import { clearedWith } from './columns.ts';

const DRAW_GAME_TABLES = ['popular_draw_games', 'frequency_draw_games', 'enhanced_features'] as const;

interface Tables {
  games: { id: number; description: string };
  popular_draw_games: { id: number; details: string };
  frequency_draw_games: { id: number; details: string };
  enhanced_features: { id: number; details: string };
}

/**
 * Issue 28 item 6 (decision 090). Descriptions of games and draw games are the rich-text editor's
 * HTML from now on: those written in the old text box (plain text, escaped HTML, HTML without
 * paragraphs) are rewritten as what they meant, by the rule every save applies. Draw games get
 * revisions as stories have (decision 070): `revision` on each item (0 for one saved before this),
 * and every save keeps the item's words in `draw_game_revisions`. As with their slots, `kind` says
 * which table `draw_game_id` belongs to, and the repository's delete takes the rows with the item.
 */
export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const data = db as unknown as Kysely<Tables>;
      for (const game of await data.selectFrom('games').select(['id', 'description']).execute()) {
        const description = sanitiseDescription(game.description);
        if (description !== game.description)
          await data.updateTable('games').set({ description }).where('id', '=', game.id).execute();
      }
      for (const table of DRAW_GAME_TABLES) {
        for (const item of await data.selectFrom(table).select(['id', 'details']).execute()) {
          const details = JSON.parse(item.details) as { description?: unknown };
          if (typeof details.description !== 'string') continue;
          const description = sanitiseDescription(details.description);
          if (description === details.description) continue;
          await data
            .updateTable(table)
            .set({ details: JSON.stringify({ ...details, description }) })
            .where('id', '=', item.id)
            .execute();
        }
        await db.schema
          .alterTable(table)
          .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      await db.schema
        .createTable('draw_game_revisions')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('draw_game_id', 'integer', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('saved_at', 'text', (c) => c.notNull())
        .addColumn('saved_by_id', 'integer', clearedWith('users'))
        .addColumn('saved_by', 'text')
        .addPrimaryKeyConstraint('draw_game_revisions_pk', ['kind', 'draw_game_id', 'revision'])
        .execute();
    },
  };
}
