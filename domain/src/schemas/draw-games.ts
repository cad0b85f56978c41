import { z } from 'zod';
import { FREQUENCY_CHANNELS, type FrequencyChannel } from '../enums';
import { DirectoryAnswer } from './assets.ts';
import { boundedText, formBoolean, jsonTextList, requiredText } from './common.ts';
import { AssetRef, AssetSlots, addOrEditRule, idField, readFields } from './games.ts';
import { baseRevisionField, revisionField, revisionsLimitField } from './versions.ts';

/**
 * Popular draw games, high-frequency draw games and enhanced features (SPEC §7 'Draw games'). Each
 * has a name, live, the details its page shows and the same asset slots as a game; frequency draw
 * games also have channels (FREQUENCY_CHANNELS). Each kind's copy around its list is its page's
 * content document.
 *
 * Everyone reads live items; items that are not live reach only an SA (the admin lists).
 * `{items}` and `{content}` are DRAW_GAME_PATHS[kind]: popular-draw-games, frequency-draw-games,
 * enhanced-features; popular-draw-games-content, frequency-draw-games-content,
 * enchanced-features-content (spelled so, as SPEC has it).
 *
 * Descriptions are the admin rich-text editor's HTML, sanitised on the server (decision 090). Every
 * save keeps the item's words (name, live, details, channels; not its files) as a revision; an edit
 * and a restore that send `baseRevision` are refused with 409 when another save came in between
 * (decision 070).
 *
 * | Call | Fields | data |
 * |---|---|---|
 * | POST /api/{items}/all | isActive? (live), depth? (0) | DrawGameSummary[] (DrawGameDetail[] at depth 1) |
 * | GET /api/popular-draw-game/get | id, isActive?, depth? (1) | DrawGameDetail; 404 |
 * | POST /api/{items}/create (SA) | type POST or PUT (+ id, baseRevision?), name, live, the kind's detail fields, channels (frequency), asset slots as in game/create | DrawGameDetail |
 * | POST /api/{items}/delete (SA) | id | { id } |
 * | GET /api/{items}/revisions (SA, an addition) | id, limit? | DrawGameRevision[] newest first |
 * | POST /api/{items}/restore (SA, JSON, an addition) | id, revision, baseRevision? | DrawGameDetail (saved as a new revision) |
 * | GET /api/{content}/get | none (an addition: SPEC shows only the editing call) | DrawGameContent |
 * | POST /api/{content}/create (SA) | the document as JSON, or a form field `content` holding it | DrawGameContent |
 *
 * The `{content}` calls read and write the kind's page document (DRAW_GAME_CONTENT_PAGES), the one the
 * public page shows: `title` is its hero's title, `introduction` its hero's text (plain text; given as
 * HTML, its paragraphs are kept as blank lines), `sections` its sections' titles and bodies.
 */

export const DRAW_GAME_KINDS = ['popular', 'frequency', 'enhanced'] as const;
export type DrawGameKind = (typeof DRAW_GAME_KINDS)[number];

/** The path segments of each kind's calls, as SPEC §7 spells them. */
export const DRAW_GAME_PATHS: Record<DrawGameKind, { items: string; content: string }> = {
  popular: { items: 'popular-draw-games', content: 'popular-draw-games-content' },
  frequency: { items: 'frequency-draw-games', content: 'frequency-draw-games-content' },
  enhanced: { items: 'enhanced-features', content: 'enchanced-features-content' },
};

/**
 * The content document of each kind's page: the copy the public /draw-games page shows for it, edited
 * with the content editor (content/edit{page}) or SPEC's `{content}/create` call, which write the same
 * document (issue 28 item 1).
 */
export const DRAW_GAME_CONTENT_PAGES = {
  popular: 'populardrawgamespage',
  frequency: 'highfrequencydrawgamespage',
  enhanced: 'enhancedfeaturespage',
} as const satisfies Record<DrawGameKind, string>;

// ---------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------

export const PopularDrawGameDetails = z.object({
  tagline: z.string(),
  description: z.string(),
  /** e.g. '$20 Million' */
  jackpot: z.string(),
  drawDays: z.array(z.string()),
  odds: z.string(),
  ticketPrice: z.string(),
  /** The lottery's own site, https only; null when none. */
  website: z.string().nullable(),
});
export type PopularDrawGameDetails = z.infer<typeof PopularDrawGameDetails>;

export const FrequencyDrawGameDetails = z.object({
  tagline: z.string(),
  description: z.string(),
  /** e.g. 'Every 4 minutes' */
  drawFrequency: z.string(),
  odds: z.string(),
  ticketPrice: z.string(),
  highlights: z.array(z.string()),
});
export type FrequencyDrawGameDetails = z.infer<typeof FrequencyDrawGameDetails>;

export const EnhancedFeatureDetails = z.object({
  tagline: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
  /** Names of the draw games the feature works with. */
  worksWith: z.array(z.string()),
});
export type EnhancedFeatureDetails = z.infer<typeof EnhancedFeatureDetails>;

const DETAILS_BY_KIND = {
  popular: PopularDrawGameDetails,
  frequency: FrequencyDrawGameDetails,
  enhanced: EnhancedFeatureDetails,
} as const;

export type DrawGameDetailsByKind = { [K in DrawGameKind]: z.infer<(typeof DETAILS_BY_KIND)[K]> };

/** What every kind's summary holds beside its kind and details. */
const drawGameFields = {
  id: z.number().int().positive(),
  name: z.string(),
  live: z.boolean(),
  channels: z.array(z.enum(FREQUENCY_CHANNELS.map((channel) => channel.value) as [FrequencyChannel])),
  assets: z.array(AssetRef),
  assetSlots: AssetSlots,
  downloadableAssets: z.array(AssetRef),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The version an editor starts from: an edit sends it back as baseRevision (decision 070). */
  revision: z.number().int().nonnegative(),
};

const summaryOf = <K extends DrawGameKind>(kind: K) =>
  z.object({ ...drawGameFields, kind: z.literal(kind), details: DETAILS_BY_KIND[kind] });

/**
 * A draw game of any kind as `…/all` answers it (depth 0). `assets` is the thumbnail list (SPEC §3);
 * `assetSlots` holds every slot. Frequency draw games carry `channels` (values of FREQUENCY_CHANNELS,
 * labels Mobile, Tablet, Desktop); the other kinds answer an empty list.
 */
export const DrawGameSummary = z.discriminatedUnion('kind', [
  summaryOf('popular'),
  summaryOf('frequency'),
  summaryOf('enhanced'),
]);
export type DrawGameSummary<K extends DrawGameKind = DrawGameKind> = Extract<
  z.infer<typeof DrawGameSummary>,
  { kind: K }
>;

/**
 * At depth 1 (`…/all` with depth=1, `popular-draw-game/get`) the item also carries its asset tree
 * (root key `{kind}-draw-game:{id}`) as a one-element list; empty when it has none.
 */
export const DrawGameDetail = z.discriminatedUnion('kind', [
  summaryOf('popular').extend({ gameCentre: DirectoryAnswer }),
  summaryOf('frequency').extend({ gameCentre: DirectoryAnswer }),
  summaryOf('enhanced').extend({ gameCentre: DirectoryAnswer }),
]);
export type DrawGameDetail<K extends DrawGameKind = DrawGameKind> = Extract<
  z.infer<typeof DrawGameDetail>,
  { kind: K }
>;

const revisionOf = <K extends DrawGameKind>(kind: K) =>
  z.object({
    id: z.number().int().positive(),
    kind: z.literal(kind),
    revision: z.number().int().positive(),
    savedAt: z.string(),
    /** Full name of who saved it, as it was then; null when unknown. */
    savedBy: z.string().nullable(),
    name: z.string(),
    live: z.boolean(),
    details: DETAILS_BY_KIND[kind],
    channels: drawGameFields.channels,
  });

/** One save of a draw game (…/revisions, newest first): its words as saved, not its files. */
export const DrawGameRevision = z.discriminatedUnion('kind', [
  revisionOf('popular'),
  revisionOf('frequency'),
  revisionOf('enhanced'),
]);
export type DrawGameRevision = z.infer<typeof DrawGameRevision>;

/** `…/all` answers summaries at depth 0 (the default) and details at depth 1. */
export const DrawGameList = z.union([z.array(DrawGameDetail), z.array(DrawGameSummary)]);

/** The copy around a kind's list: a title, an introduction and sections (bodies are sanitised HTML). */
export const DrawGameContent = z.object({
  title: z.string(),
  introduction: z.string(),
  sections: z.array(z.object({ title: z.string(), body: z.string() })),
  updatedAt: z.string().nullable(),
});
export type DrawGameContent = z.infer<typeof DrawGameContent>;

// ---------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------

/** POST /api/{kind}/all: optional isActive (live only when true), depth (default 0). */
export const DrawGameListForm = z.object(readFields(0));
export type DrawGameListForm = z.infer<typeof DrawGameListForm>;

/** GET /api/popular-draw-game/get: id, optional isActive (must be live when true), depth (default 1). */
export const DrawGameGetQuery = z.object({
  id: idField,
  ...readFields(1),
});
export type DrawGameGetQuery = z.infer<typeof DrawGameGetQuery>;

/** A list of short texts: JSON text, one plain value, repeated fields or (JSON body) an array. */
function textList(field: string) {
  return jsonTextList(
    field,
    z
      .array(boundedText(field, 200), { error: `${field} must be a list of texts.` })
      .max(50, `${field} has too many entries.`),
  );
}

const httpsAddressOrNone = z
  .union([z.string().max(2000, 'website is too long (2000 characters at most).'), z.null()], {
    error: 'website must be an https address.',
  })
  .transform((value) => (value ?? '').trim() || null)
  .refine((value) => value === null || /^https:\/\/[^\s]+$/.test(value), 'website must be an https address.');

const FREQUENCY_CHANNEL_VALUES = FREQUENCY_CHANNELS.map((channel) => channel.value) as [
  FrequencyChannel,
  ...FrequencyChannel[],
];

/** The fields of each kind's form, with what a new item gets when the form leaves one out. */
export const DRAW_GAME_DETAIL_FIELDS = {
  popular: z.object({
    tagline: boundedText('tagline', 200).default(''),
    description: boundedText('description', 20_000).default(''),
    jackpot: boundedText('jackpot', 100).default(''),
    drawDays: textList('drawDays').default([]),
    odds: boundedText('odds', 100).default(''),
    ticketPrice: boundedText('ticketPrice', 50).default(''),
    website: httpsAddressOrNone.default(null),
  }),
  frequency: z.object({
    tagline: boundedText('tagline', 200).default(''),
    description: boundedText('description', 20_000).default(''),
    drawFrequency: boundedText('drawFrequency', 100).default(''),
    odds: boundedText('odds', 100).default(''),
    ticketPrice: boundedText('ticketPrice', 50).default(''),
    highlights: textList('highlights').default([]),
  }),
  enhanced: z.object({
    tagline: boundedText('tagline', 200).default(''),
    description: boundedText('description', 20_000).default(''),
    benefits: textList('benefits').default([]),
    worksWith: textList('worksWith').default([]),
  }),
} as const;

/** POST /api/{kind}/create: type POST (add) or PUT (edit, with id); on an edit, fields left out keep their value. */
export const DrawGameCreateForm = z
  .object({
    type: z.enum(['POST', 'PUT'], { error: 'type must be POST (add) or PUT (edit).' }),
    id: idField.optional(),
    baseRevision: baseRevisionField.optional(),
    name: requiredText('Please enter a name.', 200, 'The name must be at most 200 characters.').optional(),
    live: formBoolean.optional(),
    channels: jsonTextList(
      'channels',
      z.array(
        z.enum(FREQUENCY_CHANNEL_VALUES, {
          error: `channels must be among: ${FREQUENCY_CHANNEL_VALUES.join(', ')}.`,
        }),
        { error: 'channels must be a list.' },
      ),
    )
      .transform((values) => FREQUENCY_CHANNEL_VALUES.filter((value) => values.includes(value)))
      .optional(),
  })
  .superRefine(addOrEditRule('name', 'Please enter a name.'));
export type DrawGameCreateForm = z.infer<typeof DrawGameCreateForm>;

/** GET /api/{items}/revisions (SA): the item's latest revisions, newest first (default 20). */
export const DrawGameRevisionsQuery = z.object({
  id: idField,
  limit: revisionsLimitField,
});
export type DrawGameRevisionsQuery = z.infer<typeof DrawGameRevisionsQuery>;

/** POST /api/{items}/restore (SA, JSON): saves an earlier revision of the item again, as its newest. */
export const DrawGameRestoreForm = z.object(
  {
    id: idField,
    revision: revisionField,
    baseRevision: baseRevisionField.optional(),
  },
  { error: 'Send the restore as a JSON object.' },
);
export type DrawGameRestoreForm = z.infer<typeof DrawGameRestoreForm>;

/**
 * POST /api/{kind}-content/create: the document as a JSON body, or a form whose `content` field is
 * the document as JSON text. Section bodies may hold simple HTML; the server sanitises it.
 */
export const DrawGameContentForm = z.preprocess(
  (value, ctx) => {
    if (!value || typeof value !== 'object' || !('content' in value)) return value;
    const content = (value as { content: unknown }).content;
    if (typeof content !== 'string') return content;
    try {
      return JSON.parse(content);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'content must be a JSON document.' });
      return z.NEVER;
    }
  },
  z.object(
    {
      title: boundedText('title', 200).default(''),
      introduction: boundedText('introduction', 20_000).default(''),
      sections: z
        .array(
          z.object(
            {
              title: boundedText('sections: title', 200).default(''),
              body: boundedText('sections: body', 50_000).default(''),
            },
            { error: 'sections must be a list of { title, body }.' },
          ),
          { error: 'sections must be a list of { title, body }.' },
        )
        .max(50, 'There are too many sections.')
        .default([]),
    },
    { error: 'Send the content as a JSON document.' },
  ),
);
export type DrawGameContentForm = z.infer<typeof DrawGameContentForm>;
