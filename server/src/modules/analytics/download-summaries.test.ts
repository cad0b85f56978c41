import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/kysely.ts';
import { migrateTo, migrateToLatest } from '../../db/migrate.ts';
import { emptyDatabase } from '../../test/test-app.ts';
import {
  type DownloadFilter,
  recordDownloads,
  selectPerDay,
  selectPerOperator,
  selectPerRegion,
  selectTopAssets,
  selectTopGames,
  selectTotals,
} from './analytics.repository.ts';
import type { DownloadRecordRow } from './recorder.ts';

/**
 * The dashboard reads the per-day summaries of migration 011, not the records: whatever way the
 * records arrive (batches with repeated keys, two writers at once, stored before the migration), the
 * summaries must say what a count over the records says.
 */
describe('download summaries', () => {
  let database: Db;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ database, close } = await emptyDatabase());
  });
  afterEach(() => close());

  /** Records over five days from a fixed pseudo-random sequence; some without operator, region, game or user. */
  function makeRecords(count: number, seed: number): DownloadRecordRow[] {
    let state = seed;
    const next = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % n;
    };
    return Array.from({ length: count }, () => {
      const day = `2026-03-0${1 + next(5)}`;
      const asset = 1 + next(12);
      const user = next(9);
      return {
        downloaded_at: `${day}T${String(next(24)).padStart(2, '0')}:00:00.000Z`,
        day,
        kind: asset % 4 === 0 ? 'zip' : 'file',
        asset_id: asset,
        asset_name: `Asset ${asset}`,
        game_id: asset % 3 === 0 ? null : 100 + (asset % 3),
        user_id: user === 0 ? null : user,
        operator_id: user % 3 === 0 ? null : 10 + (user % 3),
        region: user % 4 === 0 ? null : `region-${user % 4}`,
        bytes: 1 + next(1_000_000) * 1000,
      };
    });
  }

  /** What the dashboard's queries must answer, counted from the records themselves. */
  function countedFrom(records: DownloadRecordRow[], filter: DownloadFilter) {
    const rows = records.filter(
      (row) =>
        row.day >= filter.from &&
        row.day <= filter.to &&
        (filter.operator === undefined ||
          (filter.operator === 'none' ? row.operator_id === null : row.operator_id === filter.operator)),
    );
    const tally = <K>(key: (row: DownloadRecordRow) => K) => {
      const map = new Map<K, { downloads: number; bytes: number }>();
      for (const row of rows) {
        const entry = map.get(key(row)) ?? { downloads: 0, bytes: 0 };
        entry.downloads += 1;
        entry.bytes += Number(row.bytes);
        map.set(key(row), entry);
      }
      return map;
    };
    return {
      totals: {
        downloads: rows.length,
        zips: rows.filter((row) => row.kind === 'zip').length,
        bytes: rows.reduce((sum, row) => sum + Number(row.bytes), 0),
        users: new Set(rows.flatMap((row) => (row.user_id ? [row.user_id] : []))).size,
      },
      perDay: tally((row) => row.day),
      perAsset: tally((row) => `${row.asset_id}:${row.kind}`),
      perGame: tally((row) => row.game_id ?? null),
      perOperator: tally((row) => row.operator_id ?? null),
      perRegion: tally((row) => row.region ?? null),
    };
  }

  async function expectSummariesToMatch(records: DownloadRecordRow[]) {
    const filters: DownloadFilter[] = [
      { from: '2026-03-01', to: '2026-03-05' },
      { from: '2026-03-02', to: '2026-03-03' },
      { from: '2026-03-01', to: '2026-03-05', operator: 11 },
      { from: '2026-03-01', to: '2026-03-05', operator: 'none' },
      { from: '2026-03-06', to: '2026-03-09' },
    ];
    for (const filter of filters) {
      const want = countedFrom(records, filter);
      const { db } = database;
      const totals = await selectTotals(db, filter);
      expect({
        downloads: Number(totals.downloads),
        zips: Number(totals.zips),
        bytes: Number(totals.bytes),
        users: Number(totals.users),
      }).toEqual(want.totals);

      const perDay = await selectPerDay(db, filter);
      expect(new Map(perDay.map((row) => [row.day, figures(row)]))).toEqual(want.perDay);
      const assets = await selectTopAssets(db, filter, 50);
      expect(new Map(assets.map((row) => [`${row.asset_id}:${row.kind}`, figures(row)]))).toEqual(
        want.perAsset,
      );
      const games = await selectTopGames(db, filter, 50);
      want.perGame.delete(null);
      expect(new Map(games.map((row) => [row.game_id, figures(row)]))).toEqual(want.perGame);
      const operators = await selectPerOperator(db, filter);
      expect(new Map(operators.map((row) => [row.operator_id, figures(row)]))).toEqual(want.perOperator);
      const regions = await selectPerRegion(db, filter);
      expect(new Map(regions.map((row) => [row.region, Number(row.downloads)]))).toEqual(
        new Map([...want.perRegion].map(([region, { downloads }]) => [region, downloads])),
      );
      // Most downloaded first.
      const counts = assets.map((row) => Number(row.downloads));
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
  }

  const figures = (row: { downloads: number | string; bytes: number | string }) => ({
    downloads: Number(row.downloads),
    bytes: Number(row.bytes),
  });

  it('agree with the records, whatever the batches', async () => {
    await migrateToLatest(database);
    const records = makeRecords(700, 7);
    // Batches of every size, so keys repeat within a batch and across batches.
    for (const [start, end] of [
      [0, 1],
      [1, 2],
      [2, 300],
      [300, 301],
      [301, 700],
    ] as const) {
      await recordDownloads(database.db, records.slice(start, end));
    }
    await recordDownloads(database.db, []);
    const stored = await database.db
      .selectFrom('download_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(700);
    await expectSummariesToMatch(records);
  });

  it('agree with the records when two writers add to the same days at once', async () => {
    await migrateToLatest(database);
    const first = makeRecords(400, 11);
    const second = makeRecords(400, 12);
    await Promise.all([
      recordDownloads(database.db, first.slice(0, 200)),
      recordDownloads(database.db, second.slice(0, 200)),
      recordDownloads(database.db, first.slice(200)),
      recordDownloads(database.db, second.slice(200)),
    ]);
    await expectSummariesToMatch([...first, ...second]);
  });

  it('are filled by migration 011 from the records stored before it', async () => {
    await migrateTo(database, '010_download_names_in_day_index');
    const records = makeRecords(500, 3);
    await database.db.insertInto('download_records').values(records).execute();
    await migrateToLatest(database);
    await expectSummariesToMatch(records);

    // And kept from then on.
    const later = makeRecords(100, 4);
    await recordDownloads(database.db, later);
    await expectSummariesToMatch([...records, ...later]);
  });

  it('keep the name an asset was last recorded under', async () => {
    await migrateToLatest(database);
    const [record] = makeRecords(1, 5);
    await recordDownloads(database.db, [record!]);
    await recordDownloads(database.db, [{ ...record!, asset_name: 'A renamed asset' }]);
    const [top] = await selectTopAssets(database.db, { from: record!.day, to: record!.day }, 1);
    expect(top).toMatchObject({ asset_id: record!.asset_id, recorded_name: 'A renamed asset' });
    expect(Number(top!.downloads)).toBe(2);
  });
});
