import { z } from 'zod';
import { isIsoDateTime } from '../dates';
import { DIGEST_FREQUENCIES } from '../whats-new';
import { regionSelectionField } from './games.ts';

/*
 * What is new for you and the e-mail digest (issue 29 items 3 and 4, decisions 135–137).
 *
 * | Call | Request | Answer |
 * | GET /api/whats-new (Games) | WhatsNewQuery: since (ISO instant; default the caller's last visit), regions (JSON) | WhatsNew |
 * | POST /api/whats-new/seen (Games) | WhatsNewSeenForm: until (the answer's `until`) | WhatsNewSeen |
 * | GET /api/digest/settings (Games) | – | DigestSettings |
 * | POST /api/digest/settings (Games) | DigestSettingsForm: frequency | DigestSettings |
 * | POST /api/digest/unsubscribe (public) | DigestUnsubscribeQuery: token (the mail's signed token) | DigestSettings |
 */

const instantField = (field: string) =>
  z
    .string({ error: `${field} must be a date and time (ISO 8601, e.g. 2026-12-01T09:00:00Z).` })
    .trim()
    .max(40, `${field} must be a date and time (ISO 8601, e.g. 2026-12-01T09:00:00Z).`)
    .refine(isIsoDateTime, `${field} must be a date and time (ISO 8601, e.g. 2026-12-01T09:00:00Z).`)
    .transform((value) => new Date(value).toISOString());

export const WhatsNewQuery = z.object({
  since: instantField('since').optional(),
  regions: regionSelectionField.optional(),
});
export type WhatsNewQuery = z.infer<typeof WhatsNewQuery>;

export const WhatsNewSeenForm = z.object({
  until: instantField('until').optional(),
});
export type WhatsNewSeenForm = z.infer<typeof WhatsNewSeenForm>;

export const WhatsNewSeen = z.object({
  /** Where the count now starts. */
  since: z.string(),
});
export type WhatsNewSeen = z.infer<typeof WhatsNewSeen>;

/** A file or image added to a tree the caller may read. */
export const WhatsNewAsset = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  type: z.enum(['image', 'file']),
  /** The folders above it inside its tree, root first ('Logos / Square'); '' at the top. */
  folder: z.string(),
  /** The tree it is in ('Resource Library', or the game's name). */
  tree: z.string(),
  /** The app page it lives on: the game's assets tab, or the asset manager. */
  page: z.string(),
  /** Its download path. */
  link: z.string(),
  thumbnail: z.string().nullable(),
  addedAt: z.string(),
});
export type WhatsNewAsset = z.infer<typeof WhatsNewAsset>;

/** A game with what is new about it: released or added since, and the assets added to it. */
export const WhatsNewGame = z.object({
  id: z.number().int().positive(),
  gameName: z.string(),
  /** The first thumbnail (artwork), or null. */
  artwork: z.string().nullable(),
  /** The release date for the selection, 'YYYY-MM-DD'. */
  releaseDate: z.string().nullable(),
  /** 'released': its release date came since; 'added': it came into the catalogue since; null: only new assets. */
  arrival: z.enum(['released', 'added']).nullable(),
  assets: z.array(WhatsNewAsset),
});
export type WhatsNewGame = z.infer<typeof WhatsNewGame>;

export const WhatsNewStory = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  summary: z.string(),
  publishAt: z.string(),
  cover: z.string().nullable(),
});
export type WhatsNewStory = z.infer<typeof WhatsNewStory>;

export const WhatsNew = z.object({
  /** What arrived after this instant and up to `until` is listed. */
  since: z.string(),
  until: z.string(),
  /** New games, plus every new asset, plus new stories. */
  count: z.number().int().nonnegative(),
  games: z.array(WhatsNewGame),
  /** Assets added outside any game's tree (the resource library, document centres…). */
  otherAssets: z.array(WhatsNewAsset),
  stories: z.array(WhatsNewStory),
});
export type WhatsNew = z.infer<typeof WhatsNew>;

export const DigestFrequencyField = z.enum(DIGEST_FREQUENCIES, {
  error: 'frequency must be weekly, daily or none.',
});

export const DigestSettings = z.object({
  frequency: DigestFrequencyField,
  /** When the last digest was sent to this user, or null. */
  lastSentAt: z.string().nullable(),
});
export type DigestSettings = z.infer<typeof DigestSettings>;

export const DigestSettingsForm = z.object({ frequency: DigestFrequencyField });
export type DigestSettingsForm = z.infer<typeof DigestSettingsForm>;

export const DigestUnsubscribeQuery = z.object({
  token: z
    .string({ error: 'The unsubscribe link is incomplete: open it from the e-mail again.' })
    .min(1, 'The unsubscribe link is incomplete: open it from the e-mail again.')
    .max(500, 'The unsubscribe link is not valid.'),
});
export type DigestUnsubscribeQuery = z.infer<typeof DigestUnsubscribeQuery>;
