import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/test-app.ts';
import type { Db } from './kysely.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

/**
 * Migration 021 (issue 28 item 6, decision 090): descriptions written in the old text box read as
 * their writers meant once the rich-text editor shows them; draw games start at revision 0.
 */
describe('migration 021: rich descriptions', () => {
  let database: Db;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ database, close } = await emptyDatabase());
  });
  afterEach(() => close());

  const now = new Date().toISOString();

  it('rewrites plain, escaped and paragraph-less descriptions as HTML, and leaves HTML as it was', async () => {
    await migrateTo(database, '015_news_revisions');
    const before = database.db as unknown as Db['db'];
    const descriptions = {
      plain: 'Tom &amp; Jerry\n\nTwo lines\nof text',
      escaped: '&lt;p&gt;Pick five&lt;/p&gt;&lt;p&gt;Rock &amp;#39;n&amp;#39; roll&lt;/p&gt;',
      html: '<p><strong>Bright</strong> &amp; bold</p><p>Twice</p>',
    };
    for (const [name, description] of Object.entries(descriptions)) {
      await before
        .insertInto('games')
        .values({ game_name: name, name_key: name, description, created_at: now, updated_at: now } as never)
        .execute();
    }
    const details = { tagline: 'Fast', description: 'Draws & prizes\n\nEvery 4 minutes', highlights: [] };
    await before
      .insertInto('frequency_draw_games')
      .values({ name: 'Keno', live: 1, details: JSON.stringify(details), created_at: now, updated_at: now })
      .execute();

    await migrateToLatest(database);
    const games = await database.db.selectFrom('games').select(['game_name', 'description']).execute();
    expect(Object.fromEntries(games.map((game) => [game.game_name, game.description]))).toEqual({
      plain: '<p>Tom &amp; Jerry</p><p>Two lines<br />of text</p>',
      escaped: "<p>Pick five</p><p>Rock 'n' roll</p>",
      html: descriptions.html,
    });
    const [keno] = await database.db.selectFrom('frequency_draw_games').selectAll().execute();
    expect(JSON.parse(keno!.details)).toEqual({
      ...details,
      description: '<p>Draws &amp; prizes</p><p>Every 4 minutes</p>',
    });
    expect(keno!.revision).toBe(0);
  });
});
