import {
  auditSentence,
  fullName,
  type NewsCategory,
  newsState,
  recordChanges,
  regionKeysMatching,
  type StoryRegionDate,
  storySelection,
  todayIso,
  type User,
} from '@portal/domain';
import type {
  AssetRef,
  AuditAction,
  NewsAddForm,
  NewsAdminQuery,
  NewsEditForm,
  NewsGetQuery,
  NewsPage,
  NewsRestoreForm,
  NewsRevision,
  NewsRevisionsQuery,
  NewsStatus,
  NewsStory,
  NewsSummary,
  NewsTag,
  StoredAssets,
} from '@portal/domain/schemas';
import { staleSaveMessage } from '@portal/domain/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { indexNews } from '../../db/search-index.ts';
import type { CachedAnswer } from '../../lib/answer-cache.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { sanitiseEditorHtml } from '../../lib/rich-text.ts';
import type { SharedVersions } from '../../lib/shared-versions.ts';
import type { Clock } from '../../lib/time.ts';
import type { AssetServices } from '../assets/asset-services.ts';
import type { StagedFile } from '../assets/asset-uploads.service.ts';
import type { LogsService } from '../logs/logs.service.ts';
import { EDITOR_TREES, EditorImages } from './editor-images.ts';
import {
  deleteStory,
  insertStory,
  type LiveRead,
  type NewsColumns,
  type NewsFilter,
  type NewsRevisionRow,
  type NewsRow,
  nextStoryRevision,
  type SavedBy,
  selectAnyPage,
  selectLivePage,
  selectLiveStories,
  selectLiveStory,
  selectNextGoLive,
  selectRegionDates,
  selectRegions,
  selectStory,
  selectStoryRevisions,
  selectTagCounts,
  selectTags,
  updateStory,
} from './news.repository.ts';
import { PublicAnswers } from './public-answers.ts';

export interface NewsDeps {
  db: Kysely<Database>;
  assets: AssetServices;
  clock: Clock;
  logs: LogsService;
  /** With several instances: the version their kept public answers are checked against. */
  shared?: SharedVersions;
}

const noSuchStory = () => notFound('There is no story with this id.');

/**
 * News and events (SPEC §7 'News'). Visitors read live stories only (published, publish time
 * passed): the public reads go through the repository's live queries, which cannot return anything
 * else. The SA writes stories and reads every one of them.
 */
export class NewsService {
  private readonly answers: PublicAnswers;
  private readonly images: EditorImages;

  constructor(private readonly deps: NewsDeps) {
    this.images = new EditorImages(deps.assets, EDITOR_TREES.news);
    this.answers = new PublicAnswers((now) => selectNextGoLive(deps.db, now), deps.clock, deps.shared);
    // Covers and page images live in the asset library: any change there renews the public answers.
    deps.assets.changes.onChange(() => this.publicAnswersChanged());
  }

  /** news/get as kept serialised (the same query answers the same bytes until something changes). */
  getAnswer(query: NewsGetQuery): Promise<CachedAnswer> {
    const { loc: _page, ...key } = query;
    return this.answers.answer(`news:${JSON.stringify(key)}`, () => this.get(query));
  }

  /** A public answer of news or content, kept until a story, a page or the asset library changes. */
  publicAnswer(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    return this.answers.answer(key, build);
  }

  /** Called by every write to stories, pages or the asset library. */
  publicAnswersChanged(): void {
    this.answers.changed();
  }

  /** GET /api/news/get: one live story, or a page of them. */
  async get(query: NewsGetQuery): Promise<NewsStory | NewsPage> {
    const read = this.liveRead(query.regions);
    if (query.id !== undefined) {
      const row = await selectLiveStory(this.deps.db, query.id, read);
      if (!row) throw noSuchStory();
      // Visitors are not told which member of staff saved the story.
      return { ...(await this.story(row)), updatedBy: null };
    }
    const filter: NewsFilter = {
      featured: query.featured,
      tagKey: query.tag?.toLowerCase() || undefined,
      category: query.category,
      regionKeys: query.regions?.length ? regionKeysMatching(query.regions) : null,
    };
    const page = { limit: query.limit, offset: query.offset };
    return this.page(await selectLivePage(this.deps.db, read, filter, page), page);
  }

  /** What a public read is judged on: now, today and the selection (decision 151). */
  private liveRead(regions?: string[]): LiveRead {
    const now = this.deps.clock();
    return { now: now.toISOString(), today: todayIso(now), selection: storySelection(regions) };
  }

  /** GET /api/news/getall (SA): any story, or a page of every story. */
  async getAll(query: NewsAdminQuery): Promise<NewsStory | NewsPage> {
    if (query.id !== undefined) return this.story(await this.existing(query.id));
    const filter: NewsFilter = {
      featured: query.featured,
      category: query.category,
      state: query.state,
      search: query.search?.toLowerCase() || undefined,
    };
    const page = { limit: query.limit, offset: query.offset };
    return this.page(await selectAnyPage(this.deps.db, this.now(), filter, page), page);
  }

  /** The stories that went live after `from` in a region selection, newest first (what is new). */
  async publishedSince(from: string, regions: readonly string[], limit: number): Promise<NewsSummary[]> {
    const filter: NewsFilter = {
      publishedAfter: from,
      regionKeys: regions.length ? regionKeysMatching([...regions]) : null,
    };
    const { rows } = await selectLivePage(this.deps.db, this.liveRead([...regions]), filter, {
      limit,
      offset: 0,
    });
    return this.summaries(rows);
  }

  /** The live stories among `ids`, in that order (the homepage's picks). */
  async liveSummaries(ids: number[]): Promise<NewsSummary[]> {
    const rows = await selectLiveStories(this.deps.db, ids, this.liveRead());
    const byId = new Map(rows.map((row) => [row.id, row]));
    return this.summaries(ids.flatMap((id) => byId.get(id) ?? []));
  }

  /** The newest live featured stories. */
  async featuredSummaries(limit: number): Promise<NewsSummary[]> {
    const { rows } = await selectLivePage(
      this.deps.db,
      this.liveRead(),
      { featured: true },
      { limit, offset: 0 },
    );
    return this.summaries(rows);
  }

  /** POST /api/news/add (SA). */
  async add(form: NewsAddForm, editor: User): Promise<NewsStory> {
    const story = await this.columns(form);
    const now = this.now();
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const id = await insertStory(trx, story, editor.id, now);
      await indexNews(trx, [id]);
      await nextStoryRevision(trx, id, 0, JSON.stringify(story), savedBy(editor, now));
      await this.audit(
        trx,
        editor,
        story.status === 'published' ? 'news.published' : 'news.created',
        id,
        null,
        story,
      );
      return id;
    });
    this.publicAnswersChanged();
    return this.story(await this.existing(id));
  }

  /** POST /api/news/edit (SA): replaces the whole story; publishAt left out keeps the one it had. */
  async edit(form: NewsEditForm, editor: User): Promise<NewsStory> {
    const current = await this.existing(form.id);
    const story = await this.columns({
      ...form,
      publishAt: form.publishAt ?? current.publish_at,
      regionDates: form.regionDates ?? (await selectRegionDates(this.deps.db, [form.id])).get(form.id) ?? [],
    });
    const now = this.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const before = await savedStory(trx, form.id);
      await this.nextRevision(trx, form.id, form.baseRevision, story, savedBy(editor, now));
      await updateStory(trx, form.id, story, editor.id, now);
      await indexNews(trx, [form.id]);
      const published = story.status === 'published' && before?.status !== 'published';
      await this.audit(trx, editor, published ? 'news.published' : 'news.edited', form.id, before, story);
    });
    this.publicAnswersChanged();
    return this.story(await this.existing(form.id));
  }

  /** GET /api/news/revisions (SA): the story's latest revisions, newest first. */
  async revisions(query: NewsRevisionsQuery): Promise<NewsRevision[]> {
    await this.existing(query.id);
    const rows = await selectStoryRevisions(this.deps.db, query.id, { limit: query.limit });
    const documents = rows.map((row) => JSON.parse(row.document) as NewsColumns);
    const covers = await this.images.refs(
      documents.flatMap((document) => (document.coverAssetId === null ? [] : [document.coverAssetId])),
    );
    return rows.map((row, index) => {
      const { coverAssetId, ...document } = documents[index]!;
      return {
        id: row.news_id,
        revision: row.revision,
        savedAt: row.saved_at,
        savedBy: row.saved_by,
        story: {
          id: row.news_id,
          ...document,
          regionDates: document.regionDates ?? [],
          cover: coverAssetId === null ? null : (covers.get(coverAssetId) ?? null),
        },
      };
    });
  }

  /** POST /api/news/restore (SA): an earlier revision, saved again as the story's newest. */
  async restore(form: NewsRestoreForm, editor: User): Promise<NewsStory> {
    await this.existing(form.id);
    const [row] = await selectStoryRevisions(this.deps.db, form.id, { limit: 1, revision: form.revision });
    if (!row) throw notFound('There is no such revision of this story.');
    const story = JSON.parse(row.document) as NewsColumns;
    // A cover deleted since then is left out, as it no longer shows in the revision either.
    if (story.coverAssetId !== null && !(await this.images.refs([story.coverAssetId])).size)
      story.coverAssetId = null;
    const now = this.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const before = await savedStory(trx, form.id);
      await this.nextRevision(trx, form.id, form.baseRevision, story, savedBy(editor, now));
      await updateStory(trx, form.id, story, editor.id, now);
      await indexNews(trx, [form.id]);
      await this.audit(trx, editor, 'news.restored', form.id, before, story);
    });
    this.publicAnswersChanged();
    return this.story(await this.existing(form.id));
  }

  /** POST /api/news/delete (SA), with its audit entry. The cover stays in the news images for other stories. */
  async delete(id: number, editor: User): Promise<{ id: number }> {
    await this.deps.db.transaction().execute(async (trx) => {
      const before = await savedStory(trx, id);
      const title = before?.title ?? (await selectStory(trx, id))?.title;
      if (!(await deleteStory(trx, id))) throw noSuchStory();
      await indexNews(trx, [id]);
      await this.audit(trx, editor, 'news.deleted', id, null, { title: title ?? `#${id}` }, false);
    });
    this.publicAnswersChanged();
    return { id };
  }

  /** GET /api/news/gettags (SA). */
  tags(): Promise<NewsTag[]> {
    return selectTagCounts(this.deps.db);
  }

  /** GET /api/news/getstoredassets (SA). */
  storedAssets(): Promise<StoredAssets> {
    return this.images.stored();
  }

  /** POST /api/news/putasset (SA): images into the news tree. */
  putAssets(files: StagedFile[], editorId?: number): Promise<AssetRef[]> {
    return this.images.store(files, editorId);
  }

  // ── Internals ──────────────────────────────────────────────────────────────────────────────

  private now(): string {
    return this.deps.clock().toISOString();
  }

  /**
   * A story's audit entry, in the transaction of its save: the fields that changed from `before` (its
   * last saved revision), or those a new story set.
   */
  private audit(
    trx: Kysely<Database>,
    editor: User,
    action: Extract<AuditAction, `news.${string}`>,
    id: number,
    before: Partial<NewsColumns> | null,
    after: Partial<NewsColumns>,
    listChanges = true,
  ): Promise<void> {
    const changes = listChanges ? recordChanges(before, after) : {};
    const verb = {
      'news.created': 'Added',
      'news.edited': 'Edited',
      'news.published': 'Published',
      'news.restored': 'Restored an earlier version of',
      'news.deleted': 'Deleted',
    }[action];
    const title = after.title ?? `#${id}`;
    return this.deps.logs.writeAudit(trx, {
      actorId: editor.id,
      action,
      target: { kind: 'news', id, name: title },
      changes,
      description: auditSentence(verb, 'story', title, changes),
      now: this.now(),
    });
  }

  private async existing(id: number): Promise<NewsRow> {
    const row = await selectStory(this.deps.db, id);
    if (!row) throw noSuchStory();
    return row;
  }

  private async columns(form: NewsAddForm): Promise<NewsColumns> {
    if (form.cover !== null) await this.images.requireImages([{ field: 'cover', id: form.cover }]);
    return {
      title: form.title,
      summary: form.summary,
      body: sanitiseEditorHtml(form.body),
      category: form.category,
      featured: form.featured,
      status: form.status,
      publishAt: form.publishAt ?? this.now(),
      coverAssetId: form.cover,
      event: form.event,
      tags: form.tags,
      regions: form.regions,
      regionDates: form.regionDates,
    };
  }

  /**
   * Inside a save's transaction: keeps `story` as the story's next revision, or refuses with 409 when
   * the story moved on from `baseRevision` (left out: from whatever revision it is at).
   */
  private async nextRevision(
    trx: Transaction<Database>,
    id: number,
    baseRevision: number | null | undefined,
    story: NewsColumns,
    saved: SavedBy,
  ): Promise<void> {
    const from = baseRevision ?? (await selectStory(trx, id))?.revision ?? 0;
    if ((await nextStoryRevision(trx, id, from, JSON.stringify(story), saved)) !== null) return;
    const current = await selectStory(trx, id);
    const [last] = current
      ? await selectStoryRevisions(trx, id, { limit: 1, revision: current.revision })
      : [];
    throw new HttpError(409, staleSaveMessage('This story', lastSaver(last), current?.updated_at ?? null));
  }

  private async story(row: NewsRow): Promise<NewsStory> {
    const [[summary], [last]] = await Promise.all([
      this.summaries([row]),
      row.revision > 0
        ? selectStoryRevisions(this.deps.db, row.id, { limit: 1, revision: row.revision })
        : Promise.resolve([]),
    ]);
    return { ...summary!, body: row.body, revision: row.revision, updatedBy: lastSaver(last) };
  }

  private async page(found: { rows: NewsRow[]; total: number }, page: { limit: number; offset: number }) {
    return { items: await this.summaries(found.rows), total: found.total, ...page };
  }

  private async summaries(rows: NewsRow[]): Promise<NewsSummary[]> {
    const ids = rows.map((row) => row.id);
    const coverIds = rows.flatMap((row) => (row.cover_asset_id === null ? [] : [row.cover_asset_id]));
    const [tags, regions, regionDates, covers] = await Promise.all([
      selectTags(this.deps.db, ids),
      selectRegions(this.deps.db, ids),
      selectRegionDates(this.deps.db, ids),
      this.images.refs(coverIds),
    ]);
    const now = this.deps.clock();
    return rows.map((row) =>
      presentSummary(row, { tags, regions, regionDates: regionDates.get(row.id) ?? [] }, covers, now),
    );
  }
}

function savedBy(editor: User, at: string): SavedBy {
  return { at, byId: editor.id, by: fullName(editor) };
}

const lastSaver = (row: NewsRevisionRow | undefined) => row?.saved_by ?? null;

function presentSummary(
  row: NewsRow,
  {
    tags,
    regions,
    regionDates,
  }: { tags: Map<number, string[]>; regions: Map<number, string[]>; regionDates: StoryRegionDate[] },
  covers: Map<number, AssetRef>,
  now: Date,
): NewsSummary {
  const status = row.status as NewsStatus;
  const cover = row.cover_asset_id === null ? undefined : covers.get(row.cover_asset_id);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category as NewsCategory,
    tags: tags.get(row.id) ?? [],
    featured: row.featured === 1,
    regions: regions.get(row.id) ?? [],
    publishAt: row.publish_at,
    regionDates,
    status,
    state: newsState({ status, publishAt: row.publish_at }, now),
    cover: cover ?? null,
    event:
      row.event_start && row.event_end
        ? { startDate: row.event_start, endDate: row.event_end, place: row.event_place ?? '' }
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The story as last saved: its newest revision (null for a story not saved since revisions began, whose
 * first edit then lists every field it has).
 */
async function savedStory(trx: Transaction<Database>, id: number): Promise<NewsColumns | null> {
  const current = await selectStory(trx, id);
  if (!current || current.revision === 0) return null;
  const [last] = await selectStoryRevisions(trx, id, { limit: 1, revision: current.revision });
  return last ? (JSON.parse(last.document) as NewsColumns) : null;
}
