import { assetIconType, CONTENT_PAGE_PATHS, findRoute, htmlToText, searchWords } from '@portal/domain';
import { type ContentPage, DRAW_GAME_KINDS, type DrawGameKind, isContentPage } from '@portal/domain/schemas';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type Database, DRAW_GAME_TABLES, type SearchDocumentsTable } from './schema.ts';

/*
 * The search index's documents (issue 29, decision 130): one row of `search_documents` per game, draw
 * game, asset (not a tree's root), live-or-not story and saved content page, holding its title and
 * text as words (searchWords: lower case, no accents, no punctuation), from which SQLite's FTS5 table
 * (kept by triggers on this table) or PostgreSQL's generated tsvector column (GIN-indexed) is made.
 *
 * Each write of a searchable record calls the function of its kind here, with the transaction of the
 * write, so the record and its document commit together or not at all. Each function re-reads the
 * records it is given, replaces their documents and drops those of records that are gone. Visibility
 * is not kept here: the search reads it from the records at query time (modules/search).
 *
 * It lies in db/ because migration 023 fills the index for existing rows with it, and both the
 * migration and the modules must build the same documents.
 */

type Executor = Kysely<Database> | Transaction<Database>;
type NewDocument = Omit<SearchDocumentsTable, 'id'>;

/** The longest plain text a document keeps for its excerpt; the words index all of it. */
const EXCERPT_SOURCE_MAX = 2000;
const BATCH = 200;

const words = (...texts: (string | null | undefined)[]) =>
  texts.flatMap((text) => (text ? searchWords(text) : [])).join(' ');

async function replaceDocuments(
  db: Executor,
  kind: NewDocument['kind'],
  keys: string[],
  documents: NewDocument[],
): Promise<void> {
  for (let start = 0; start < keys.length; start += BATCH) {
    await db
      .deleteFrom('search_documents')
      .where('kind', '=', kind)
      .where('record_key', 'in', keys.slice(start, start + BATCH))
      .execute();
  }
  for (let start = 0; start < documents.length; start += BATCH) {
    await db
      .insertInto('search_documents')
      .values(documents.slice(start, start + BATCH))
      .execute();
  }
}

function document(
  kind: NewDocument['kind'],
  key: string,
  title: string,
  text: string,
  extra: Partial<NewDocument> = {},
): NewDocument {
  return {
    kind,
    record_key: key,
    asset_id: null,
    title,
    title_words: words(title),
    body_words: extra.body_words ?? words(text),
    excerpt: text.slice(0, EXCERPT_SOURCE_MAX),
    path: '[]',
    file_type: null,
    ...extra,
  };
}

// ── Games ────────────────────────────────────────────────────────────────────────────────────

/** Games: the name, then the description as text, themes and features. */
export async function indexGames(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const documents: NewDocument[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    const slice = ids.slice(start, start + BATCH);
    const rows = await db
      .selectFrom('games')
      .select(['id', 'game_name', 'description', 'game_type', 'mechanic'])
      .where('id', 'in', slice)
      .execute();
    const lists = await db
      .selectFrom('game_themes')
      .select(['game_id', 'value'])
      .where('game_id', 'in', slice)
      .unionAll(db.selectFrom('game_features').select(['game_id', 'value']).where('game_id', 'in', slice))
      .execute();
    for (const row of rows) {
      const values = lists.filter((entry) => entry.game_id === row.id).map((entry) => entry.value);
      const description = htmlToText(row.description);
      documents.push(
        document('game', String(row.id), row.game_name, description, {
          body_words: words(description, values.join(' '), row.game_type, row.mechanic),
        }),
      );
    }
  }
  await replaceDocuments(db, 'game', ids.map(String), documents);
}

// ── Draw games ───────────────────────────────────────────────────────────────────────────────

/** The key of a draw game's document, its slug: ids are per kind. */
const drawGameKey = (kind: DrawGameKind, id: number) => `${kind}-${id}`;

const NOT_TEXT = new Set(['id', 'url', 'href', 'link', 'image', 'video', 'style', 'slot', 'icon']);

/** Every piece of text of a JSON document (a draw game's details, a page's document), rich text as text. */
function documentTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string')
    return NOT_TEXT.has(key) || /^https?:/.test(value) ? [] : [htmlToText(value)];
  if (Array.isArray(value)) return value.flatMap((item) => documentTexts(item, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => documentTexts(item, name));
  return [];
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/** Draw games of one kind: the name, then every text of their details. */
export async function indexDrawGames(
  db: Executor,
  kind: DrawGameKind,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom(DRAW_GAME_TABLES[kind])
    .select(['id', 'name', 'details'])
    .where('id', 'in', [...ids])
    .execute();
  const documents = rows.map((row) =>
    document('drawGame', drawGameKey(kind, row.id), row.name, documentTexts(parsed(row.details)).join(' ')),
  );
  await replaceDocuments(
    db,
    'drawGame',
    ids.map((id) => drawGameKey(kind, id)),
    documents,
  );
}

// ── Assets ───────────────────────────────────────────────────────────────────────────────────

interface TreeRow {
  id: number;
  parent_id: number | null;
  name: string;
  type: 'folder' | 'image' | 'file';
  icon_override: string | null;
}

function assetDocument(row: TreeRow, path: string[]): NewDocument {
  return document('asset', String(row.id), row.name, path.join(' / '), {
    asset_id: row.id,
    body_words: words(...path),
    path: JSON.stringify(path),
    file_type: assetIconType({ type: row.type, name: row.name, iconOverride: row.icon_override }),
  });
}

/**
 * Files and folders, with everything under them (a folder renamed or moved changes the path of what
 * it holds): the name, then the names of the folders from the tree's root down. A tree's root is not
 * a result. A deleted asset's documents go with it (a foreign key), and with those of what it held.
 */
export async function indexAssets(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const tops = [...new Set(ids)];
  const { rows } = await sql<TreeRow & { depth: number }>`
    with recursive subtree(id, parent_id, name, type, icon_override, depth) as (
      select id, parent_id, name, type, icon_override, 0 from assets where id in (${sql.join(tops)})
      union all
      select a.id, a.parent_id, a.name, a.type, a.icon_override, s.depth + 1
      from assets a join subtree s on a.parent_id = s.id
    )
    select id, parent_id, name, type, icon_override, depth from subtree order by depth, id`.execute(db);
  const ancestors = new Map<number, string[]>();
  for (const top of rows.filter((row) => row.depth === 0)) ancestors.set(top.id, await pathAbove(db, top));
  const documents: NewDocument[] = [];
  const pathOf = new Map<number, string[]>();
  for (const row of rows) {
    const above = row.depth === 0 ? ancestors.get(row.id)! : [...pathOf.get(row.parent_id!)!];
    pathOf.set(row.id, [...above, row.name]);
    if (row.parent_id !== null) documents.push(assetDocument(row, above));
  }
  await replaceDocuments(
    db,
    'asset',
    [...new Set([...tops, ...rows.map((row) => row.id)])].map(String),
    documents,
  );
}

/** The names of the folders above a row, from its tree's root. */
async function pathAbove(db: Executor, row: TreeRow): Promise<string[]> {
  if (row.parent_id === null) return [];
  const { rows } = await sql<{ name: string; depth: number }>`
    with recursive up(id, parent_id, name, depth) as (
      select id, parent_id, name, 0 from assets where id = ${row.parent_id}
      union all
      select a.id, a.parent_id, a.name, u.depth + 1 from assets a join up u on a.id = u.parent_id
    )
    select name, depth from up order by depth desc`.execute(db);
  return rows.map((ancestor) => ancestor.name);
}

async function indexAllAssets(db: Executor): Promise<void> {
  const rows = await db
    .selectFrom('assets')
    .select(['id', 'parent_id', 'name', 'type', 'icon_override'])
    .orderBy('id')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paths = new Map<number, string[]>();
  const pathTo = (row: TreeRow): string[] => {
    const known = paths.get(row.id);
    if (known) return known;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    const path = parent ? [...pathTo(parent), row.name] : [row.name];
    paths.set(row.id, path);
    return path;
  };
  const documents = rows
    .filter((row) => row.parent_id !== null && byId.has(row.parent_id))
    .map((row) => assetDocument(row, pathTo(byId.get(row.parent_id!)!)));
  await db.deleteFrom('search_documents').where('kind', '=', 'asset').execute();
  await replaceDocuments(db, 'asset', [], documents);
}

// ── News ─────────────────────────────────────────────────────────────────────────────────────

/** Stories, whatever their state (the search shows only live ones): the title, then summary, body and tags. */
export async function indexNews(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const documents: NewDocument[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    const slice = ids.slice(start, start + BATCH);
    const rows = await db
      .selectFrom('news_stories')
      .select(['id', 'title', 'summary', 'body'])
      .where('id', 'in', slice)
      .execute();
    const tags = await db
      .selectFrom('news_tags')
      .select(['news_id', 'tag'])
      .where('news_id', 'in', slice)
      .execute();
    for (const row of rows) {
      const text = [row.summary, htmlToText(row.body)].filter(Boolean).join(' ');
      const tagWords = tags.filter((tag) => tag.news_id === row.id).map((tag) => tag.tag);
      documents.push(
        document('news', String(row.id), row.title, text, { body_words: words(text, tagWords.join(' ')) }),
      );
    }
  }
  await replaceDocuments(db, 'news', ids.map(String), documents);
}

// ── Content pages ────────────────────────────────────────────────────────────────────────────

/** A page's title: its hero's, else the title of the route that shows it. */
function pageTitle(page: ContentPage, content: unknown): string {
  const hero = (content as { hero?: { title?: unknown } } | null)?.hero;
  if (typeof hero?.title === 'string' && hero.title.trim() !== '') return htmlToText(hero.title);
  return findRoute(CONTENT_PAGE_PATHS[page].split('?')[0] ?? '/')?.title ?? page;
}

/** Saved content pages: the hero's title, then every text of the document. */
export async function indexPages(db: Executor, pages: readonly string[]): Promise<void> {
  const known = pages.filter(isContentPage);
  if (known.length === 0) return;
  const rows = await db
    .selectFrom('content_documents')
    .select(['page', 'document'])
    .where('page', 'in', known)
    .execute();
  const documents = rows
    .filter((row) => isContentPage(row.page))
    .map((row) => {
      const content = parsed(row.document);
      return document(
        'page',
        row.page,
        pageTitle(row.page as ContentPage, content),
        documentTexts(content).join(' '),
      );
    });
  await replaceDocuments(db, 'page', known, documents);
}

// ── Everything ───────────────────────────────────────────────────────────────────────────────

/** Builds every document again from the records (migration 023, `npm run search:reindex`). */
export async function rebuildSearchIndex(db: Executor): Promise<void> {
  const ids = async (table: 'games' | 'news_stories' | (typeof DRAW_GAME_TABLES)[DrawGameKind]) =>
    (await db.selectFrom(table).select('id').execute()).map((row) => row.id);
  await db.deleteFrom('search_documents').execute();
  await indexGames(db, await ids('games'));
  for (const kind of DRAW_GAME_KINDS) await indexDrawGames(db, kind, await ids(DRAW_GAME_TABLES[kind]));
  await indexAllAssets(db);
  await indexNews(db, await ids('news_stories'));
  const pages = await db.selectFrom('content_documents').select('page').execute();
  await indexPages(
    db,
    pages.map((row) => row.page),
  );
}
