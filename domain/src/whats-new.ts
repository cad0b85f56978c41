/**
 * What is new for a user (issue 29 items 3 and 4, decisions 135 and 136): when their last visit
 * was, and when their e-mail digest is due. Pure rules; the server keeps the times.
 */

/** A pause this long ends a visit: the next request starts a new one. */
export const VISIT_GAP_MINUTES = 30;
/** Activity is written at most this often, so a visit is not a write per request. */
export const VISIT_WRITE_EVERY_MINUTES = 5;
/** A user seen for the first time is shown what arrived in this many days (the new-game window). */
export const FIRST_VISIT_LOOKBACK_DAYS = 28;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** What the server remembers of a user's visits: ISO instants. */
export interface VisitMark {
  /** The last request of the user that was written (at most VISIT_WRITE_EVERY_MINUTES old while active). */
  lastActiveAt: string;
  /** What is new is counted from here: the end of the previous visit, or when the user marked it seen. */
  since: string;
}

/**
 * The mark after a request at `now`, or null when nothing needs writing. A request after a pause of
 * VISIT_GAP_MINUTES starts a new visit: what is new now counts from the end of the one before (or
 * from a later "mark as seen"). Within a visit the count keeps its start, so looking at the page
 * does not empty it; only leaving (the next visit) or marking it seen does.
 */
export function nextVisitMark(mark: VisitMark | null, now: Date): VisitMark | null {
  const at = now.toISOString();
  if (!mark)
    return {
      lastActiveAt: at,
      since: new Date(now.getTime() - FIRST_VISIT_LOOKBACK_DAYS * DAY_MS).toISOString(),
    };
  const idle = now.getTime() - Date.parse(mark.lastActiveAt);
  if (idle >= VISIT_GAP_MINUTES * MINUTE_MS) {
    return { lastActiveAt: at, since: mark.since > mark.lastActiveAt ? mark.since : mark.lastActiveAt };
  }
  if (idle >= VISIT_WRITE_EVERY_MINUTES * MINUTE_MS) return { lastActiveAt: at, since: mark.since };
  return null;
}

export const DIGEST_FREQUENCIES = ['weekly', 'daily', 'none'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
/** A new account, and one that never chose, gets the weekly digest. */
export const DEFAULT_DIGEST_FREQUENCY: DigestFrequency = 'weekly';

/** The UTC hour a digest goes out (daily every day, weekly on Mondays). */
export const DIGEST_HOUR_UTC = 7;

/**
 * The period a digest at `now` belongs to, named by the day it starts ('2026-12-07'), or null before
 * the first one is due: daily from DIGEST_HOUR_UTC each day, weekly from that hour on Mondays. Each
 * user gets one digest per period, however often the job runs and however many instances run it.
 */
export function digestPeriod(frequency: DigestFrequency, now: Date): string | null {
  if (frequency === 'none') return null;
  const start = new Date(now.getTime() - DIGEST_HOUR_UTC * 60 * MINUTE_MS);
  if (frequency === 'weekly') {
    const sinceMonday = (start.getUTCDay() + 6) % 7;
    start.setTime(start.getTime() - sinceMonday * DAY_MS);
  }
  return start.toISOString().slice(0, 10);
}

/** How far back a user's first digest looks: one period. */
export function digestLookbackStart(frequency: Exclude<DigestFrequency, 'none'>, now: Date): string {
  return new Date(now.getTime() - (frequency === 'weekly' ? 7 : 1) * DAY_MS).toISOString();
}

/** 'What's new, 3 new items': the header link's accessible name. */
export function whatsNewLabel(count: number): string {
  if (count === 0) return "What's new";
  return `What's new, ${count} new ${count === 1 ? 'item' : 'items'}`;
}
