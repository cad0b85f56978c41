import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DownloadRecordRow } from './recorder.ts';

/** Ten values a row: 1,000 rows stay inside both databases' limits on parameters per statement. */
const INSERT_CHUNK = 1000;

export async function insertDownloadRecords(db: Kysely<Database>, rows: DownloadRecordRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db
      .insertInto('download_records')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

export interface DownloadFilter {
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  /** An operator id, 'none' for users without one, undefined for all. */
  operator?: number | 'none';
}

type RecordsQuery = SelectQueryBuilder<Database, 'download_records', object>;

/** Every query reads a range of the day index (migrations 009, 010), narrowed to one operator when asked. */
function inFilter(db: Kysely<Database>, filter: DownloadFilter): RecordsQuery {
  const query = db
    .selectFrom('download_records')
    .where('download_records.day', '>=', filter.from)
    .where('download_records.day', '<=', filter.to);
  return ofOperator(query, filter);
}

function ofOperator(query: RecordsQuery, filter: DownloadFilter): RecordsQuery {
  if (filter.operator === 'none') return query.where('download_records.operator_id', 'is', null);
  if (filter.operator === undefined) return query;
  return query.where('download_records.operator_id', '=', filter.operator);
}

// PostgreSQL answers SUM of a bigint as numeric text: every count and sum goes through Number().
const downloads = sql<number>`count(*)`.as('downloads');
const bytes = sql<number>`coalesce(sum(bytes), 0)`.as('bytes');

export function selectTotals(db: Kysely<Database>, filter: DownloadFilter) {
  return inFilter(db, filter)
    .select([
      downloads,
      bytes,
      sql<number>`coalesce(sum(case when kind = 'zip' then 1 else 0 end), 0)`.as('zips'),
      sql<number>`count(distinct user_id)`.as('users'),
    ])
    .executeTakeFirstOrThrow();
}

export function selectPerDay(db: Kysely<Database>, filter: DownloadFilter) {
  return inFilter(db, filter).select(['day', downloads, bytes]).groupBy('day').execute();
}

export function selectTopAssets(db: Kysely<Database>, filter: DownloadFilter, top: number) {
  return inFilter(db, filter)
    .select(['asset_id', 'kind', downloads, bytes, sql<string>`max(asset_name)`.as('recorded_name')])
    .groupBy(['asset_id', 'kind'])
    .orderBy('downloads', 'desc')
    .orderBy('asset_id')
    .limit(top)
    .execute();
}

export function selectTopGames(db: Kysely<Database>, filter: DownloadFilter, top: number) {
  return inFilter(db, filter)
    .where('game_id', 'is not', null)
    .select([sql<number>`game_id`.as('game_id'), downloads, bytes])
    .groupBy('game_id')
    .orderBy('downloads', 'desc')
    .orderBy('game_id')
    .limit(top)
    .execute();
}

export function selectPerOperator(db: Kysely<Database>, filter: DownloadFilter) {
  return inFilter(db, filter)
    .select(['operator_id', downloads, bytes])
    .groupBy('operator_id')
    .orderBy('downloads', 'desc')
    .execute();
}

export function selectPerRegion(db: Kysely<Database>, filter: DownloadFilter) {
  return inFilter(db, filter)
    .select(['region', downloads])
    .groupBy('region')
    .orderBy('downloads', 'desc')
    .execute();
}

/** Current names of the things the records point at; what is gone is simply absent. */
export async function selectNames(
  db: Kysely<Database>,
  ids: { assets: number[]; games: number[]; operators: number[] },
) {
  const [assets, games, operators] = await Promise.all([
    ids.assets.length
      ? db.selectFrom('assets').select(['id', 'name']).where('id', 'in', ids.assets).execute()
      : [],
    ids.games.length
      ? db.selectFrom('games').select(['id', 'game_name as name']).where('id', 'in', ids.games).execute()
      : [],
    ids.operators.length
      ? db.selectFrom('operators').select(['id', 'name']).where('id', 'in', ids.operators).execute()
      : [],
  ]);
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return { assets: byId(assets), games: byId(games), operators: byId(operators) };
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
