// `npx tsx bench/analytics/downloads-query.ts`: issue 12's figure for the dashboard's download
// analytics, "GET /api/analytics/downloads answers in under 300 ms over one million recorded
// downloads", on SQLite (a fresh file in the OS temp folder, opened and migrated as the server does)
// or, with BENCH_DATABASE_URL=postgres://…, on PostgreSQL (a fresh schema bench_analytics_<pid>,
// dropped at the end, as the server's tests do).
//
// It fills download_records of a database at migration 010 with BENCH_ROWS (1,000,000) rows spread
// over the 120 days up to now, in time order as the recorder appends them, 800 assets, a tenth of them folders downloaded as zips,
// most of the rest in 300 games; 5,000 users under 10 operators or none, in 80 regions; popular
// assets and users downloading more; then migration 011 summarises them per day (timed), as it
// would on an existing portal. Then it calls what the route calls, AnalyticsService.downloads,
// with the query the dashboard sends (no parameters: the 30 days ending today, every operator, top
// 10): one warm-up and BENCH_RUNS (15) timed calls, reported as median, p90 and max. Also timed: the
// same for one operator (the dashboard's filter), each repository query on its own, and the CSV
// export of the same 30 days (AnalyticsService.csv, read to the end), and what the recorder's write
// of a batch of 500 downloads (records and summaries, recordDownloads) costs on the filled database. BENCH_EXPLAIN=1 prints each
// query's plan (EXPLAIN QUERY PLAN; EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL), and so does a median
// over the target. The machine's load average is printed with the figures: they mean little above ~1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayIso } from '@portal/domain';
import { analyticsRange, DownloadAnalyticsQuery } from '@portal/domain/schemas';
import pg from 'pg';
import { type Db, openDatabase } from '../../server/src/db/kysely.ts';
import { migrateTo, migrateToLatest } from '../../server/src/db/migrate.ts';
import {
  type DownloadFilter,
  recordDownloads,
  selectPerDay,
  selectPerOperator,
  selectPerRegion,
  selectTopAssets,
  selectTopGames,
  selectTotals,
} from '../../server/src/modules/analytics/analytics.repository.ts';
import { AnalyticsService } from '../../server/src/modules/analytics/analytics.service.ts';
import type { DownloadRecordRow } from '../../server/src/modules/analytics/recorder.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const CSV_RUNS = 3;
const TARGET_MS = 300;
const DAY_MS = 86_400_000;
const SHAPE = { days: 120, assets: 800, games: 300, operators: 10, regions: 80, users: 5_000 };
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';

function log(message: string) {
  console.log(`analytics: ${message}`);
}

// What a record says about its asset and its user follows from their ids, the same way in the
// generator below and in the PostgreSQL insert: an asset is a folder (zip) or a file in a game or the
// library; a user belongs to an operator (or none: staff and guests) and has a default region.
const isFolder = (asset: number) => asset % 10 === 9;
const gameOf = (asset: number) => (asset % 10 < 7 ? 1 + ((asset * 13) % SHAPE.games) : null);
const operatorOf = (user: number) => (user % 7 === 0 ? null : 1 + (user % SHAPE.operators));
const regionOf = (user: number) =>
  user % 50 === 0 ? null : `R${String((user * 31) % SHAPE.regions).padStart(2, '0')}`;

/** mulberry32: the same rows every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Row `n` of ROWS: in time order, as the recorder appends them. */
function makeRow(next: () => number, now: number, n: number): DownloadRecordRow {
  const asset = 1 + Math.floor(next() ** 2 * SHAPE.assets);
  const user = 1 + Math.floor(next() ** 1.5 * SHAPE.users);
  const span = SHAPE.days * DAY_MS;
  const downloadedAt = new Date(now - span + (span * (n + next())) / ROWS).toISOString();
  const bytes = Math.floor(next() * 200_000_000);
  return {
    downloaded_at: downloadedAt,
    day: downloadedAt.slice(0, 10),
    kind: isFolder(asset) ? 'zip' : 'file',
    asset_id: asset,
    asset_name: `Asset ${asset}`,
    game_id: gameOf(asset),
    user_id: user,
    operator_id: operatorOf(user),
    region: regionOf(user),
    bytes: isFolder(asset) ? bytes * 8 : bytes,
  };
}

/** SQLite: one transaction of 1,000-row inserts, the statement compiled once and run again with each chunk's values. */
async function fillSqlite(database: Db, now: number) {
  const next = random(12);
  const chunk = (done: number) => Array.from({ length: 1000 }, (_, i) => makeRow(next, now, done + i));
  await database.db.transaction().execute(async (trx) => {
    const insert = trx.insertInto('download_records').values(chunk(0)).compile();
    for (let done = 0; done < ROWS; done += 1000) {
      const rows = done === 0 ? null : chunk(done);
      if (rows && done + 1000 > ROWS) {
        await trx
          .insertInto('download_records')
          .values(rows.slice(0, ROWS - done))
          .execute();
      } else await trx.executeQuery(rows ? { ...insert, parameters: rows.flatMap(Object.values) } : insert);
    }
  });
}

/** PostgreSQL: one insert … select from generate_series, the same shape in SQL; then what autovacuum would do. */
async function fillPostgres(client: pg.Client, now: number) {
  const { assets, games, operators, regions, users, days } = SHAPE;
  await client.query(
    `insert into download_records
       (downloaded_at, day, kind, asset_id, asset_name, game_id, user_id, operator_id, region, bytes)
     select at, left(at, 10),
       case when asset_id % 10 = 9 then 'zip' else 'file' end,
       asset_id, 'Asset ' || asset_id,
       case when asset_id % 10 < 7 then 1 + (asset_id * 13) % ${games} end,
       user_id,
       case when user_id % 7 <> 0 then 1 + user_id % ${operators} end,
       case when user_id % 50 <> 0 then 'R' || lpad(((user_id * 31) % ${regions})::text, 2, '0') end,
       case when asset_id % 10 = 9 then bytes * 8 else bytes end
     from (
       select
         to_char(($1::timestamptz - interval '${days} days' * (1 - (n - 1 + random()) / $2))
           at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
         1 + floor(power(random(), 2) * ${assets})::int as asset_id,
         1 + floor(power(random(), 1.5) * ${users})::int as user_id,
         floor(random() * 200000000)::bigint as bytes
       from generate_series(1, $2) as n
     ) g
     order by at`,
    [new Date(now).toISOString(), ROWS],
  );
}

interface Timing {
  median: number;
  p90: number;
  max: number;
}

/** One warm-up call, then `runs` timed ones (ms). */
async function timeIt(runs: number, call: () => Promise<unknown>): Promise<Timing> {
  await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await call();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const rank = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { median: rank(0.5), p90: rank(0.9), max: times[times.length - 1]! };
}

const ms = (t: Timing) => [t.median, t.p90, t.max].map((n) => n.toFixed(1));

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  console.log(
    `\n${rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n')}\n`,
  );
}

/** The SQL the service runs for the dashboard's call and for the CSV's first two pages, as the database receives it. */
async function capturedQueries(database: Db, query: DownloadAnalyticsQuery) {
  const executor = database.db.getExecutor();
  const queries: ReturnType<typeof executor.compileQuery>[] = [];
  const capturing = database.db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      queries.push(executor.compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  const service = new AnalyticsService(capturing, () => new Date());
  await service.downloads(query);
  const pages = queries.length;
  for await (const _ of service.csv(query).lines) if (queries.length > pages + 1) break;
  return queries;
}

async function explain(database: Db, query: DownloadAnalyticsQuery) {
  const prefix = database.dialect === 'sqlite' ? 'explain query plan' : 'explain (analyze, buffers)';
  for (const compiled of await capturedQueries(database, query)) {
    const { rows } = await database.db.executeQuery<Record<string, unknown>>({
      ...compiled,
      sql: `${prefix} ${compiled.sql}`,
    });
    console.log(`\n${compiled.sql}\n  [${compiled.parameters.join(', ')}]`);
    for (const row of rows) {
      console.log(`  ${database.dialect === 'sqlite' ? String(row.detail) : String(row['QUERY PLAN'])}`);
    }
  }
}

async function main() {
  const now = Date.now();
  let database: Db;
  let cleanup: () => Promise<void>;
  let client: pg.Client | null = null;
  let label: string;
  if (databaseUrl) {
    const schema = `bench_analytics_${process.pid}`;
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.query(`set search_path to ${schema}`);
    const version = (await client.query<{ server_version: string }>('show server_version')).rows[0]!;
    label = `PostgreSQL ${version.server_version} (schema ${schema})`;
    database = openDatabase({ databaseUrl, pgSchema: schema });
    const pgClient = client;
    cleanup = async () => {
      await database.destroy();
      await pgClient.query(`drop schema ${schema} cascade`);
      await pgClient.end();
    };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-analytics-'));
    label = `SQLite (${path.join(dataDir, 'portal.sqlite')})`;
    database = openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
    cleanup = async () => {
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

  try {
    await migrateTo(database, '010_download_names_in_day_index');
    log(`${label}: inserting ${ROWS.toLocaleString('en')} download records over ${SHAPE.days} days`);
    const fillStarted = Date.now();
    if (client) await fillPostgres(client, now);
    else await fillSqlite(database, now);
    log(`inserted in ${((Date.now() - fillStarted) / 1000).toFixed(1)} s`);
    const migrateStarted = Date.now();
    await migrateToLatest(database);
    if (client) await client.query('vacuum analyze');
    log(`migration 011 summarised them in ${((Date.now() - migrateStarted) / 1000).toFixed(1)} s`);

    // What the dashboard sends: no parameters (downloadAnalyticsQueryOptions with no operator).
    const query = DownloadAnalyticsQuery.parse({});
    const range = analyticsRange(query, todayIso(new Date(now)));
    if ('error' in range) throw new Error(range.error);
    const filter: DownloadFilter = { ...range, operator: undefined };
    const service = new AnalyticsService(database.db, () => new Date(now));

    const counted = await selectTotals(database.db, filter);
    const all = await database.db
      .selectFrom('download_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const inRange = Number(counted.downloads);
    log(
      `${Number(all.n).toLocaleString('en')} rows in the table, ${inRange.toLocaleString('en')} in ${range.from}..${range.to}`,
    );

    const results: string[][] = [['call', 'median ms', 'p90 ms', 'max ms']];
    const downloads = await timeIt(RUNS, () => service.downloads(query));
    results.push(['downloads(): the dashboard, 30 days, every operator', ...ms(downloads)]);
    const oneOperator = DownloadAnalyticsQuery.parse({ operator: '3' });
    results.push([
      'downloads(): 30 days, operator 3',
      ...ms(await timeIt(RUNS, () => service.downloads(oneOperator))),
    ]);
    const parts: [string, () => Promise<unknown>][] = [
      ['  selectTotals', () => selectTotals(database.db, filter)],
      ['  selectPerDay', () => selectPerDay(database.db, filter)],
      ['  selectTopAssets', () => selectTopAssets(database.db, filter, query.top)],
      ['  selectTopGames', () => selectTopGames(database.db, filter, query.top)],
      ['  selectPerOperator', () => selectPerOperator(database.db, filter)],
      ['  selectPerRegion', () => selectPerRegion(database.db, filter)],
    ];
    for (const [name, call] of parts) results.push([name, ...ms(await timeIt(RUNS, call))]);

    let csvBytes = 0;
    let csvLines = 0;
    const csv = await timeIt(CSV_RUNS, async () => {
      csvBytes = 0;
      csvLines = 0;
      for await (const chunk of service.csv(query).lines) {
        csvBytes += Buffer.byteLength(chunk);
        csvLines += chunk.split('\r\n').length - 1;
      }
    });
    // The recorder's write: a batch of 500 downloads of today, records and summaries in one transaction.
    let batch = 0;
    const write = await timeIt(RUNS, () => {
      const next = random(1000 + batch++);
      return recordDownloads(
        database.db,
        Array.from({ length: 500 }, () => makeRow(next, now, ROWS - 1)),
      );
    });
    results.push(['recordDownloads(): a batch of 500 of today', ...ms(write)]);
    results.push([
      `csv(): ${(csvLines - 1).toLocaleString('en')} lines, ${(csvBytes / 1024 ** 2).toFixed(0)} MiB (${CSV_RUNS} runs)`,
      ...ms(csv),
    ]);

    console.log(
      `\n${label}, ${Number(all.n).toLocaleString('en')} rows, ${inRange.toLocaleString('en')} in the 30 days; ` +
        `1 warm-up + ${RUNS} runs, node ${process.version}, ${os.cpus().length} cpus, ` +
        `load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    printTable(results);
    const verdict = downloads.median < TARGET_MS ? 'under' : 'OVER';
    log(
      `the dashboard's query: median ${downloads.median.toFixed(1)} ms, ${verdict} the ${TARGET_MS} ms target`,
    );
    if (process.env.BENCH_EXPLAIN || downloads.median >= TARGET_MS) await explain(database, query);
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
