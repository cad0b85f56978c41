import type { DrawGameKind } from '@portal/domain/schemas';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/kysely.ts';
import { type Database, DRAW_GAME_TABLES, type SearchDocumentsTable } from '../../db/schema.ts';

/** The most documents one search weighs; past them the search asks for more words. */
export const SEARCH_CANDIDATES_MAX = 5000;

export interface FoundDocument {
  kind: SearchDocumentsTable['kind'];
  record_key: string;
  title: string;
  excerpt: string;
  path: string;
  file_type: string | null;
  /** Full-text relevance, higher is better (FTS5's bm25 negated, PostgreSQL's ts_rank). */
  score: number;
}

/**
 * The documents holding every one of `words` as a word or the start of one, best first. The words are
 * plain (searchWords): letters and digits only, so each is quoted as a phrase (FTS5) or given a
 * prefix mark (tsquery) and never read as syntax; the query text itself is a bound parameter.
 */
export async function findDocuments(
  db: Kysely<Database>,
  dialect: Dialect,
  words: string[],
): Promise<FoundDocument[]> {
  if (words.length === 0) return [];
  if (dialect === 'postgres') {
    const query = words.map((word) => `${word}:*`).join(' & ');
    const { rows } = await sql<FoundDocument>`
      select d.kind, d.record_key, d.title, d.excerpt, d.path, d.file_type, ts_rank(d.tsv, q) as score
      from search_documents d, to_tsquery('simple', ${query}) q
      where d.tsv @@ q
      order by score desc, d.id
      limit ${SEARCH_CANDIDATES_MAX}`.execute(db);
    return rows.map((row) => ({ ...row, score: Number(row.score) }));
  }
  const match = words.map((word) => `"${word}"*`).join(' ');
  const { rows } = await sql<FoundDocument>`
    select d.kind, d.record_key, d.title, d.excerpt, d.path, d.file_type, -bm25(search_fts, 10.0, 1.0) as score
    from search_fts join search_documents d on d.id = search_fts.rowid
    where search_fts match ${match}
    order by score desc, d.id
    limit ${SEARCH_CANDIDATES_MAX}`.execute(db);
  return rows;
}

const BATCH = 500;

async function inBatches<T>(ids: readonly number[], read: (slice: number[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += BATCH)
    rows.push(...(await read(ids.slice(start, start + BATCH))));
  return rows;
}

/** What the games' visibility rules and the region filter need of games. */
export async function selectGameVisibility(db: Kysely<Database>, ids: readonly number[]) {
  const games = await inBatches(ids, (slice) =>
    db.selectFrom('games').select(['id', 'is_active', 'roadmap']).where('id', 'in', slice).execute(),
  );
  const regions = await inBatches(ids, (slice) =>
    db.selectFrom('game_regions').select(['game_id', 'region']).where('game_id', 'in', slice).execute(),
  );
  return games.map((game) => ({
    id: game.id,
    isActive: game.is_active === 1,
    roadmap: game.roadmap === 1,
    regions: regions.filter((row) => row.game_id === game.id).map((row) => row.region),
  }));
}

/** Whether each draw game of a kind is live. */
export async function selectDrawGameLive(db: Kysely<Database>, kind: DrawGameKind, ids: readonly number[]) {
  const rows = await inBatches(ids, (slice) =>
    db.selectFrom(DRAW_GAME_TABLES[kind]).select(['id', 'live']).where('id', 'in', slice).execute(),
  );
  return rows.map((row) => ({ id: row.id, live: row.live === 1 }));
}

/** What the news' visibility and the region filter need of stories. */
export async function selectStoryVisibility(db: Kysely<Database>, ids: readonly number[]) {
  const stories = await inBatches(ids, (slice) =>
    db.selectFrom('news_stories').select(['id', 'status', 'publish_at']).where('id', 'in', slice).execute(),
  );
  const regions = await inBatches(ids, (slice) =>
    db.selectFrom('news_regions').select(['news_id', 'region']).where('news_id', 'in', slice).execute(),
  );
  return stories.map((story) => ({
    id: story.id,
    status: story.status as 'draft' | 'published',
    publishAt: story.publish_at,
    regions: regions.filter((row) => row.news_id === story.id).map((row) => row.region),
  }));
}

/** What the asset policy and a result's address need of assets. */
export function selectAssetPlaces(db: Kysely<Database>, ids: readonly number[]) {
  return inBatches(ids, (slice) =>
    db
      .selectFrom('assets')
      .select(['id', 'root_key', 'type', 'parent_id'])
      .where('id', 'in', slice)
      .execute(),
  );
}
