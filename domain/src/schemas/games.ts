import { z } from 'zod';
import { isIsoDate } from '../dates';
import { CHANNELS, FEATURES, GAME_TYPES, MECHANICS, THEMES } from '../enums';
import { MESSAGES } from '../messages';
import { isRegionKey } from '../regions';
import { isVideoId, parseId, parseIdList } from '../validation';
import { ASSET_TYPES, DirectoryAnswer } from './assets.ts';
import {
  dateText,
  formBoolean,
  ID_DESCRIPTION,
  jsonTextList,
  numberText,
  regionKeyField,
  regionKeyText,
  requiredText,
} from './common.ts';

/**
 * Requests and answers of the games calls (SPEC §7 'Games'). Forms arrive urlencoded, multipart or
 * as JSON, so every field accepts the text a form sends: booleans as true/false/1/0, lists as JSON
 * text (or repeated fields), dates as 'YYYY-MM-DD'. Every answer is the envelope
 * `{ success, data, status: { code, name }, error }`; below, `data` is given.
 *
 * Who sees what: visitors, guests and every group read active games that are not on the roadmap;
 * callers with the Pipeline permission (igt SA, AM, CM; operator customer, performance) also get
 * inactive and roadmap games. A game the caller may not see answers 404 like a missing one.
 * `isActive`, when sent, keeps only games with that flag. `regions` (a JSON list of region keys)
 * keeps the games matchesRegionSelection() lets through. Lists are newest release first.
 *
 * | Call | Fields | data |
 * |---|---|---|
 * | POST /api/game/all | isActive?, depth? (0), regions? | GameSummary[] (GameDetail[] at depth 1) |
 * | POST /api/game/featured | isActive?, depth? (0), regions? | the featured games, as game/all |
 * | POST /api/game/date | date, isActive?, depth? (0), regions? | games whose regionalReleaseDates(game, regions).releaseDate >= date |
 * | GET /api/game/ids | ids ('3:1:2'), isActive?, depth? (0) | the visible ones, in the order asked |
 * | GET /api/game/get | id, isActive?, depth? (1) | GameDetail (GameSummary at depth 0); 404 |
 * | GET /api/game/name | name (any case), isActive?, depth? (1) | GameDetail; 404 |
 * | POST /api/game/create (SA) | type POST or PUT (+ id), GameFieldsForm fields, slots (below) | GameDetail |
 * | POST /api/game/delete (SA) | id | GameDeleted |
 *
 * The four list calls answer from a serialised cache renewed by every write, with an ETag (a
 * matching If-None-Match gets 304) and gzip when the client accepts it.
 *
 * Asset slots in game/create (GAME_ASSET_SLOTS): a field named by the slot (or `assets[slot]`)
 * holds the JSON list of assets to keep (`[{"id":12}]`, or the AssetRefs the game was read with;
 * `[]` empties it); `files[slot][n][id]` adds a stored asset and `files[slot][n][data]` (multipart)
 * uploads a file into the game's tree (artwork into its 'Artwork' folder, downloadableAssets at its
 * top), placed after the listed ones in order of n. A slot the form does not mention keeps its
 * assets on an edit. Bad ids answer 400 'Id provided is invalid'; a name another game has, 409.
 */

// ---------------------------------------------------------------------------------------------
// Answers (what the web reads). Every call answers the envelope { success, data, status, error }.
// ---------------------------------------------------------------------------------------------

/** The image and file slots of a game; `thumbnail` is SPEC §3's `assets` list. */
export const GAME_ASSET_SLOTS = ['thumbnail', 'logo', 'hero', 'screenshots', 'downloadableAssets'] as const;
export type GameAssetSlot = (typeof GAME_ASSET_SLOTS)[number];

/**
 * A stored file a slot points at: a directory item of the asset library without its tree fields.
 * `link` downloads the original (asset permission), `alink` (~1440 px WebP) and `thumbnail` (~250 px)
 * are previews of images, which anyone may see for game and draw-game artwork: cards show `alink`.
 */
export const AssetRef = z.object({
  id: z.number().int().nonnegative(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  link: z.string().nullable(),
  alink: z.string().nullable(),
  thumbnail: z.string().nullable(),
  isZip: z.boolean(),
});
export type AssetRef = z.infer<typeof AssetRef>;

/** A game's release dates in one region ('YYYY-MM-DD' or null). */
export const GameRegionDate = z.object({
  region: z.string(),
  releaseDate: z.string().nullable(),
  displayReleaseDate: z.string().nullable(),
});
export type GameRegionDate = z.infer<typeof GameRegionDate>;

export const GameVideo = z.object({
  title: z.string(),
  /** SPEC §2: letters and digits are an id on the video host; anything else is a full address. */
  video: z.string(),
});
export type GameVideo = z.infer<typeof GameVideo>;

/**
 * A game at depth 0: what the catalogue, the pipeline and the homepage need
 * (`game/all`, `game/ids`, `game/date`, `game/featured` answer lists of these).
 * Release dates are 'YYYY-MM-DD' or null; the client derives regionalReleaseDate,
 * regionalDisplayReleaseDate and isNew with regionalReleaseDates() and isNewGame() of domain/games.ts.
 */
export const GameSummary = z.object({
  id: z.number().int().positive(),
  gameName: z.string(),
  isActive: z.boolean(),
  roadmap: z.boolean(),
  live: z.boolean(),
  featured: z.boolean(),
  releaseDate: z.string().nullable(),
  displayReleaseDate: z.string().nullable(),
  isReleaseDatePerRegion: z.boolean(),
  regions: z.array(GameRegionDate),
  gameType: z.string(),
  mechanic: z.string(),
  channels: z.array(z.string()),
  features: z.array(z.string()),
  themes: z.array(z.string()),
  /** SPEC §3 'assets': the thumbnail list, each with link. */
  assets: z.array(AssetRef),
  demoOverride: z.string().nullable(),
  demoFallback: z.string().nullable(),
  demoTechnology: z.string().nullable(),
  demoEnvironment: z.string().nullable(),
  demoCurrency: z.string().nullable(),
  demoSoftwareId: z.string().nullable(),
  softwareId: z.string().nullable(),
  softwareIds: z.array(z.object({ softwareId: z.string() })),
});
export type GameSummary = z.infer<typeof GameSummary>;

/** Every asset slot of a game or draw game, each a list of the assets it holds. */
export const AssetSlots = z.object(
  Object.fromEntries(GAME_ASSET_SLOTS.map((slot) => [slot, z.array(AssetRef)])) as Record<
    GameAssetSlot,
    z.ZodArray<typeof AssetRef>
  >,
);

/**
 * A game at depth 1 (`game/get` and `game/name` by default, any list with depth=1): the summary plus
 * the page's text, videos, every asset slot (the admin form sends these back), the downloadable
 * assets and the game centre tree (the asset tree with root key `game:{id}`, as a one-element list
 * whose item is the root folder with its children; empty when the game has none, or while its assets
 * are embargoed for the caller's regions: see assetsFrom).
 */
export const GameDetail = GameSummary.extend({
  description: z.string(),
  videos: z.array(GameVideo),
  assetSlots: AssetSlots,
  downloadableAssets: z.array(AssetRef),
  gameCentre: DirectoryAnswer,
  /**
   * The day ('YYYY-MM-DD') the game's assets arrive for the caller's regions (decision 150): until
   * then downloadableAssets, assetSlots.downloadableAssets and gameCentre are empty. Null when the
   * caller may have them now.
   */
  assetsFrom: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GameDetail = z.infer<typeof GameDetail>;

/** The lists of games answer summaries at depth 0 and details at depth 1. */
export const GameList = z.union([z.array(GameDetail), z.array(GameSummary)]);

/** One game: its details at depth 1 (the default), its summary at depth 0. */
export const GameAnswer = z.union([GameDetail, GameSummary]);

/** `game/delete` (and every other delete) answers the id it deleted. */
export const Deleted = z.object({ id: z.number().int().positive() });
export type GameDeleted = z.infer<typeof Deleted>;

// ---------------------------------------------------------------------------------------------
// Field parsers shared by the requests below.
// ---------------------------------------------------------------------------------------------

/** An id field: anything parseId refuses is SPEC §5's 'Id provided is invalid'. */
export const idField = z
  .unknown()
  .transform((value, ctx) => {
    const id = parseId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.idInvalid });
      return z.NEVER;
    }
    return id;
  })
  .meta(ID_DESCRIPTION);

/**
 * The rule of the game and draw-game forms whose `type` POST adds and PUT edits (a superRefine):
 * PUT needs the id; POST needs the `name` field, else `missing` (other fields fall to defaults).
 */
export function addOrEditRule<Name extends string>(name: Name, missing: string) {
  return (
    form: { type: 'POST' | 'PUT'; id?: number } & Partial<Record<Name, unknown>>,
    ctx: z.RefinementCtx,
  ) => {
    if (form.type === 'PUT' && form.id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: MESSAGES.idInvalid });
    }
    if (form.type === 'POST' && form[name] === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: missing });
    }
  };
}

/** depth 0 (list fields) or 1 (everything). */
const depthField = z
  .union([z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: 'depth must be 0 or 1.' })
  .transform((value) => Number(value) as 0 | 1);

/** The fields of every read of games and draw games: optional isActive, and depth (default `depth`). */
export function readFields(depth: 0 | 1) {
  return { isActive: formBoolean.optional(), depth: depthField.default(depth) };
}

/**
 * A list in a form: a JSON array as text, a single plain value, repeated fields (an array) or, in a
 * JSON body, an array. Blank text is an empty list.
 */
export function formList<T extends z.ZodType>(item: T, field: string) {
  return jsonTextList(
    field,
    z.array(item, { error: `${field} must be a list.` }).max(500, `${field} has too many entries.`),
  );
}

/** A region selection: a JSON list of region keys (SPEC §7 'regions (JSON)'); blank means none. */
export const regionSelectionField = formList(
  regionKeyField('regions', 'regions must be a JSON list of region keys.'),
  'regions',
).transform((keys) => [...new Set(keys)].sort());

/** 'YYYY-MM-DD', or blank / 'null' for no date. */
function optionalDate(field: string) {
  return z
    .union([dateText(`${field} must be a date (YYYY-MM-DD).`), z.null()], {
      error: `${field} must be a date (YYYY-MM-DD).`,
    })
    .transform((value, ctx) => {
      const text = (value ?? '').trim();
      if (text === '' || text === 'null') return null;
      if (!isIsoDate(text)) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a date (YYYY-MM-DD).` });
        return z.NEVER;
      }
      return text;
    });
}

/** Free text of at most `max` characters; blank and 'null' are stored as null. */
function optionalText(field: string, max: number) {
  return z
    .union([z.string().trim().max(max, `${field} must be at most ${max} characters.`), z.null()], {
      error: `${field} must be text.`,
    })
    .transform((text) => (text === null || text === '' || text === 'null' ? null : text));
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T, field: string) {
  return z.enum(values, { error: `${field} must be one of: ${values.join(', ')}.` });
}

// ---------------------------------------------------------------------------------------------
// Read requests.
// ---------------------------------------------------------------------------------------------

/** POST /api/game/all: optional isActive, depth (default 0) and regions (a JSON list). */
export const GameListForm = z.object({
  ...readFields(0),
  regions: regionSelectionField.optional(),
});
export type GameListForm = z.infer<typeof GameListForm>;

/** GET /api/game/get: id, optional isActive and depth (default 1). */
export const GameGetQuery = z.object({
  id: idField,
  ...readFields(1),
});
export type GameGetQuery = z.infer<typeof GameGetQuery>;

/** GET /api/game/name: the game's name (any case), optional isActive and depth (default 1). */
export const GameNameQuery = z.object({
  name: requiredText("Please give the game's name.", 200, 'That game name is too long.'),
  ...readFields(1),
});
export type GameNameQuery = z.infer<typeof GameNameQuery>;

/** The longest ids text game/ids takes: 500 ids of up to ten digits, with their colons. */
const IDS_TEXT_MAX = 5500;

/** GET /api/game/ids: ids joined with ':' ('3:1:2'), answered in that order; optional isActive, depth. */
export const GameIdsQuery = z.object({
  ids: z
    .unknown()
    .transform((value, ctx) => {
      const ids = typeof value === 'string' && value.length <= IDS_TEXT_MAX ? parseIdList(value) : null;
      if (ids === null) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.idInvalid });
        return z.NEVER;
      }
      return [...new Set(ids)].slice(0, 500);
    })
    .meta({
      type: 'string',
      pattern: '^[0-9]+(:[0-9]+)*$',
      maxLength: IDS_TEXT_MAX,
      description: 'Game ids joined with a colon (3:1:2).',
    }),
  ...readFields(0),
});
export type GameIdsQuery = z.infer<typeof GameIdsQuery>;

/** POST /api/game/date: games whose (regional) release date is on or after `date`. */
export const GameDateForm = z.object({
  date: dateText('date must be a date (YYYY-MM-DD).').refine(isIsoDate, 'date must be a date (YYYY-MM-DD).'),
  ...readFields(0),
  regions: regionSelectionField.optional(),
});
export type GameDateForm = z.infer<typeof GameDateForm>;

/**
 * POST /api/game/featured: the games flagged featured (homepage); optional isActive, depth, regions.
 * @alias The same fields as game/all, under the name of its own call.
 */
export const GameFeaturedForm = GameListForm;
export type GameFeaturedForm = z.infer<typeof GameFeaturedForm>;

/** POST /api/game/delete (and every draw-game delete): the id. */
export const DeleteForm = z.object({ id: idField });
export type DeleteForm = z.infer<typeof DeleteForm>;

// ---------------------------------------------------------------------------------------------
// POST /api/game/create: type POST adds, type PUT (with id) edits. On an edit, a field that is
// not sent keeps its value. Asset slots are sent per key (see GameAssetSlotsForm).
// ---------------------------------------------------------------------------------------------

const GameRegionEntry = z.union(
  [
    regionKeyText('regions', 'regions must be a list of region keys.'),
    z.object({
      region: regionKeyText('regions', 'regions: each entry needs a region key.'),
      releaseDate: optionalDate('regions: releaseDate').optional(),
      displayReleaseDate: optionalDate('regions: displayReleaseDate').optional(),
    }),
  ],
  { error: 'regions must be a list of region keys or of { region, releaseDate, displayReleaseDate }.' },
);

const VideoEntry = z
  .object(
    {
      title: z.string({ error: 'videos: title must be text.' }).trim().max(200).default(''),
      video: z
        .string({ error: 'videos: each video needs a video id or address.' })
        .trim()
        .min(1, 'videos: each video needs a video id or address.')
        .max(2000, 'videos: a video address is at most 2000 characters.'),
    },
    { error: 'videos must be a list of { title, video }.' },
  )
  .refine(({ video }) => isVideoId(video) || /^https:\/\/[^\s]+$/.test(video), {
    error: 'videos: a video is an id of letters and digits or an https address.',
  });

const SOFTWARE_ID_TEXT = z.string().max(100, 'softwareIds: each software id is 1 to 100 characters.');

const SoftwareIdEntry = z
  .union([SOFTWARE_ID_TEXT, z.object({ softwareId: SOFTWARE_ID_TEXT })], {
    error: 'softwareIds must be a list of software ids.',
  })
  .transform((entry) => (typeof entry === 'string' ? entry : entry.softwareId).trim())
  .refine((id) => id.length > 0 && id.length <= 100, 'softwareIds: each software id is 1 to 100 characters.');

export const GameFieldsForm = z.object({
  gameName: requiredText(
    "Please enter the game's name.",
    200,
    'The game name must be at most 200 characters.',
  ),
  isActive: formBoolean,
  roadmap: formBoolean,
  live: formBoolean,
  featured: formBoolean,
  isReleaseDatePerRegion: formBoolean,
  releaseDate: optionalDate('releaseDate'),
  displayReleaseDate: optionalDate('displayReleaseDate'),
  description: z.string({ error: 'description must be text.' }).max(50_000, 'The description is too long.'),
  gameType: oneOf(GAME_TYPES, 'gameType'),
  mechanic: oneOf(MECHANICS, 'mechanic'),
  channels: formList(oneOf(CHANNELS, 'channels'), 'channels').transform(unique),
  features: formList(oneOf(FEATURES, 'features'), 'features').transform(unique),
  themes: formList(oneOf(THEMES, 'themes'), 'themes').transform(unique),
  regions: formList(GameRegionEntry, 'regions').transform((entries, ctx) => {
    const seen = new Map<string, GameRegionDate>();
    for (const entry of entries) {
      const row =
        typeof entry === 'string'
          ? { region: entry, releaseDate: null, displayReleaseDate: null }
          : {
              region: entry.region,
              releaseDate: entry.releaseDate ?? null,
              displayReleaseDate: entry.displayReleaseDate ?? null,
            };
      if (!isRegionKey(row.region)) {
        ctx.addIssue({ code: 'custom', message: `regions: '${row.region}' is not a region.` });
        return z.NEVER;
      }
      seen.set(row.region, row);
    }
    return [...seen.values()];
  }),
  videos: formList(VideoEntry, 'videos'),
  softwareIds: formList(SoftwareIdEntry, 'softwareIds').transform(unique),
  softwareId: optionalText('softwareId', 100),
  demoOverride: optionalText('demoOverride', 2000),
  demoFallback: optionalText('demoFallback', 2000),
  demoTechnology: optionalText('demoTechnology', 100),
  demoEnvironment: optionalText('demoEnvironment', 100),
  demoCurrency: optionalText('demoCurrency', 100),
  demoSoftwareId: optionalText('demoSoftwareId', 100),
});
export type GameFieldsForm = z.infer<typeof GameFieldsForm>;

/** What a new game gets for each field the form leaves out (gameName is required). */
export const NEW_GAME_DEFAULTS: Omit<GameFieldsForm, 'gameName'> = {
  isActive: false,
  roadmap: false,
  live: false,
  featured: false,
  isReleaseDatePerRegion: false,
  releaseDate: null,
  displayReleaseDate: null,
  description: '',
  gameType: 'None',
  mechanic: 'None',
  channels: [],
  features: [],
  themes: [],
  regions: [],
  videos: [],
  softwareIds: [],
  softwareId: null,
  demoOverride: null,
  demoFallback: null,
  demoTechnology: null,
  demoEnvironment: null,
  demoCurrency: null,
  demoSoftwareId: null,
};

/** type POST (add) or PUT (edit, with id); every field optional here, gameName required on POST. */
export const GameCreateForm = GameFieldsForm.partial()
  .extend({
    type: z.enum(['POST', 'PUT'], { error: 'type must be POST (add a game) or PUT (edit one).' }),
    id: idField.optional(),
  })
  .superRefine(addOrEditRule('gameName', "Please enter the game's name."));
export type GameCreateForm = z.infer<typeof GameCreateForm>;

/**
 * An asset slot as the form sends it: a JSON list of the assets to keep, each an id or an object
 * with an id (the client may send back the AssetRefs it was given). `[]` empties the slot.
 */
export const AssetSlotField = formList(
  z
    .union(
      [
        z.number(),
        numberText(MESSAGES.idInvalid),
        z.object({ id: z.union([z.number(), numberText(MESSAGES.idInvalid)]) }),
      ],
      {
        error: 'An asset slot must be a JSON list of assets with their ids.',
      },
    )
    .transform((entry, ctx) => {
      const id = parseId(typeof entry === 'object' ? entry.id : entry);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.idInvalid });
        return z.NEVER;
      }
      return id;
    }),
  'An asset slot',
);

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
