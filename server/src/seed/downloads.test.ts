import type { DownloadAnalytics } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { assetClient, MINIMAL_PDF } from '../modules/assets/test-support.ts';
import { createFolder, createGame } from '../test/factories.ts';
import { testAppForSuite } from '../test/test-app.ts';
import { seedDownloads } from './downloads.ts';

/** The demo operators and accounts, a few games with files, then the seeded download history. */
describe('demo seed: recorded downloads', () => {
  const t = testAppForSuite();
  let sa: string;
  let seeded: number;
  let seconds: number;

  beforeAll(async () => {
    sa = await t.login('sa@demo.test');
    const api = assetClient(t);
    for (const name of ['Gold Rush', 'Silver Streak', 'Bronze Bingo']) {
      const game = await createGame(t, { gameName: name });
      const folder = await createFolder(t, { gameId: game.id, name: 'Sales kit' });
      const files = ['sheet.pdf', 'rules.pdf'].map((file) => ({
        name: file,
        content: MINIMAL_PDF,
        type: 'application/pdf',
      }));
      await api.putInto(folder.id, files, sa);
    }
    const started = performance.now();
    seeded = await seedDownloads(t.database.db, t.clock());
    seconds = (performance.now() - started) / 1000;
  });

  it('writes a few months of downloads quickly', async () => {
    expect(seeded).toBeGreaterThan(2000);
    expect(seconds).toBeLessThan(2);
    const oldest = await t.database.db
      .selectFrom('download_records')
      .select('day')
      .orderBy('day')
      .limit(1)
      .execute();
    expect(Date.now() - Date.parse(oldest[0]!.day)).toBeGreaterThan(90 * 86_400_000);
  });

  it('gives the dashboard real shapes: weekdays, operators, regions, games, files and zips', async () => {
    const response = await t.app.inject({
      url: '/api/analytics/downloads',
      headers: { 'consumer-token': sa },
    });
    const data: DownloadAnalytics = response.json().data;
    expect(data.totals.files).toBeGreaterThan(0);
    expect(data.totals.zips).toBeGreaterThan(0);
    expect(new Set(data.perDay.map((day) => day.downloads)).size).toBeGreaterThan(5);
    expect(data.perOperator.filter((row) => row.operatorId !== null).length).toBeGreaterThanOrEqual(3);
    expect(data.perOperator.some((row) => row.operatorId === null)).toBe(true);
    expect(data.perRegion.length).toBeGreaterThanOrEqual(4);
    expect(data.topGames.map((game) => game.gameName).sort()).toEqual([
      'Bronze Bingo',
      'Gold Rush',
      'Silver Streak',
    ]);
    const weekdays = data.perDay.filter((day) => ![0, 6].includes(new Date(day.date).getUTCDay()));
    const weekends = data.perDay.filter((day) => [0, 6].includes(new Date(day.date).getUTCDay()));
    const average = (days: typeof weekdays) =>
      days.reduce((sum, day) => sum + day.downloads, 0) / days.length;
    expect(average(weekdays)).toBeGreaterThan(2 * average(weekends));
  });
});
