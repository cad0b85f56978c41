import { z } from 'zod';
import { isIsoDate, isIsoDateTime } from '../dates';
import { NEWS_CATEGORIES } from '../enums';
import { MESSAGES } from '../messages';
import { parseId } from '../validation';
import { boundedText, dateText, numberText, regionKeyField, requiredText } from './common.ts';
import { AssetRef, type Deleted, idField, regionSelectionField } from './games.ts';
import { baseRevisionField, revisionField } from './versions.ts';

/**
 * News and events (SPEC §3 'News', §7 'News'). A story has a title, a plain-text summary, a rich-text
 * body (sanitised HTML), a category (NEWS_CATEGORIES), tags, a featured flag, regions (empty means
 * everywhere), a publish time, a status (draft or published) and a cover image from the news asset
 * tree; an Events story also has start and end dates and a place. Every answer is the envelope
 * `{ success, data, status: { code, name }, error }`; below, `data` is given.
 *
 * A visitor's read (news/get) only ever sees published stories whose publish time has passed: the
 * repository's public query filters them, so drafts and scheduled stories cannot leak through a
 * parameter. The SA's calls see everything.
 *
 * | Call | Request | data |
 * |---|---|---|
 * | GET /api/news/get (public) | NewsGetQuery: id (one story) or limit, offset, featured, tag, category, regions (JSON), loc | NewsStory (with id; 404 otherwise) or NewsPage |
 * | GET /api/news/getall (SA, an addition) | NewsAdminQuery: id, or search, status, category, featured, limit, offset | NewsStory (with id) or NewsPage of every story |
 * | POST /api/news/add (SA, JSON) | NewsAddForm | NewsStory |
 * | POST /api/news/edit (SA, JSON) | NewsEditForm (a NewsStory as answered is accepted) | NewsStory |
 * | POST /api/news/delete (SA) | { id } | { id } |
 * | GET /api/news/gettags (SA) | none | NewsTag[] |
 * | GET /api/news/getstoredassets (SA) | none | StoredAssets (the news tree's images, newest first) |
 * | GET /api/news/revisions (SA, an addition) | NewsRevisionsQuery { id, limit? } | NewsRevision[] newest first |
 * | POST /api/news/restore (SA, JSON, an addition) | NewsRestoreForm { id, revision, baseRevision? } | NewsStory (saved as a new revision) |
 *
 * news/edit and news/restore take `baseRevision`, the story's `revision` the editor opened: when the
 * story was saved since, they answer 409 saying who saved it and when (versions.ts, decision 070).
 * | POST /api/news/putasset (SA, multipart, an addition) | files[n] (images) | AssetRef[] stored in the news tree |
 */

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** What a story is right now: a draft, published but waiting for its time, or live. */
export const NEWS_STATES = ['draft', 'scheduled', 'published'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/** news/get answers at most this many stories a page. */
export const NEWS_PAGE_LIMIT_MAX = 100;
export const NEWS_PAGE_LIMIT_DEFAULT = 9;

// ---------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------

/** Where and when an event takes place (category Events only). Dates are 'YYYY-MM-DD'. */
export const NewsEvent = z.object({ startDate: z.string(), endDate: z.string(), place: z.string() });
export type NewsEvent = z.infer<typeof NewsEvent>;

/** A story in a list (no body). */
export const NewsSummary = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  tags: z.array(z.string()),
  featured: z.boolean(),
  /** Region keys; empty means everywhere. */
  regions: z.array(z.string()),
  /** ISO date-time (UTC) the story is published from. */
  publishAt: z.string(),
  /**
   * Days ('YYYY-MM-DD') the story comes out in some regions, later than publishAt (decision 151):
   * a read whose every selected region is before its day does not list or open it.
   */
  regionDates: z.array(z.object({ region: z.string(), publishDate: z.string() })),
  status: z.enum(NEWS_STATUSES),
  state: z.enum(NEWS_STATES),
  /** The cover image (an asset of the news tree): `alink` is its ~1440 px preview, `thumbnail` ~250 px. */
  cover: AssetRef.nullable(),
  event: NewsEvent.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsSummary = z.infer<typeof NewsSummary>;

/** One story (news/get with id, add, edit): the summary plus its body as sanitised HTML. */
export const NewsStory = NewsSummary.extend({
  body: z.string(),
  /** The version an editor starts from: news/edit sends it back as baseRevision (decision 070). */
  revision: z.number().int().nonnegative(),
  /** Full name of who saved it last (null before its first save with revisions, and on the public read). */
  updatedBy: z.string().nullable(),
});
export type NewsStory = z.infer<typeof NewsStory>;

/** A saved revision of a story (news/revisions): the story as it was saved. */
export const NewsRevision = z.object({
  id: z.number().int().positive(),
  revision: z.number().int().positive(),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
  story: NewsStory.omit({ revision: true, updatedBy: true, state: true, createdAt: true, updatedAt: true }),
});
export type NewsRevision = z.infer<typeof NewsRevision>;

/** A page of stories, newest publish time first; `total` counts every story the filter matches. */
export const NewsPage = z.object({
  items: z.array(NewsSummary),
  total: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
});
export type NewsPage = z.infer<typeof NewsPage>;

/** news/get and news/getall: one story when asked by id, else a page. */
export const NewsAnswer = z.union([NewsStory, NewsPage]);

export const NewsTag = z.object({ tag: z.string(), count: z.number().int().nonnegative() });
export type NewsTag = z.infer<typeof NewsTag>;

/**
 * The images an editor may pick (news/getstoredassets, content/getstoredassets): the tree's root
 * folder (upload into it with the module's putasset call) and every image in the tree, newest first.
 */
export const StoredAssets = z.object({ folderId: z.number().int().positive(), items: z.array(AssetRef) });
export type StoredAssets = z.infer<typeof StoredAssets>;

export type NewsDeleted = z.infer<typeof Deleted>;

// ---------------------------------------------------------------------------------------------
// Read requests.
// ---------------------------------------------------------------------------------------------

function pageLimit() {
  return z
    .union([z.number(), numberText(`limit must be a whole number from 1 to ${NEWS_PAGE_LIMIT_MAX}.`)], {
      error: `limit must be a whole number from 1 to ${NEWS_PAGE_LIMIT_MAX}.`,
    })
    .transform(Number)
    .refine(
      (n) => Number.isInteger(n) && n >= 1 && n <= NEWS_PAGE_LIMIT_MAX,
      `limit must be a whole number from 1 to ${NEWS_PAGE_LIMIT_MAX}.`,
    );
}

function pageOffset() {
  return z
    .union([z.number(), numberText('offset must be a whole number, 0 or more.')], {
      error: 'offset must be a whole number, 0 or more.',
    })
    .transform(Number)
    .refine(
      (n) => Number.isInteger(n) && n >= 0 && n <= 1_000_000,
      'offset must be a whole number, 0 or more.',
    );
}

/** formBoolean, with a message that names the field. */
const flagFilter = (field: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: `${field} must be true or false.` })
    .transform((v) => v === true || v === 'true' || v === '1');

const categoryFilter = z.enum(NEWS_CATEGORIES, {
  error: `category must be one of: ${NEWS_CATEGORIES.join(', ')}.`,
});

/**
 * GET /api/news/get. With `id`: that story (404 'There is no story with this id.' when it is missing,
 * a draft, or not yet published). Otherwise a NewsPage of live stories, newest first, filtered by
 * featured, tag (exact, any case), category and regions (a JSON list; a story without regions is in
 * every selection, `group--all` matches the group). `loc` is the path of the page asking; it is
 * accepted and does not change the answer.
 */
export const NewsGetQuery = z.object({
  id: idField.optional(),
  limit: pageLimit().default(NEWS_PAGE_LIMIT_DEFAULT),
  offset: pageOffset().default(0),
  featured: flagFilter('featured').optional(),
  tag: boundedText('tag', 40).optional(),
  category: categoryFilter.optional(),
  regions: regionSelectionField.optional(),
  loc: z.string({ error: 'loc must be text.' }).max(2000, 'loc must be at most 2000 characters.').optional(),
});
export type NewsGetQuery = z.infer<typeof NewsGetQuery>;

/**
 * GET /api/news/getall (SA): with `id`, that story whatever its state; otherwise a NewsPage of every
 * story, newest publish time first, filtered by `search` (title, summary or tag contains it, any case),
 * `state`, `category` and `featured`.
 */
export const NewsAdminQuery = z.object({
  id: idField.optional(),
  limit: pageLimit().default(20),
  offset: pageOffset().default(0),
  search: boundedText('search', 200).optional(),
  state: z.enum(NEWS_STATES, { error: `state must be one of: ${NEWS_STATES.join(', ')}.` }).optional(),
  category: categoryFilter.optional(),
  featured: flagFilter('featured').optional(),
});
export type NewsAdminQuery = z.infer<typeof NewsAdminQuery>;

/** POST /api/news/delete: the id (JSON or form). */
export const NewsDeleteForm = z.object({ id: idField });
export type NewsDeleteForm = z.infer<typeof NewsDeleteForm>;

// ---------------------------------------------------------------------------------------------
// POST /api/news/add and /api/news/edit (JSON). Edit replaces the whole story, so every field of it
// is sent (publishAt excepted: left out, the story keeps its time): a client sends back the NewsStory
// it was given with fields changed; answer-only fields (state, createdAt, updatedAt, the cover's
// links) are ignored. Decision 085.
// ---------------------------------------------------------------------------------------------

/** What the event fields say, under the editor's event fields and in the API's 400 (issue 28 item 13). */
export const NEWS_EVENT_MESSAGES = {
  needed: 'event: an event needs the day it starts, the day it ends and where it takes place.',
  shape: 'event: send the event as { startDate, endDate, place }, its days as YYYY-MM-DD.',
  startDate: 'event: please enter the day the event starts.',
  endDate: 'event: please enter the day the event ends.',
  endsBeforeStart: 'event: the event cannot end before it starts.',
  place: 'event: please say where the event takes place.',
  placeTooLong: 'event: the place can be at most 200 characters.',
} as const;

const eventDay = (message: string) => dateText(message).refine(isIsoDate, message);

export const NewsEventForm = z
  .object(
    {
      startDate: eventDay(NEWS_EVENT_MESSAGES.startDate),
      endDate: eventDay(NEWS_EVENT_MESSAGES.endDate),
      place: z
        .string({ error: NEWS_EVENT_MESSAGES.place })
        .trim()
        .min(1, NEWS_EVENT_MESSAGES.place)
        .max(200, NEWS_EVENT_MESSAGES.placeTooLong),
    },
    { error: NEWS_EVENT_MESSAGES.shape },
  )
  .refine((event) => event.endDate >= event.startDate, {
    path: ['endDate'],
    message: NEWS_EVENT_MESSAGES.endsBeforeStart,
  });

/**
 * A field's message: `wrong` when it is sent wrong, and, on news/edit, that the whole story is sent
 * when it is left out (news/add gives a left-out field its default first, so never says that).
 */
const sentAs = (field: string, wrong: string) => (issue: { input?: unknown }) =>
  issue.input === undefined
    ? `${field} is missing: news/edit replaces the whole story, so send every field (the story as news/getall answers it, with your changes).`
    : wrong;

const COVER_ID = `cover: ${MESSAGES.idInvalid}`;

/** A cover as the client sends it: an asset id, an object with an id (an AssetRef as answered), or null. */
const coverField = z
  .union(
    [
      z.null(),
      z.number(),
      numberText(COVER_ID),
      z.object({ id: z.union([z.number(), numberText(COVER_ID)]) }),
    ],
    { error: sentAs('cover', 'cover must be an image of the news assets (its id), or null.') },
  )
  .transform((value, ctx) => {
    if (value === null || value === '') return null;
    const id = parseId(typeof value === 'object' ? value.id : value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: `cover: ${MESSAGES.idInvalid}` });
      return z.NEVER;
    }
    return id;
  });

const TAG_MAX = 40;
const tagsField = z
  .array(
    z
      .string({ error: 'tags must be a list of texts.' })
      .trim()
      .min(1, 'tags: a tag cannot be empty.')
      .max(TAG_MAX, `tags: each tag is at most ${TAG_MAX} characters.`),
    { error: sentAs('tags', 'tags must be a list of texts.') },
  )
  .max(20, 'tags: at most 20 tags a story.')
  // The same tag twice in any case is kept once, as first written.
  .transform((tags) =>
    tags.filter((tag, i) => tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i),
  );

const regionsField = z
  .array(regionKeyField('regions', 'regions must be a list of region keys.'), {
    error: sentAs('regions', 'regions must be a list of region keys.'),
  })
  .max(100, 'regions has too many entries.')
  .transform((keys) => [...new Set(keys)].sort());

const REGION_DATE_DAY = "regionDates: each region's day is a date, YYYY-MM-DD.";
const regionDatesField = z
  .array(
    z.object(
      {
        region: regionKeyField('regionDates', 'regionDates: each entry needs a region key.'),
        publishDate: dateText(REGION_DATE_DAY).refine(isIsoDate, REGION_DATE_DAY),
      },
      { error: 'regionDates: send each entry as { region, publishDate }.' },
    ),
    { error: 'regionDates must be a list of { region, publishDate }.' },
  )
  .max(100, 'regionDates has too many entries.')
  // One day a region: the last one written wins.
  .transform((entries) =>
    [...new Map(entries.map((entry) => [entry.region, entry])).values()].sort((a, b) =>
      a.region.localeCompare(b.region),
    ),
  );

/** An ISO 8601 date-time with a time zone ('2025-03-01T09:00:00Z', '…+01:00'), kept as UTC. */
const PUBLISH_AT_FORMAT = 'publishAt must be a date and time (ISO 8601, e.g. 2025-03-01T09:00:00Z).';
const publishAtField = z
  .string({ error: PUBLISH_AT_FORMAT })
  .trim()
  .max(40, PUBLISH_AT_FORMAT)
  // No 30 February or hour 24, which Date would move silently to another day.
  .refine(isIsoDateTime, PUBLISH_AT_FORMAT)
  .transform((text) => new Date(text).toISOString());

/** The story's fields as news/edit takes them: every one sent (publishAt may be left out). */
const storyFields = {
  title: requiredText('title: please give the story a title.', 200, 'title must be at most 200 characters.'),
  summary: z
    .string({ error: sentAs('summary', 'summary must be text.') })
    .trim()
    .max(600, 'summary must be at most 600 characters.'),
  /** Rich text (HTML): the server keeps only what the editor can make (see the rich-text allowlist). */
  body: z.string({ error: sentAs('body', 'body must be text (HTML).') }).max(200_000, 'body is too long.'),
  category: z.enum(NEWS_CATEGORIES, { error: `category must be one of: ${NEWS_CATEGORIES.join(', ')}.` }),
  tags: tagsField,
  featured: z.boolean({ error: sentAs('featured', 'featured must be true or false.') }),
  regions: regionsField,
  /** news/add: defaults to the time of saving; news/edit: left out, the story keeps its time. */
  publishAt: publishAtField.optional(),
  /** Per-region days (decision 151). news/add: none by default; news/edit: left out, the story keeps its own. */
  regionDates: regionDatesField.optional(),
  status: z.enum(NEWS_STATUSES, { error: sentAs('status', 'status must be draft or published.') }),
  cover: coverField,
  /** NewsEventForm, required for category Events; ignored (stored as none) for the other categories. */
  event: z.unknown().optional(),
};

/** news/add: a field left out takes its default (an empty summary and body, a draft, no cover…). */
const newsFields = {
  ...storyFields,
  summary: storyFields.summary.default(''),
  body: storyFields.body.default(''),
  tags: storyFields.tags.default([]),
  featured: storyFields.featured.default(false),
  regions: storyFields.regions.default([]),
  regionDates: storyFields.regionDates.default([]),
  status: storyFields.status.default('draft'),
  cover: storyFields.cover.default(null),
};

type NewsFields = z.infer<z.ZodObject<typeof storyFields>>;

/** Events need their dates and place; other categories keep no event. */
function eventRule<T extends NewsFields>(
  story: T,
  ctx: z.RefinementCtx,
): Omit<T, 'event'> & { event: NewsEvent | null } {
  if (story.category !== 'Events') return { ...story, event: null };
  if (story.event === null || story.event === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['event'],
      message: NEWS_EVENT_MESSAGES.needed,
    });
    return z.NEVER;
  }
  const event = NewsEventForm.safeParse(story.event);
  if (!event.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['event'],
      message: event.error.issues[0]?.message ?? NEWS_EVENT_MESSAGES.shape,
    });
    return z.NEVER;
  }
  return { ...story, event: event.data };
}

const NOT_AN_OBJECT = { error: 'Send the story as a JSON object.' };

export const NewsAddForm = z.object(newsFields, NOT_AN_OBJECT).transform(eventRule);
export type NewsAddForm = z.infer<typeof NewsAddForm>;

export const NewsEditForm = z
  .object({ id: idField, baseRevision: baseRevisionField.optional(), ...storyFields }, NOT_AN_OBJECT)
  .transform(eventRule);
export type NewsEditForm = z.infer<typeof NewsEditForm>;

/** GET /api/news/revisions (SA): the story's latest revisions, newest first (default 20). */
export const NewsRevisionsQuery = z.object({
  id: idField,
  limit: pageLimit().default(20),
});
export type NewsRevisionsQuery = z.infer<typeof NewsRevisionsQuery>;

/** POST /api/news/restore (SA, JSON): saves an earlier revision of the story again, as its newest. */
export const NewsRestoreForm = z.object(
  {
    id: idField,
    revision: revisionField,
    baseRevision: baseRevisionField.optional(),
  },
  NOT_AN_OBJECT,
);
export type NewsRestoreForm = z.infer<typeof NewsRestoreForm>;
