import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DownloadRecordRow } from './recorder.ts';

/** At most ten values a row: 1,000 rows stay inside both databases' limits on parameters per statement. */
const INSERT_CHUNK = 1000;

/**
 * Stores downloads and adds them to the per-day summaries (migration 011) in one transaction, so the
 * dashboard's figures always agree with the records. A batch is summed here first: PostgreSQL refuses
 * an upsert that meets the same key twice. Keys are written in sorted order, so two instances adding
 * to the same rows wait for each other rather than deadlock.
 */
export async function recordDownloads(db: Kysely<Database>, rows: DownloadRecordRow[]): Promise<void> {
  if (rows.length === 0) return;
  const additions = SUMMARIES.map((summary) => ({ summary, rows: summarise(summary, rows) }));
  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks(rows)) await trx.insertInto('download_records').values(chunk).execute();
    for (const { summary, rows: added } of additions) {
      for (const chunk of chunks(added)) await addTo(trx, summary, chunk);
    }
  });
}

type SummaryTable =
  | 'download_day_totals'
  | 'download_day_assets'
  | 'download_operator_day_assets'
  | 'download_day_regions'
  | 'download_day_users';

type SummaryRow = Record<string, string | number>;

/** One summary table: its key, the counts a record adds to, the columns the latest record sets. */
interface Summary {
  table: SummaryTable;
  key: readonly string[];
  sums: readonly string[];
  latest: readonly string[];
  /** What one record adds, or null when it adds nothing. */
  of(record: DownloadRecordRow): SummaryRow | null;
}

/** The summaries' stand-ins for "none" in a key (migration 011). */
const NO_OPERATOR = 0;
const NO_GAME = 0;
const NO_REGION = '';

const operatorKey = (record: DownloadRecordRow) => record.operator_id ?? NO_OPERATOR;
const assetOf = (record: DownloadRecordRow) => ({
  day: record.day,
  asset_id: record.asset_id,
  kind: record.kind,
  game_key: record.game_id ?? NO_GAME,
  asset_name: record.asset_name,
  downloads: 1,
  bytes: Number(record.bytes),
});

const SUMMARIES: Summary[] = [
  {
    table: 'download_day_totals',
    key: ['day', 'operator_key'],
    sums: ['downloads', 'zips', 'bytes'],
    latest: [],
    of: (record) => ({
      day: record.day,
      operator_key: operatorKey(record),
      downloads: 1,
      zips: record.kind === 'zip' ? 1 : 0,
      bytes: Number(record.bytes),
    }),
  },
  {
    table: 'download_day_assets',
    key: ['day', 'asset_id', 'kind', 'game_key'],
    sums: ['downloads', 'bytes'],
    latest: ['asset_name'],
    of: assetOf,
  },
  {
    table: 'download_operator_day_assets',
    key: ['operator_key', 'day', 'asset_id', 'kind', 'game_key'],
    sums: ['downloads', 'bytes'],
    latest: ['asset_name'],
    of: (record) => ({ operator_key: operatorKey(record), ...assetOf(record) }),
  },
  {
    table: 'download_day_regions',
    key: ['day', 'operator_key', 'region_key'],
    sums: ['downloads'],
    latest: [],
    of: (record) => ({
      day: record.day,
      operator_key: operatorKey(record),
      region_key: record.region ?? NO_REGION,
      downloads: 1,
    }),
  },
  {
    table: 'download_day_users',
    key: ['day', 'operator_key', 'user_id'],
    sums: ['downloads'],
    latest: [],
    of: (record) =>
      record.user_id === null || record.user_id === undefined
        ? null
        : { day: record.day, operator_key: operatorKey(record), user_id: record.user_id, downloads: 1 },
  },
];

/** What a batch of records adds to one summary: one row per key, in key order. */
function summarise(summary: Summary, records: DownloadRecordRow[]): SummaryRow[] {
  const byKey = new Map<string, SummaryRow>();
  for (const record of records) {
    const row = summary.of(record);
    if (!row) continue;
    const key = JSON.stringify(summary.key.map((column) => row[column]));
    const sum = byKey.get(key);
    if (!sum) {
      byKey.set(key, row);
      continue;
    }
    for (const column of summary.sums) sum[column] = Number(sum[column]) + Number(row[column]);
    for (const column of summary.latest) sum[column] = row[column]!;
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/** Inserts new keys and adds to the existing ones, in one statement. */
async function addTo(db: Kysely<Database>, summary: Summary, rows: SummaryRow[]): Promise<void> {
  const { table } = summary;
  const update = Object.fromEntries([
    ...summary.sums.map((column) => [
      column,
      sql`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`,
    ]),
    ...summary.latest.map((column) => [column, sql.ref(`excluded.${column}`)]),
  ]);
  // The five tables are described by SUMMARIES rather than by Kysely's types: checked by the tests
  // that compare every summary with the records (download-summaries.test.ts).
  await db
    .insertInto(table)
    .values(rows as never)
    .onConflict((oc) => oc.columns(summary.key as never).doUpdateSet(update as never))
    .execute();
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    out.push(rows.slice(start, start + INSERT_CHUNK));
  return out;
}

export interface DownloadFilter {
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  /** An operator id, 'none' for users without one, undefined for all. */
  operator?: number | 'none';
}

/** A range of days of one summary, narrowed to one operator when asked: a range of its primary key. */
function summaryOf<T extends SummaryTable>(
  db: Kysely<Database>,
  table: T,
  filter: DownloadFilter,
): SelectQueryBuilder<Database, T, object> {
  // Every summary has these columns; Kysely cannot see that through a type parameter.
  const query = (db.selectFrom(table) as SelectQueryBuilder<Database, T, object>)
    .where(sql.ref('day'), '>=', filter.from)
    .where(sql.ref('day'), '<=', filter.to);
  if (filter.operator === undefined) return query;
  return query.where(
    sql.ref('operator_key'),
    '=',
    filter.operator === 'none' ? NO_OPERATOR : filter.operator,
  );
}

/** The per-asset summary of the filter's days: over all operators, or one operator's own rows. */
function assetsOf(db: Kysely<Database>, filter: DownloadFilter) {
  if (filter.operator === undefined) return summaryOf(db, 'download_day_assets', filter);
  // The same columns, and operator_key, which summaryOf has already narrowed.
  return summaryOf(db, 'download_operator_day_assets', filter) as unknown as SelectQueryBuilder<
    Database,
    'download_day_assets',
    object
  >;
}

// Sums come back as text from PostgreSQL (numeric for a bigint's sum): every figure goes through Number().
const downloads = sql<number>`coalesce(sum(downloads), 0)`.as('downloads');
const bytes = sql<number>`coalesce(sum(bytes), 0)`.as('bytes');

export async function selectTotals(db: Kysely<Database>, filter: DownloadFilter) {
  const totals = await summaryOf(db, 'download_day_totals', filter)
    .select([downloads, bytes, sql<number>`coalesce(sum(zips), 0)`.as('zips')])
    .executeTakeFirstOrThrow();
  const users = await summaryOf(db, 'download_day_users', filter)
    .select(sql<number>`count(distinct user_id)`.as('users'))
    .executeTakeFirstOrThrow();
  return { ...totals, users: users.users };
}

export function selectPerDay(db: Kysely<Database>, filter: DownloadFilter) {
  return summaryOf(db, 'download_day_totals', filter)
    .select(['day', downloads, bytes])
    .groupBy('day')
    .execute();
}

export function selectTopAssets(db: Kysely<Database>, filter: DownloadFilter, top: number) {
  return assetsOf(db, filter)
    .select([
      'asset_id',
      'kind',
      downloads,
      bytes,
      sql<string>`max(asset_name)`.as('recorded_name'),
      // The game it was downloaded for (an asset belongs to at most one), NO_GAME for none.
      sql<number>`max(game_key)`.as('game_key'),
    ])
    .groupBy(['asset_id', 'kind'])
    .orderBy('downloads', 'desc')
    .orderBy('asset_id')
    .limit(top)
    .execute();
}

export async function selectTopGames(db: Kysely<Database>, filter: DownloadFilter, top: number) {
  const rows = await assetsOf(db, filter)
    .where('game_key', '<>', NO_GAME)
    .select(['game_key', downloads, bytes])
    .groupBy('game_key')
    .orderBy('downloads', 'desc')
    .orderBy('game_key')
    .limit(top)
    .execute();
  return rows.map(({ game_key, ...row }) => ({ ...row, game_id: game_key }));
}

export async function selectPerOperator(db: Kysely<Database>, filter: DownloadFilter) {
  const rows = await summaryOf(db, 'download_day_totals', filter)
    .select(['operator_key', downloads, bytes])
    .groupBy('operator_key')
    .orderBy('downloads', 'desc')
    .orderBy('operator_key')
    .execute();
  return rows.map(({ operator_key, ...row }) => ({
    ...row,
    operator_id: operator_key === NO_OPERATOR ? null : operator_key,
  }));
}

export async function selectPerRegion(db: Kysely<Database>, filter: DownloadFilter) {
  const rows = await summaryOf(db, 'download_day_regions', filter)
    .select(['region_key', downloads])
    .groupBy('region_key')
    .orderBy('downloads', 'desc')
    .orderBy('region_key')
    .execute();
  return rows.map(({ region_key, ...row }) => ({
    ...row,
    region: region_key === NO_REGION ? null : region_key,
  }));
}

type RecordsQuery = SelectQueryBuilder<Database, 'download_records', object>;

function ofOperator(query: RecordsQuery, filter: DownloadFilter): RecordsQuery {
  if (filter.operator === 'none') return query.where('download_records.operator_id', 'is', null);
  if (filter.operator === undefined) return query;
  return query.where('download_records.operator_id', '=', filter.operator);
}

/** Current names of the things the records point at; what is gone is simply absent. */
export async function selectNames(
  db: Kysely<Database>,
  ids: { assets: number[]; games: number[]; operators: number[] },
) {
  const [assets, games, operators] = await Promise.all([
    ids.assets.length
      ? db
          .selectFrom('assets')
          .leftJoin('assets as parent', 'parent.id', 'assets.parent_id')
          .select(['assets.id', 'assets.name', 'parent.name as parent'])
          .where('assets.id', 'in', ids.assets)
          .execute()
      : [],
    ids.games.length
      ? db.selectFrom('games').select(['id', 'game_name as name']).where('id', 'in', ids.games).execute()
      : [],
    ids.operators.length
      ? db.selectFrom('operators').select(['id', 'name']).where('id', 'in', ids.operators).execute()
      : [],
  ]);
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return {
    assets: byId(assets),
    folders: new Map(assets.map((row) => [row.id, row.parent])),
    games: byId(games),
    operators: byId(operators),
  };
}

/** Where the previous page of the CSV ended. */
export interface RecordCursor {
  downloadedAt: string;
  id: number;
}

/**
 * One page of records for the CSV in time order, after `cursor`, with the names they point at. It
 * reads the (downloaded_at, id) index: the range is the same days as `day` covers.
 */
export function selectRecordsPage(
  db: Kysely<Database>,
  filter: DownloadFilter,
  cursor: RecordCursor | null,
  limit: number,
) {
  const end = new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + 86_400_000).toISOString();
  // A later page starts at its cursor (inside the period) rather than at the period's start: the
  // index range begins there, where with both bounds SQLite began at the period's start and every
  // page re-read those before it, which made the export quadratic.
  const start = cursor?.downloadedAt ?? `${filter.from}T00:00:00.000Z`;
  let query = ofOperator(
    db
      .selectFrom('download_records')
      .where('download_records.downloaded_at', '>=', start)
      .where('download_records.downloaded_at', '<', end),
    filter,
  );
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('download_records.downloaded_at', '>', cursor.downloadedAt),
        eb.and([
          eb('download_records.downloaded_at', '=', cursor.downloadedAt),
          eb('download_records.id', '>', cursor.id),
        ]),
      ]),
    );
  }
  return query
    .leftJoin('games', 'games.id', 'download_records.game_id')
    .leftJoin('users', 'users.id', 'download_records.user_id')
    .leftJoin('operators', 'operators.id', 'download_records.operator_id')
    .select([
      'download_records.id',
      'download_records.downloaded_at',
      'download_records.kind',
      'download_records.asset_id',
      'download_records.asset_name',
      'download_records.game_id',
      'games.game_name',
      'download_records.user_id',
      'users.first_name',
      'users.surname',
      'download_records.operator_id',
      'operators.name as operator_name',
      'download_records.region',
      'download_records.bytes',
    ])
    .orderBy('download_records.downloaded_at')
    .orderBy('download_records.id')
    .limit(limit)
    .execute();
}
