import { z } from 'zod';
import { MAX_ID } from '../validation';
import { regionKeyField } from './common.ts';

/**
 * The roadmap plan (issue 12 item 4): which games that are not yet live (isActive false) show on the
 * pipeline, and the month each is planned for per region.
 *
 * | Call | Access | Request | data |
 * |---|---|---|---|
 * | GET /api/roadmap/get | Pipeline permission | none | RoadmapPlan |
 * | POST /api/roadmap/put | SA, JSON | RoadmapPlanForm (the whole plan) | RoadmapPlan |
 *
 * roadmap/put replaces the plan in one transaction: the games listed get the roadmap flag and their
 * months; every other inactive game loses the flag and its months. Games answers (game/all …) carry
 * the flag, so /pipeline (inactive games flagged roadmap, SPEC §4) follows the plan at once; the
 * month a game shows under for a region selection is plannedMonth() of domain/roadmap.ts, falling
 * back to its regional release month when the plan has none for the selection.
 */

/** 'YYYY-MM'. */
export const ROADMAP_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const RoadmapMonth = z.strictObject(
  {
    region: regionKeyField('months', 'months: region must be a region key such as us--georgia.'),
    month: z
      .string({ error: "months: month must be 'YYYY-MM'." })
      .max(7, "months: month must be 'YYYY-MM', e.g. '2027-03'.")
      .regex(ROADMAP_MONTH_PATTERN, "months: month must be 'YYYY-MM', e.g. '2027-03'."),
  },
  { error: 'Each of months must be { region, month }.' },
);
export type RoadmapMonth = z.infer<typeof RoadmapMonth>;

/** A refinement of a list: no two entries have the same `key`. */
function distinctBy<T>(key: (entry: T) => unknown) {
  return (entries: T[]) => new Set(entries.map(key)).size === entries.length;
}

/** The error of a strict object: `unknownKeys` names the fields it does not have; `shape` is for the rest. */
function strictObjectError(unknownKeys: (keys: string) => string, shape: string) {
  return (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? unknownKeys(issue.keys.join("', '")) : shape;
}

const gameId = z
  .number({ error: 'gameId must be a game id.' })
  .int('gameId must be a game id.')
  .positive('gameId must be a game id.')
  .max(MAX_ID, 'gameId must be a game id.');

export const RoadmapGamePlan = z.strictObject(
  {
    gameId,
    /** Accepted and ignored, so an entry of roadmap/get can be sent back as it is. */
    gameName: z.string().max(1000).optional(),
    /** [] puts the game on the pipeline without a planned month (it shows under its release month). */
    months: z
      .array(RoadmapMonth, { error: 'months must be a list of { region, month }.' })
      .max(100, 'months: at most 100 regions per game.')
      .refine(
        distinctBy((entry: RoadmapMonth) => entry.region),
        'months: each region may have one month only.',
      ),
  },
  {
    error: strictObjectError(
      (keys) => `A game of the plan has only gameId, gameName and months; '${keys}' is not one of them.`,
      'Each game of the plan must be { gameId, months }.',
    ),
  },
);
export type RoadmapGamePlan = z.infer<typeof RoadmapGamePlan>;

/** POST /api/roadmap/put: the whole plan. */
export const RoadmapPlanForm = z.strictObject(
  {
    games: z
      .array(RoadmapGamePlan, { error: 'games must be a list of { gameId, months }.' })
      .max(2000, 'games: at most 2,000 games on the roadmap.')
      .refine(
        distinctBy((game: RoadmapGamePlan) => game.gameId),
        'games: each game may appear once.',
      ),
  },
  {
    error: strictObjectError(
      (keys) => `The plan has only games; '${keys}' is not part of it.`,
      'Send the plan as a JSON object { games: [...] }.',
    ),
  },
);
export type RoadmapPlanForm = z.infer<typeof RoadmapPlanForm>;

/** One game on the pipeline: its months in region order. */
export const RoadmapEntry = z.object({
  gameId: z.number().int().positive(),
  gameName: z.string(),
  months: z.array(RoadmapMonth),
});
export type RoadmapEntry = z.infer<typeof RoadmapEntry>;

/** roadmap/get and roadmap/put answer every game on the pipeline, by name. */
export const RoadmapPlan = z.object({ games: z.array(RoadmapEntry) });
export type RoadmapPlan = z.infer<typeof RoadmapPlan>;
