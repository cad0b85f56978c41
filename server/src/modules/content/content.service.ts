import { auditSentence, fullName, recordChanges, type User } from '@portal/domain';
import { pageImages } from '@portal/domain/content';
import type {
  AssetRef,
  ContentAnswer,
  ContentImage,
  ContentImageRef,
  ContentPage,
  ContentRevision,
  DrawGameContent,
  DrawGameContentForm,
  DrawGameKind,
  PromotionalToolModulesForm,
  StoredAssets,
  StoredContentDocument,
} from '@portal/domain/schemas';
import { DRAW_GAME_CONTENT_PAGES, staleSaveMessage } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { indexPages } from '../../db/search-index.ts';
import type { CachedAnswer } from '../../lib/answer-cache.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { sanitiseEditorHtml } from '../../lib/rich-text.ts';
import type { Clock } from '../../lib/time.ts';
import type { AssetServices } from '../assets/asset-services.ts';
import type { StagedFile } from '../assets/asset-uploads.service.ts';
import type { LogsService } from '../logs/logs.service.ts';
import { EDITOR_TREES, EditorImages } from '../news/editor-images.ts';
import type { NewsService } from '../news/news.service.ts';
import { saveRevision, selectDocument, selectRevision, selectRevisions } from './content.repository.ts';
import { DEFAULT_DOCUMENTS } from './defaults.ts';
import { drawGamesCopy, withDrawGamesCopy } from './draw-games-copy.ts';

export interface ContentDeps {
  db: Kysely<Database>;
  assets: AssetServices;
  news: NewsService;
  clock: Clock;
  logs: LogsService;
}

/** How the audit trail names each page. */
const PAGE_NAMES: Record<ContentPage, string> = {
  homepage: 'homepage',
  gamepage: 'games page',
  populardrawgamespage: 'popular draw games page',
  highfrequencydrawgamespage: 'high-frequency draw games page',
  enhancedfeaturespage: 'enhanced features page',
  assetmanagerpage: 'asset manager page',
  roadmappage: 'pipeline page',
  promotionaltools: 'promotional tools page',
  documentspage: 'documents page',
  newsandeventspage: 'news and events page',
};

/** Any page's document as stored: the common hero and sections, and the fields two pages add. */
export type StoredDocument = StoredContentDocument<'gamepage'> &
  Partial<Omit<StoredContentDocument<'homepage'>, 'hero' | 'sections'>> &
  Partial<Pick<StoredContentDocument<'promotionaltools'>, 'modules'>>;

/** The revision an editor opened (null: the page had never been saved). */
type BaseRevision = number | null;

/** The homepage shows this many featured stories when the editor picked none. */
const HOMEPAGE_FEATURED_NEWS = 3;

/**
 * The content documents of the public pages (SPEC §7 'content'). Anyone reads a page; the SA edits
 * it. A page never saved answers its default document; every save is kept as a revision, and an
 * earlier revision can be restored (saved again as the newest).
 */
export class ContentService {
  private readonly images: EditorImages;

  constructor(private readonly deps: ContentDeps) {
    this.images = new EditorImages(deps.assets, EDITOR_TREES.content);
  }

  /** get{page} as kept serialised until a page, a story or the asset library changes. */
  getAnswer(page: ContentPage): Promise<CachedAnswer> {
    return this.deps.news.publicAnswer(`content:${page}`, () => this.get(page));
  }

  /** GET /api/content/get{page}. */
  async get<P extends ContentPage>(page: P): Promise<ContentAnswer<P>> {
    const row = await selectDocument(this.deps.db, page);
    const document: StoredDocument = row ? JSON.parse(row.document) : DEFAULT_DOCUMENTS[page];
    const meta = {
      page,
      revision: row?.revision ?? null,
      updatedAt: row?.updated_at ?? null,
      updatedBy: row?.updated_by ?? null,
    };
    const answer = { ...(await this.present([document]))[0]!, ...meta };
    if (page !== 'homepage') return answer as ContentAnswer<P>;
    return { ...answer, ...(await this.homepageExtras(document)) } as ContentAnswer<P>;
  }

  /** POST /api/content/edit{page} (SA): the whole document; promotionaltools keeps its modules. */
  async edit<P extends ContentPage>(
    page: P,
    form: StoredDocument,
    editor: User,
    baseRevision?: BaseRevision,
  ): Promise<ContentAnswer<P>> {
    const document: StoredDocument = {
      ...form,
      sections: form.sections.map((section) => ({ ...section, body: sanitiseEditorHtml(section.body) })),
    };
    if (page === 'promotionaltools') document.modules = (await this.stored(page)).modules ?? [];
    await this.save(page, document, editor, true, baseRevision);
    return this.get(page);
  }

  /** POST /api/content/editpromotionaltoolsmodules (SA): the modules, in order; the page stays as it is. */
  async editModules(
    modules: PromotionalToolModulesForm['modules'],
    editor: User,
    baseRevision?: BaseRevision,
  ): Promise<ContentAnswer<'promotionaltools'>> {
    await this.save(
      'promotionaltools',
      { ...(await this.stored('promotionaltools')), modules },
      editor,
      true,
      baseRevision,
    );
    return this.get('promotionaltools');
  }

  /** GET /api/{kind}-content/get: the copy of the kind's page, from its page document. */
  async drawGamesCopy(kind: DrawGameKind): Promise<DrawGameContent> {
    const row = await selectDocument(this.deps.db, DRAW_GAME_CONTENT_PAGES[kind]);
    const document: StoredDocument = row
      ? JSON.parse(row.document)
      : DEFAULT_DOCUMENTS[DRAW_GAME_CONTENT_PAGES[kind]];
    return drawGamesCopy(document, row?.updated_at ?? null);
  }

  /** POST /api/{kind}-content/create (SA): saves the copy into the kind's page document, as a revision. */
  async saveDrawGamesCopy(
    kind: DrawGameKind,
    copy: DrawGameContentForm,
    editor: User,
  ): Promise<DrawGameContent> {
    const page = DRAW_GAME_CONTENT_PAGES[kind];
    await this.save(page, withDrawGamesCopy(await this.stored(page), copy), editor, false);
    return this.drawGamesCopy(kind);
  }

  /** GET /api/content/revisions (SA): the page's latest revisions, newest first. */
  async revisions(page: ContentPage, limit: number): Promise<ContentRevision[]> {
    const rows = await selectRevisions(this.deps.db, page, limit);
    const documents = await this.present(rows.map((row) => JSON.parse(row.document) as StoredDocument));
    return rows.map((row, index) => ({
      page,
      revision: row.revision,
      savedAt: row.saved_at,
      savedBy: row.saved_by,
      document: documents[index]!,
    })) as ContentRevision[];
  }

  /** POST /api/content/restore (SA): an earlier revision's document, saved as the newest revision. */
  async restore<P extends ContentPage>(
    page: P,
    revision: number,
    editor: User,
    baseRevision?: BaseRevision,
  ): Promise<ContentAnswer<P>> {
    const row = await selectRevision(this.deps.db, page, revision);
    if (!row) throw notFound('There is no such revision of this page.');
    // Its images were checked when it was first saved; one deleted since then simply no longer shows.
    await this.save(page, JSON.parse(row.document), editor, false, baseRevision, 'page.restored');
    return this.get(page);
  }

  /** GET /api/content/getstoredassets (SA). */
  storedAssets(): Promise<StoredAssets> {
    return this.images.stored();
  }

  /** POST /api/content/putasset (SA): images into the content tree. */
  putAssets(files: StagedFile[], editorId?: number): Promise<AssetRef[]> {
    return this.images.store(files, editorId);
  }

  // ── Internals ──────────────────────────────────────────────────────────────────────────────

  private async stored(page: ContentPage): Promise<StoredDocument> {
    const row = await selectDocument(this.deps.db, page);
    return row ? JSON.parse(row.document) : DEFAULT_DOCUMENTS[page];
  }

  /** `baseRevision`, when given, is the revision the editor opened: another save since is a 409. */
  private async save(
    page: ContentPage,
    document: StoredDocument,
    editor: User,
    checkImages: boolean,
    baseRevision?: BaseRevision,
    action: 'page.edited' | 'page.restored' = 'page.edited',
  ) {
    if (checkImages) await this.images.requireImages(pageImages(document));
    const saved = { at: this.deps.clock().toISOString(), byId: editor.id, by: fullName(editor) };
    await this.deps.db
      .transaction()
      .execute(async (trx) => {
        if (baseRevision !== undefined) await this.requireRevision(trx, page, baseRevision);
        const before = await selectDocument(trx, page);
        await saveRevision(trx, page, JSON.stringify(document), saved);
        await indexPages(trx, [page]);
        const changes = recordChanges(before ? JSON.parse(before.document) : DEFAULT_DOCUMENTS[page], {
          ...document,
        });
        const verb = action === 'page.restored' ? 'Restored an earlier version of' : 'Edited';
        await this.deps.logs.writeAudit(trx, {
          actorId: editor.id,
          action,
          target: { kind: 'page', id: null, name: PAGE_NAMES[page] },
          changes,
          description: auditSentence(verb, 'the', PAGE_NAMES[page], changes),
          now: saved.at,
        });
      })
      .catch(async (error: unknown) => {
        // Two saves of one revision at the same instant (PostgreSQL): the revisions' primary key
        // refused the second; it is the same stale save.
        if (!(error instanceof HttpError) && baseRevision !== undefined)
          await this.requireRevision(this.deps.db, page, baseRevision);
        throw error;
      });
    this.deps.news.publicAnswersChanged();
  }

  /** 409 naming who saved the page and when, unless it is still at `baseRevision`. */
  private async requireRevision(db: Kysely<Database>, page: ContentPage, baseRevision: BaseRevision) {
    const current = await selectDocument(db, page);
    if ((current?.revision ?? null) !== baseRevision)
      throw new HttpError(
        409,
        staleSaveMessage('This page', current?.updated_by ?? null, current?.updated_at ?? null),
      );
  }

  /** The documents with each image reference replaced by the image (null when it is gone). */
  private async present(documents: StoredDocument[]) {
    const refs = await this.images.refs(
      documents.flatMap((document) => pageImages(document).map((image) => image.id)),
    );
    const image = (ref: ContentImageRef | null): ContentImage | null => {
      const asset = ref && refs.get(ref.id);
      return asset ? { ...asset, alt: ref.alt } : null;
    };
    return documents.map((document) => ({
      ...document,
      hero: { ...document.hero, image: image(document.hero.image) },
      sections: document.sections.map((section) => ({ ...section, image: image(section.image) })),
      ...(document.modules
        ? { modules: document.modules.map((module) => ({ ...module, image: image(module.image) })) }
        : {}),
    }));
  }

  private async homepageExtras(homepage: StoredDocument) {
    const picked = homepage.featuredNewsIds ?? [];
    const keys = homepage.promotionalToolModuleIds ?? [];
    const [featuredNews, tools] = await Promise.all([
      picked.length
        ? this.deps.news.liveSummaries(picked)
        : this.deps.news.featuredSummaries(HOMEPAGE_FEATURED_NEWS),
      keys.length ? this.stored('promotionaltools') : null,
    ]);
    const modules = tools?.modules ?? [];
    const chosen = keys.flatMap((key) => modules.filter((module) => module.key === key));
    const [presented] = await this.present([{ ...DEFAULT_DOCUMENTS.gamepage, modules: chosen }]);
    return { featuredNews, promotionalToolModules: presented!.modules ?? [] };
  }
}
