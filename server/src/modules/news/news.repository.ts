import { type NewsCategory, regionKeysMatching, type StoryRegionDate } from '@portal/domain';
import type { NewsState, NewsStatus } from '@portal/domain/schemas';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  sql,
  type Transaction,
} from 'kysely';
import type { Database, NewsRevisionsTable, NewsStoriesTable } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;
type Stories = ExpressionBuilder<Database, 'news_stories'>;
export type NewsRow = Selectable<NewsStoriesTable>;

/** What a list asks for. Region keys are already expanded (regionKeysMatching); null filters nothing. */
export interface NewsFilter {
  featured?: boolean;
  /** Lower-cased. */
  tagKey?: string;
  category?: NewsCategory;
  regionKeys?: string[] | null;
  /** Lower-cased; title, summary or a tag contains it. */
  search?: string;
  state?: NewsState;
  /** Published after this instant (what is new). */
  publishedAfter?: string;
}

export interface NewsPageRows {
  rows: NewsRow[];
  total: number;
}

/**
 * What a visitor may ever see: published stories whose publish time has come. Every public query
 * starts from this condition, so no filter a caller sends can reach a draft or a scheduled story.
 */
function isLive(eb: Stories, now: string): Expression<SqlBool> {
  return eb.and([eb('news_stories.status', '=', 'published'), eb('news_stories.publish_at', '<=', now)]);
}

/** A public read: the moment, and the selection and day its regional schedule is judged on (decision 151). */
export interface LiveRead {
  now: string;
  today: string;
  selection: string[];
}

/**
 * Live, and out in the selection (storyOutIn, in SQL): some selected region has no day of its own
 * for the story (no entry for it or its whole group), or one of its days has come.
 */
function isLiveFor(eb: Stories, read: LiveRead): Expression<SqlBool> {
  const datesOf = (keys: string[]) =>
    eb
      .selectFrom('news_region_dates')
      .select('news_region_dates.news_id')
      .whereRef('news_region_dates.news_id', '=', 'news_stories.id')
      .where('news_region_dates.region', 'in', keys);
  const outIn = read.selection.map((region) => {
    const keys = regionKeysMatching([region]);
    return eb.or([
      eb.not(eb.exists(datesOf(keys))),
      eb.exists(datesOf(keys).where('news_region_dates.publish_date', '<=', read.today)),
    ]);
  });
  return eb.and([isLive(eb, read.now), eb.or(outIn)]);
}

export async function selectLiveStory(
  db: Executor,
  id: number,
  read: LiveRead,
): Promise<NewsRow | undefined> {
  return db
    .selectFrom('news_stories')
    .selectAll()
    .where((eb) => eb.and([isLiveFor(eb, read), eb('id', '=', id)]))
    .executeTakeFirst();
}

export async function selectLivePage(
  db: Executor,
  read: LiveRead,
  filter: NewsFilter,
  page: { limit: number; offset: number },
): Promise<NewsPageRows> {
  return selectPage(db, (eb) => [isLiveFor(eb, read), ...conditions(eb, filter, read.now)], page);
}

/** The live stories among `ids`, in any order. */
export async function selectLiveStories(db: Executor, ids: number[], read: LiveRead): Promise<NewsRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('news_stories')
    .selectAll()
    .where((eb) => eb.and([isLiveFor(eb, read), eb('id', 'in', ids)]))
    .execute();
}

/**
 * When the next scheduled story goes live, or a story's day comes in a region (the start of that
 * UTC day); null when nothing is waiting.
 */
export async function selectNextGoLive(db: Executor, now: string): Promise<string | null> {
  const [story, regional] = await Promise.all([
    db
      .selectFrom('news_stories')
      .select((eb) => eb.fn.min('publish_at').as('next'))
      .where('status', '=', 'published')
      .where('publish_at', '>', now)
      .executeTakeFirst(),
    db
      .selectFrom('news_region_dates')
      .select((eb) => eb.fn.min('publish_date').as('next'))
      .where('publish_date', '>', now.slice(0, 10))
      .executeTakeFirst(),
  ]);
  const next = [story?.next, regional?.next ? `${regional.next}T00:00:00.000Z` : null].filter(
    (value): value is string => typeof value === 'string',
  );
  return next.sort()[0] ?? null;
}

/** Any story, whatever its state (the SA's calls). */
export async function selectStory(db: Executor, id: number): Promise<NewsRow | undefined> {
  return db.selectFrom('news_stories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function selectAnyPage(
  db: Executor,
  now: string,
  filter: NewsFilter,
  page: { limit: number; offset: number },
): Promise<NewsPageRows> {
  return selectPage(db, (eb) => conditions(eb, filter, now), page);
}

async function selectPage(
  db: Executor,
  where: (eb: Stories) => Expression<SqlBool>[],
  page: { limit: number; offset: number },
): Promise<NewsPageRows> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('news_stories')
      .selectAll()
      .where((eb) => eb.and(where(eb)))
      .orderBy('publish_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('news_stories')
      .select((eb) => eb.fn.countAll().as('total'))
      .where((eb) => eb.and(where(eb)))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

function conditions(eb: Stories, filter: NewsFilter, now: string): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (filter.featured !== undefined) where.push(eb('news_stories.featured', '=', filter.featured ? 1 : 0));
  if (filter.category !== undefined) where.push(eb('news_stories.category', '=', filter.category));
  if (filter.tagKey !== undefined) {
    where.push(eb.exists(tagsOfStory(eb).where('news_tags.tag_key', '=', filter.tagKey)));
  }
  if (filter.regionKeys) {
    // A story without regions is everywhere; otherwise one of its regions must be in the selection.
    where.push(
      eb.or([
        eb.not(eb.exists(regionsOfStory(eb))),
        eb.exists(regionsOfStory(eb).where('news_regions.region', 'in', filter.regionKeys)),
      ]),
    );
  }
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const contains = (column: Expression<string>) =>
      sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
    where.push(
      eb.or([
        contains(eb.ref('news_stories.title')),
        contains(eb.ref('news_stories.summary')),
        eb.exists(tagsOfStory(eb).where(sql<SqlBool>`news_tags.tag_key like ${pattern} escape '\\'`)),
      ]),
    );
  }
  if (filter.publishedAfter !== undefined)
    where.push(eb('news_stories.publish_at', '>', filter.publishedAfter));
  if (filter.state === 'draft') where.push(eb('news_stories.status', '=', 'draft'));
  if (filter.state === 'scheduled') {
    where.push(eb('news_stories.status', '=', 'published'), eb('news_stories.publish_at', '>', now));
  }
  if (filter.state === 'published') where.push(isLive(eb, now));
  return where;
}

const tagsOfStory = (eb: Stories) =>
  eb
    .selectFrom('news_tags')
    .select('news_tags.news_id')
    .whereRef('news_tags.news_id', '=', 'news_stories.id');

const regionsOfStory = (eb: Stories) =>
  eb
    .selectFrom('news_regions')
    .select('news_regions.news_id')
    .whereRef('news_regions.news_id', '=', 'news_stories.id');

/** The tags of these stories, in the order written, by story id. */
export function selectTags(db: Executor, ids: number[]): Promise<Map<number, string[]>> {
  return selectStoryList(db, ids, 'news_tags', 'tag', 'position');
}

/** The per-region days of these stories, by region, by story id. */
export async function selectRegionDates(
  db: Executor,
  ids: number[],
): Promise<Map<number, StoryRegionDate[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('news_region_dates')
    .select(['news_id', 'region', 'publish_date'])
    .where('news_id', 'in', ids)
    .orderBy('news_id')
    .orderBy('region')
    .execute();
  const dates = new Map<number, StoryRegionDate[]>();
  for (const row of rows) {
    dates.set(row.news_id, [
      ...(dates.get(row.news_id) ?? []),
      { region: row.region, publishDate: row.publish_date },
    ]);
  }
  return dates;
}

/** The regions of these stories, in alphabetical order, by story id. */
export function selectRegions(db: Executor, ids: number[]): Promise<Map<number, string[]>> {
  return selectStoryList(db, ids, 'news_regions', 'region', 'region');
}

/** One list of these stories: `column` of `table`, in `order` within each story, by story id. */
async function selectStoryList(
  db: Executor,
  ids: number[],
  table: 'news_tags' | 'news_regions',
  column: 'tag' | 'region',
  order: 'position' | 'region',
): Promise<Map<number, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select((eb) => ['news_id', eb.ref(column).as('value')])
    .where('news_id', 'in', ids)
    .orderBy('news_id')
    .orderBy(order)
    .execute();
  return byStory(rows);
}

function byStory(rows: { news_id: number; value: string }[]): Map<number, string[]> {
  const lists = new Map<number, string[]>();
  for (const row of rows) lists.set(row.news_id, [...(lists.get(row.news_id) ?? []), row.value]);
  return lists;
}

/** Every tag with the number of stories carrying it (any case counts as one tag), most used first. */
export async function selectTagCounts(db: Executor): Promise<{ tag: string; count: number }[]> {
  const rows = await db
    .selectFrom('news_tags')
    .select((eb) => [eb.fn.min('tag').as('tag'), eb.fn.countAll().as('count'), 'tag_key'])
    .groupBy('tag_key')
    .execute();
  return rows
    .map((row) => ({ tag: String(row.tag), count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

export interface NewsColumns {
  title: string;
  summary: string;
  body: string;
  category: NewsCategory;
  featured: boolean;
  status: NewsStatus;
  publishAt: string;
  coverAssetId: number | null;
  event: { startDate: string; endDate: string; place: string } | null;
  tags: string[];
  regions: string[];
  /** Absent in revisions saved before migration 027: none. */
  regionDates?: StoryRegionDate[];
}

function columns(story: NewsColumns) {
  return {
    title: story.title,
    summary: story.summary,
    body: story.body,
    category: story.category,
    featured: story.featured ? 1 : 0,
    status: story.status,
    publish_at: story.publishAt,
    cover_asset_id: story.coverAssetId,
    event_start: story.event?.startDate ?? null,
    event_end: story.event?.endDate ?? null,
    event_place: story.event?.place ?? null,
  };
}

/** Call inside a transaction: the story row, its tags and its regions go in together. */
export async function insertStory(
  trx: Transaction<Database>,
  story: NewsColumns,
  by: number,
  now: string,
): Promise<number> {
  const { id } = await trx
    .insertInto('news_stories')
    .values({ ...columns(story), created_by: by, updated_by: by, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceLists(trx, id, story);
  return id;
}

/** Call inside a transaction. */
export async function updateStory(
  trx: Transaction<Database>,
  id: number,
  story: NewsColumns,
  by: number,
  now: string,
): Promise<void> {
  await trx
    .updateTable('news_stories')
    .set({ ...columns(story), updated_by: by, updated_at: now })
    .where('id', '=', id)
    .execute();
  await replaceLists(trx, id, story);
}

async function replaceLists(trx: Transaction<Database>, id: number, story: NewsColumns): Promise<void> {
  await trx.deleteFrom('news_tags').where('news_id', '=', id).execute();
  await trx.deleteFrom('news_regions').where('news_id', '=', id).execute();
  await trx.deleteFrom('news_region_dates').where('news_id', '=', id).execute();
  if (story.regionDates?.length) {
    await trx
      .insertInto('news_region_dates')
      .values(
        story.regionDates.map((entry) => ({
          news_id: id,
          region: entry.region,
          publish_date: entry.publishDate,
        })),
      )
      .execute();
  }
  if (story.tags.length) {
    await trx
      .insertInto('news_tags')
      .values(story.tags.map((tag, position) => ({ news_id: id, position, tag, tag_key: tag.toLowerCase() })))
      .execute();
  }
  if (story.regions.length) {
    await trx
      .insertInto('news_regions')
      .values(story.regions.map((region) => ({ news_id: id, region })))
      .execute();
  }
}

/** Tags and regions go with the story (ON DELETE CASCADE on both databases). */
export async function deleteStory(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('news_stories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Who saved and when, kept with a revision. */
export interface SavedBy {
  at: string;
  byId: number;
  by: string;
}

/**
 * Call inside a transaction, before the story's own update: moves the story from revision `from` to
 * the next and keeps `document` as that revision. Answers null, writing nothing, when the story is no
 * longer at `from` (another save came in between: the conditional update also holds on PostgreSQL,
 * where a concurrent save waits for this row and then finds it moved on).
 */
export async function nextStoryRevision(
  trx: Transaction<Database>,
  id: number,
  from: number,
  document: string,
  saved: SavedBy,
): Promise<number | null> {
  const moved = await trx
    .updateTable('news_stories')
    .set({ revision: from + 1 })
    .where('id', '=', id)
    .where('revision', '=', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return null;
  await trx
    .insertInto('news_revisions')
    .values({
      news_id: id,
      revision: from + 1,
      document,
      saved_at: saved.at,
      saved_by_id: saved.byId,
      saved_by: saved.by,
    })
    .execute();
  return from + 1;
}

export type NewsRevisionRow = Selectable<NewsRevisionsTable>;

/** The story's revisions, newest first (`revision` given: that one only). */
export async function selectStoryRevisions(
  db: Executor,
  id: number,
  options: { limit: number; revision?: number },
): Promise<NewsRevisionRow[]> {
  let query = db.selectFrom('news_revisions').selectAll().where('news_id', '=', id);
  if (options.revision !== undefined) query = query.where('revision', '=', options.revision);
  return query.orderBy('revision', 'desc').limit(options.limit).execute();
}
