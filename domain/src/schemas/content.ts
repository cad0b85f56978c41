import { z } from 'zod';
import { MESSAGES } from '../messages';
import { parseId } from '../validation';
import { boundedText, numberText } from './common.ts';
import { AssetRef } from './games.ts';
import { NewsSummary } from './news.ts';
import { revisionField, revisionsLimitField } from './versions.ts';

/**
 * The content documents of the public pages (SPEC §7 'content', DESIGN 'Content of the public pages').
 * Each page has one JSON document: a hero (eyebrow, title, the words of the title to highlight, a
 * lead text, an image and calls to action) and sections (title, rich-text body, image, calls to
 * action). The homepage also picks featured games, featured news and promotional-tool modules; the
 * promotional-tools page also holds the modules. Images are assets of the `content` asset tree.
 *
 * A page never saved answers its default document (revision null). Every save keeps a revision
 * (who, when, the document). Every answer is the envelope `{ success, data, status, error }`.
 *
 * | Call | Request | data |
 * |---|---|---|
 * | GET /api/content/get{page} (public) | none | ContentAnswer of the page |
 * | POST /api/content/edit{page} (SA, JSON) | the page's document (CONTENT_DOCUMENT_FORMS[page]); the answer of get{page} is accepted as is, its answer-only fields ignored | ContentAnswer |
 * | POST /api/content/editpromotionaltoolsmodules (SA, JSON) | PromotionalToolModulesForm { modules } | ContentAnswer of promotionaltools |
 * | GET /api/content/getstoredassets (SA) | none | StoredAssets (news.ts): the content tree's images |
 * | POST /api/content/putasset (SA, multipart, an addition) | files[n] (images) | AssetRef[] stored in the content tree |
 * | GET /api/content/revisions (SA, an addition) | ContentRevisionsQuery { page, limit? } | ContentRevision[] newest first |
 * | POST /api/content/restore (SA, JSON, an addition) | ContentRestoreForm { page, revision, baseRevision? } | ContentAnswer (saved as a new revision) |
 *
 * edit{page}, editpromotionaltoolsmodules and restore take `baseRevision` beside the document: the
 * page's `revision` the editor opened (null for a page never saved). When the page was saved since,
 * they answer 409 saying who saved it and when (versions.ts, decision 070).
 */

export const CONTENT_PAGES = [
  'homepage',
  'gamepage',
  'populardrawgamespage',
  'highfrequencydrawgamespage',
  'enhancedfeaturespage',
  'assetmanagerpage',
  'roadmappage',
  'promotionaltools',
  'documentspage',
  'newsandeventspage',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

export function isContentPage(value: unknown): value is ContentPage {
  return (CONTENT_PAGES as readonly unknown[]).includes(value);
}

export const CALL_TO_ACTION_STYLES = ['primary', 'secondary'] as const;
export type CallToActionStyle = (typeof CALL_TO_ACTION_STYLES)[number];

// ---------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------

/** An image of the content tree with its alternative text ('' for a decorative image). */
export const ContentImage = AssetRef.extend({ alt: z.string() });
export type ContentImage = z.infer<typeof ContentImage>;

/** A button or link: a path on this site ('/games'), an https address or a mailto: address. */
export const CallToAction = z.object({
  label: z.string(),
  href: z.string(),
  style: z.enum(CALL_TO_ACTION_STYLES),
});
export type CallToAction = z.infer<typeof CallToAction>;

export const PageHero = z.object({
  eyebrow: z.string(),
  title: z.string(),
  /** Words of the title shown highlighted ('' for none). */
  highlight: z.string(),
  /** Plain text. */
  text: z.string(),
  image: ContentImage.nullable(),
  callsToAction: z.array(CallToAction),
});
export type PageHero = z.infer<typeof PageHero>;

export const PageSection = z.object({
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  image: ContentImage.nullable(),
  callsToAction: z.array(CallToAction),
});
export type PageSection = z.infer<typeof PageSection>;

/** What every page's document holds. */
export const PageDocument = z.object({ hero: PageHero, sections: z.array(PageSection) });
export type PageDocument = z.infer<typeof PageDocument>;

export const HomepageDocument = PageDocument.extend({
  /** Games shown on the homepage, in order (read them with game/ids); empty: the games flagged featured (game/featured). */
  featuredGameIds: z.array(z.number().int().positive()),
  /** Stories shown on the homepage, in order; empty: the newest stories flagged featured. */
  featuredNewsIds: z.array(z.number().int().positive()),
  /** Keys of the promotional-tool modules shown on the homepage, in order. */
  promotionalToolModuleIds: z.array(z.string()),
});
export type HomepageDocument = z.infer<typeof HomepageDocument>;

export const PromotionalToolModule = z.object({
  /** A slug, unique among the modules ('second-chance'). */
  key: z.string(),
  title: z.string(),
  /** Plain text. */
  text: z.string(),
  image: ContentImage.nullable(),
  callToAction: CallToAction.nullable(),
});
export type PromotionalToolModule = z.infer<typeof PromotionalToolModule>;

export const PromotionalToolsDocument = PageDocument.extend({
  /** Edited with editpromotionaltoolsmodules; editpromotionaltools keeps them as they are. */
  modules: z.array(PromotionalToolModule),
});
export type PromotionalToolsDocument = z.infer<typeof PromotionalToolsDocument>;

/** Each page's document. */
const CONTENT_DOCUMENTS = {
  homepage: HomepageDocument,
  gamepage: PageDocument,
  populardrawgamespage: PageDocument,
  highfrequencydrawgamespage: PageDocument,
  enhancedfeaturespage: PageDocument,
  assetmanagerpage: PageDocument,
  roadmappage: PageDocument,
  promotionaltools: PromotionalToolsDocument,
  documentspage: PageDocument,
  newsandeventspage: PageDocument,
} as const satisfies Record<ContentPage, z.ZodType>;
export type ContentDocuments = { [P in ContentPage]: z.infer<(typeof CONTENT_DOCUMENTS)[P]> };

/** Answer-only fields of every content answer. */
const ContentMeta = z.object({
  page: z.enum(CONTENT_PAGES),
  /** The saved revision this is; null while the page shows its default document. */
  revision: z.number().int().positive().nullable(),
  updatedAt: z.string().nullable(),
  /** Full name of who saved it. */
  updatedBy: z.string().nullable(),
});
export type ContentMeta = z.infer<typeof ContentMeta>;

/** Answer-only additions of the homepage: what its picks resolve to for the caller. */
const homepageExtraFields = {
  /** The picked stories that are live (or the newest featured ones, at most 3), as news/get lists them. */
  featuredNews: z.array(NewsSummary),
  /** The picked modules of the promotional-tools page, in order. */
  promotionalToolModules: z.array(PromotionalToolModule),
};
export type HomepageExtras = {
  [K in keyof typeof homepageExtraFields]: z.infer<(typeof homepageExtraFields)[K]>;
};

/** The answer of get{page} (and of the calls that save it), per page. */
export const CONTENT_ANSWERS = Object.fromEntries(
  CONTENT_PAGES.map((page) => [
    page,
    CONTENT_DOCUMENTS[page].extend({
      ...ContentMeta.shape,
      page: z.literal(page),
      ...(page === 'homepage' ? homepageExtraFields : {}),
    }),
  ]),
) as Record<string, z.ZodType> as Record<ContentPage, z.ZodType>;

export type ContentAnswer<P extends ContentPage = ContentPage> = ContentDocuments[P] &
  ContentMeta & { page: P } & (P extends 'homepage' ? HomepageExtras : unknown);

/** One saved revision of a page (content/revisions lists them newest first). */
export const ContentRevision = z.object({
  page: z.enum(CONTENT_PAGES),
  revision: z.number().int().positive(),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
  document: z.union([HomepageDocument, PromotionalToolsDocument, PageDocument]),
});
export type ContentRevision<P extends ContentPage = ContentPage> = Omit<
  z.infer<typeof ContentRevision>,
  'page' | 'document'
> & { page: P; document: ContentDocuments[P] };

// ---------------------------------------------------------------------------------------------
// Requests. Objects drop fields they do not know, so an answer sent back loses its answer-only
// fields (revision, updatedAt, an image's links) and keeps what the document holds.
// ---------------------------------------------------------------------------------------------

/** A site path ('/games', not '//host'), an https address or a mailto: address. */
export function isSafeHref(href: string): boolean {
  if (/^\/(?![/\\])/.test(href)) return !/[\s\\]/.test(href);
  return /^https:\/\/[^\s/\\]+[^\s]*$/i.test(href) || /^mailto:[^\s@]+@[^\s@]+$/i.test(href);
}

/** The longest address a call to action may link to. */
const HREF_MAX = 2000;

const CallToActionForm = (field: string) =>
  z.object(
    {
      label: boundedText(`${field}.label`, 80).min(1, `${field}.label: a call to action needs a label.`),
      href: z
        .string({ error: `${field}.href must be text.` })
        .trim()
        .max(HREF_MAX, `${field}.href is too long (${HREF_MAX} characters at most).`)
        .refine(
          isSafeHref,
          `${field}.href must be a path on this site (/games), an https address or a mailto: address.`,
        ),
      style: z
        .enum(CALL_TO_ACTION_STYLES, { error: `${field}.style must be primary or secondary.` })
        .default('primary'),
    },
    { error: `${field} must be { label, href, style }.` },
  );

const callsToAction = (field: string) =>
  z
    .array(CallToActionForm(field), { error: `${field} must be a list.` })
    .max(4, `${field}: at most 4 calls to action.`)
    .default([]);

/** An image as sent: null, or an object with the asset's id (a ContentImage as answered) and its alt text. */
const ImageForm = (field: string) =>
  z
    .union(
      [
        z.null(),
        z.object({
          id: z.union([z.number(), numberText(`${field}: ${MESSAGES.idInvalid}`)]),
          alt: boundedText(`${field}.alt`, 300).default(''),
        }),
      ],
      { error: `${field} must be an image of the content assets ({ id, alt }) or null.` },
    )
    .transform((image, ctx) => {
      if (image === null) return null;
      const id = parseId(image.id);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: `${field}: ${MESSAGES.idInvalid}` });
        return z.NEVER;
      }
      return { id, alt: image.alt };
    })
    .default(null);

/** A stored image reference: the asset id and its alt text (answers add the asset's links). */
export type ContentImageRef = { id: number; alt: string };

const HeroForm = z.object(
  {
    eyebrow: boundedText('hero.eyebrow', 80).default(''),
    title: boundedText('hero.title', 200).min(1, 'hero.title: the page needs a title.'),
    highlight: boundedText('hero.highlight', 200).default(''),
    text: boundedText('hero.text', 2000).default(''),
    image: ImageForm('hero.image'),
    callsToAction: callsToAction('hero.callsToAction'),
  },
  { error: 'hero must be { eyebrow, title, highlight, text, image, callsToAction }.' },
);

const SectionForm = z.object(
  {
    title: boundedText('sections.title', 200).default(''),
    /** Rich text (HTML); the server sanitises it. */
    body: z
      .string({ error: 'sections.body must be text (HTML).' })
      .max(50_000, 'sections.body is too long.')
      .default(''),
    image: ImageForm('sections.image'),
    callsToAction: callsToAction('sections.callsToAction'),
  },
  { error: 'sections must be a list of { title, body, image, callsToAction }.' },
);

const pageFields = {
  hero: HeroForm,
  sections: z
    .array(SectionForm, { error: 'sections must be a list of { title, body, image, callsToAction }.' })
    .max(30, 'sections: at most 30 sections.')
    .default([]),
};

const NOT_A_DOCUMENT = { error: 'Send the page as a JSON document.' };

const idList = (field: string) =>
  z
    .array(
      z.union([z.number(), numberText(`${field}: ${MESSAGES.idInvalid}`)]).transform((value, ctx) => {
        const id = parseId(value);
        if (id === null) {
          ctx.addIssue({ code: 'custom', message: `${field}: ${MESSAGES.idInvalid}` });
          return z.NEVER;
        }
        return id;
      }),
      { error: `${field} must be a list of ids.` },
    )
    .max(24, `${field}: at most 24.`)
    .transform((ids) => [...new Set(ids)])
    .default([]);

const MODULE_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const moduleKey = (field: string) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(60, `${field} must be at most 60 characters.`)
    .regex(MODULE_KEY, `${field} must be a slug of lower-case letters, digits and dashes (second-chance).`);

/** The document of a page with only a hero and sections. */
export const PageDocumentForm = z.object(pageFields, NOT_A_DOCUMENT);

export const HomepageDocumentForm = z.object(
  {
    ...pageFields,
    featuredGameIds: idList('featuredGameIds'),
    featuredNewsIds: idList('featuredNewsIds'),
    promotionalToolModuleIds: z
      .array(moduleKey('promotionalToolModuleIds'), {
        error: 'promotionalToolModuleIds must be a list of module keys.',
      })
      .max(12, 'promotionalToolModuleIds: at most 12.')
      .transform((keys) => [...new Set(keys)])
      .default([]),
  },
  NOT_A_DOCUMENT,
);

const PromotionalToolModuleForm = z.object(
  {
    key: moduleKey('modules.key'),
    title: boundedText('modules.title', 200).min(1, 'modules.title: a module needs a title.'),
    text: boundedText('modules.text', 2000).default(''),
    image: ImageForm('modules.image'),
    callToAction: z
      .union([z.null(), CallToActionForm('modules.callToAction')], {
        error: 'modules.callToAction must be { label, href, style } or null.',
      })
      .default(null),
  },
  { error: 'modules must be a list of { key, title, text, image, callToAction }.' },
);

/** POST /api/content/editpromotionaltoolsmodules: the whole list of modules, in order. */
export const PromotionalToolModulesForm = z
  .object(
    {
      modules: z
        .array(PromotionalToolModuleForm, {
          error: 'modules must be a list of { key, title, text, image, callToAction }.',
        })
        .max(30, 'modules: at most 30 modules.'),
    },
    { error: 'Send { modules: [...] } as JSON.' },
  )
  .superRefine(({ modules }, ctx) => {
    const keys = modules.map((module) => module.key);
    const repeated = keys.find((key, i) => keys.indexOf(key) !== i);
    if (repeated !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['modules'],
        message: `modules.key: '${repeated}' is used twice.`,
      });
    }
  });
export type PromotionalToolModulesForm = z.infer<typeof PromotionalToolModulesForm>;

/** The schema each edit{page} call checks its body with. */
export const CONTENT_DOCUMENT_FORMS = {
  homepage: HomepageDocumentForm,
  gamepage: PageDocumentForm,
  populardrawgamespage: PageDocumentForm,
  highfrequencydrawgamespage: PageDocumentForm,
  enhancedfeaturespage: PageDocumentForm,
  assetmanagerpage: PageDocumentForm,
  roadmappage: PageDocumentForm,
  // The modules have their own call; an edit of the page keeps them.
  promotionaltools: PageDocumentForm,
  documentspage: PageDocumentForm,
  newsandeventspage: PageDocumentForm,
} as const satisfies Record<ContentPage, z.ZodType>;

/** A document as stored (image references without links), per page. */
export type StoredContentDocument<P extends ContentPage> = z.output<(typeof CONTENT_DOCUMENT_FORMS)[P]> &
  (P extends 'promotionaltools' ? { modules: z.output<typeof PromotionalToolModuleForm>[] } : unknown);

const pageField = z.enum(CONTENT_PAGES, { error: `page must be one of: ${CONTENT_PAGES.join(', ')}.` });

/** GET /api/content/revisions: the page and how many revisions (default 20, newest first). */
export const ContentRevisionsQuery = z.object({
  page: pageField,
  limit: revisionsLimitField,
});
export type ContentRevisionsQuery = z.infer<typeof ContentRevisionsQuery>;

/** POST /api/content/restore: saves an earlier revision's document again, as a new revision. */
export const ContentRestoreForm = z.object({
  page: pageField,
  revision: revisionField,
});
export type ContentRestoreForm = z.infer<typeof ContentRestoreForm>;
