import type { Kysely, Migration } from 'kysely';

/**
 * Issue 28 item 1: the draw-games pages' copy lives in their content documents (populardrawgamespage,
 * highfrequencydrawgamespage, enhancedfeaturespage), which the public page reads and the content
 * editor edits; the `{kind}-content` calls read and write those documents. The separate table they
 * used to write, which no page read, goes.
 */
export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('draw_game_contents').execute();
    },
  };
}
