import { z } from 'zod';
import { isoDateToDayNumber } from '../dates';
import { USER_GROUPS, USER_TYPES } from '../enums';
import { NUMBER_TEXT_MAX, parseId } from '../validation';

/**
 * The admin dashboard (issue 12 item 5): counts, and the analytics of recorded downloads. Every
 * file and zip download (/download/asset/{id}, /download/asset/zip/{id}) is recorded with its asset,
 * user, operator, region, bytes and time.
 *
 * | Call | Access | Request | data |
 * |---|---|---|---|
 * | GET /api/dashboard/summary | SA, AM (admin) | none | DashboardSummary |
 * | GET /api/analytics/downloads | SA, AM (admin) | DownloadAnalyticsQuery | DownloadAnalytics |
 * | GET /api/analytics/downloads.csv | SA, AM (admin) | DownloadAnalyticsQuery | text/csv attachment, one line per download |
 */

// ── Summary ─────────────────────────────────────────────────────────────────────────────────────

const count = z.number().int().nonnegative();

/** A count for each of `keys`. */
function countsOf<const K extends string>(keys: readonly K[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, count])) as Record<K, typeof count>);
}

export const DashboardSummary = z.object({
  games: z.object({
    /** Active and not on the roadmap: what every visitor sees (decision 020). */
    live: count,
    /** Inactive and flagged roadmap: the pipeline (SPEC §4). */
    roadmap: count,
    /** Every game, whatever its state. */
    total: count,
  }),
  users: z.object({
    /** Enabled accounts per userType; guests only while they have not expired. */
    byType: countsOf(USER_TYPES),
    byGroup: countsOf(USER_GROUPS),
    total: count,
  }),
  /** Guests whose last valid day is today or within the next 7 days. */
  guestsExpiringWithin7Days: count,
  operators: count,
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

// ── Download analytics ──────────────────────────────────────────────────────────────────────────

/** The default span of the analytics: the 30 days ending today (UTC). */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** The longest span one request may cover. */
export const ANALYTICS_MAX_DAYS = 366;

const isoDay = (field: string) =>
  z
    .string({ error: `${field} must be a date 'YYYY-MM-DD'.` })
    .max(10, `${field} must be a date 'YYYY-MM-DD'.`)
    .refine((value) => isoDateToDayNumber(value) !== null, `${field} must be a date 'YYYY-MM-DD'.`);

/**
 * Query of analytics/downloads and analytics/downloads.csv. `from` and `to` are UTC days, both
 * included (default: the 30 days ending today); `operator` keeps the downloads of one operator's
 * users (an id), or of users with no operator ('none': provider staff and guests); `top` is the
 * length of the top lists (default 10).
 */
export const DownloadAnalyticsQuery = z.object({
  from: isoDay('from').optional(),
  to: isoDay('to').optional(),
  operator: z
    .unknown()
    .optional()
    .transform((value, ctx): number | 'none' | undefined => {
      if (value === undefined || value === '') return undefined;
      if (value === 'none') return 'none';
      const id = parseId(value);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: `operator must be an operator id or 'none'.` });
        return z.NEVER;
      }
      return id;
    })
    .meta({
      type: ['integer', 'string'],
      pattern: '^([0-9]+|none)$',
      maxLength: NUMBER_TEXT_MAX,
      description: "An operator's id, or 'none' for users with no operator.",
    }),
  top: z.coerce
    .number({ error: 'top must be a number.' })
    .int('top must be a whole number.')
    .min(1, 'top must be between 1 and 50.')
    .max(50, 'top must be between 1 and 50.')
    .default(10),
});
export type DownloadAnalyticsQuery = z.infer<typeof DownloadAnalyticsQuery>;

export interface AnalyticsRange {
  from: string;
  to: string;
}

/**
 * The days a query covers, given today ('YYYY-MM-DD'): the defaults filled in, or a message a person
 * can read when `from` is after `to` or the span is longer than ANALYTICS_MAX_DAYS.
 */
export function analyticsRange(
  query: Pick<DownloadAnalyticsQuery, 'from' | 'to'>,
  today: string,
): AnalyticsRange | { error: string } {
  const toDay = isoDateToDayNumber(query.to ?? today)!;
  const fromDay = query.from ? isoDateToDayNumber(query.from)! : toDay - (ANALYTICS_DEFAULT_DAYS - 1);
  if (fromDay > toDay) return { error: 'from must be on or before to.' };
  if (toDay - fromDay + 1 > ANALYTICS_MAX_DAYS) {
    return { error: `The period can be at most ${ANALYTICS_MAX_DAYS} days long.` };
  }
  const day = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
  return { from: day(fromDay), to: day(toDay) };
}

export const DownloadTotals = z.object({
  /** Every recorded download (files and zips). */
  downloads: count,
  files: count,
  zips: count,
  /** Bytes sent. */
  bytes: count,
  /** Distinct users who downloaded. */
  users: count,
});
export type DownloadTotals = z.infer<typeof DownloadTotals>;

export const DownloadDay = z.object({
  /** 'YYYY-MM-DD' (UTC); every day of the range is present, with zeros when nothing was downloaded. */
  date: z.string(),
  downloads: count,
  bytes: count,
});
export type DownloadDay = z.infer<typeof DownloadDay>;

export const TopAsset = z.object({
  assetId: z.number().int().positive(),
  /** The name it had when last downloaded (the asset may since be renamed or deleted). */
  name: z.string(),
  /**
   * What it belongs to, so that five files named 'Artwork' can be told apart: the game it was
   * downloaded for, else the folder it is in; null when neither is known (issue 28 item 13).
   */
  context: z.string().nullable(),
  kind: z.enum(['file', 'zip']),
  downloads: count,
  bytes: count,
});
export type TopAsset = z.infer<typeof TopAsset>;

export const TopGame = z.object({
  gameId: z.number().int().positive(),
  /** null once the game is deleted. */
  gameName: z.string().nullable(),
  downloads: count,
  bytes: count,
});
export type TopGame = z.infer<typeof TopGame>;

export const OperatorDownloads = z.object({
  /** null: users with no operator (provider staff and guests). */
  operatorId: z.number().int().positive().nullable(),
  /** null for no operator, or once the operator is deleted. */
  operatorName: z.string().nullable(),
  downloads: count,
  bytes: count,
});
export type OperatorDownloads = z.infer<typeof OperatorDownloads>;

export const RegionDownloads = z.object({
  /** The user's default region when they downloaded; null when they had none. */
  region: z.string().nullable(),
  downloads: count,
});
export type RegionDownloads = z.infer<typeof RegionDownloads>;

/** GET /api/analytics/downloads. Every list but perDay is most downloads first. */
export const DownloadAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  operator: z.union([z.number().int().positive(), z.literal('none'), z.null()]),
  totals: DownloadTotals,
  perDay: z.array(DownloadDay),
  topAssets: z.array(TopAsset),
  topGames: z.array(TopGame),
  perOperator: z.array(OperatorDownloads),
  perRegion: z.array(RegionDownloads),
});
export type DownloadAnalytics = z.infer<typeof DownloadAnalytics>;

/** The columns of analytics/downloads.csv, in order (its header line). */
export const DOWNLOADS_CSV_COLUMNS = [
  'downloadedAt',
  'kind',
  'assetId',
  'assetName',
  'gameId',
  'gameName',
  'userId',
  'userName',
  'operatorId',
  'operatorName',
  'region',
  'bytes',
] as const;
