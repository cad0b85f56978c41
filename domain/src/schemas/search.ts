import { z } from 'zod';
import { ASSET_ICON_TYPES } from '../enums';
import { regionSelectionField } from './games.ts';

/**
 * GET /api/search (issue 29): one search over what the caller may read, with optional
 * authentication (a visitor gets what a visitor may read; a token adds what that caller may read).
 * Every answer is the envelope `{ success, data, status, error }`; `data` is a SearchAnswer.
 *
 * | Call | Request | data |
 * |---|---|---|
 * | GET /api/search (public, optional token) | SearchQuery: q, kinds, regions (JSON), limit, cursor | SearchAnswer |
 */

/** What a search finds, in the order the filters show them. */
export const SEARCH_KINDS = ['game', 'drawGame', 'asset', 'news', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_TEXT_MAX = 200;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_LIMIT_DEFAULT = 20;
/** The longest excerpt a result carries, in characters. */
export const SEARCH_EXCERPT_MAX = 200;

export const SEARCH_MESSAGES = {
  textRequired: 'Search text is required.',
  textTooLong: `Search text is at most ${SEARCH_TEXT_MAX} characters.`,
  kinds: `kinds must be a comma-separated list of: ${SEARCH_KINDS.join(', ')}.`,
  limit: `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}.`,
  cursor: 'cursor is not one this search gave; start the search again without it.',
} as const;

// ---------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------

/** A piece of a title or excerpt; `match` marks a word the search text matched. */
export const SearchTextPart = z.object({ text: z.string(), match: z.boolean() });
export type SearchTextPart = z.infer<typeof SearchTextPart>;

export const SearchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** A record's numeric id; a page's id is its content page key ('homepage'). */
  id: z.union([z.number().int().positive(), z.string()]),
  /** The name, headline or file name. */
  title: z.string(),
  /** The title, with the matched words marked. */
  titleParts: z.array(SearchTextPart),
  /** A short excerpt (at most SEARCH_EXCERPT_MAX characters) around the match; may be empty. */
  excerptParts: z.array(SearchTextPart),
  /** Assets: the folder names from the tree's root to the parent; other kinds: []. */
  path: z.array(z.string()),
  /** Where it lives in the web app (searchResultHref). */
  href: z.string(),
  /** Assets: the icon type of SPEC §3 (image, pdf, video …, unknown). */
  fileType: z.enum([...ASSET_ICON_TYPES, 'unknown']).optional(),
});
export type SearchResult = z.infer<typeof SearchResult>;

/** Matches per kind, whatever `kinds` asked (for the filters). */
export const SearchCounts = z.object({
  game: z.number().int().nonnegative(),
  drawGame: z.number().int().nonnegative(),
  asset: z.number().int().nonnegative(),
  news: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
});
export type SearchCounts = z.infer<typeof SearchCounts>;

export const SearchAnswer = z.object({
  results: z.array(SearchResult),
  counts: SearchCounts,
  /** Send it back as `cursor` for the next results; null when there are no more. */
  nextCursor: z.string().nullable(),
});
export type SearchAnswer = z.infer<typeof SearchAnswer>;

// ---------------------------------------------------------------------------------------------
// The request.
// ---------------------------------------------------------------------------------------------

const kindsField = z
  .string({ error: SEARCH_MESSAGES.kinds })
  .max(200, SEARCH_MESSAGES.kinds)
  .transform((text, ctx) => {
    const kinds = text
      .split(',')
      .map((kind) => kind.trim())
      .filter((kind) => kind !== '');
    const unknown = kinds.find((kind) => !(SEARCH_KINDS as readonly string[]).includes(kind));
    if (unknown !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `kinds: '${unknown}' is not a kind. ${SEARCH_MESSAGES.kinds}`,
      });
      return z.NEVER;
    }
    return kinds.length === 0 ? [...SEARCH_KINDS] : SEARCH_KINDS.filter((kind) => kinds.includes(kind));
  });

const limitField = z
  .union([z.number(), z.string().max(10, SEARCH_MESSAGES.limit)], { error: SEARCH_MESSAGES.limit })
  .transform(Number)
  .refine((n) => Number.isInteger(n) && n >= 1 && n <= SEARCH_LIMIT_MAX, SEARCH_MESSAGES.limit);

/**
 * GET /api/search. `q`: 1–200 characters once trimmed; `kinds`: a comma-separated list of
 * SEARCH_KINDS (default all); `regions`: the caller's selected regions as JSON (as news/get takes
 * them; absent: the caller's default selection); `limit`: 1–50 (default 20); `cursor`: the
 * `nextCursor` of a previous answer to the same search.
 */
export const SearchQuery = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.textRequired })
    .trim()
    .min(1, SEARCH_MESSAGES.textRequired)
    .max(SEARCH_TEXT_MAX, SEARCH_MESSAGES.textTooLong),
  kinds: kindsField.optional().transform((kinds) => kinds ?? [...SEARCH_KINDS]),
  regions: regionSelectionField.optional(),
  limit: limitField.default(SEARCH_LIMIT_DEFAULT),
  cursor: z.string({ error: SEARCH_MESSAGES.cursor }).max(200, SEARCH_MESSAGES.cursor).optional(),
});
export type SearchQuery = z.infer<typeof SearchQuery>;
