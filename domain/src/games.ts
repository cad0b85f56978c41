import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import utc from 'dayjs/plugin/utc.js';
import { dayNumberStart, dayNumberToIsoDate, isoDateToDayNumber, utcDayNumber } from './dates';
import { matchesRegionSelection } from './regions';
import type { GameRegionDate } from './schemas/games.ts';

dayjs.extend(utc);
dayjs.extend(advancedFormat);

/** SPEC §9: a game is new for 28 days from its release date. */
export const NEW_GAME_WINDOW_DAYS = 28;

/** SPEC §9, in dayjs tokens: '3rd March 2025', 'Mar 2025', '03 Mar 2025'. */
export const DATE_FORMATS = { long: 'Do MMMM YYYY', monthYear: 'MMM YYYY', short: 'DD MMM YYYY' } as const;

export type { GameRegionDate };

export interface ReleaseDates {
  releaseDate: string | null;
  displayReleaseDate: string | null;
}

function earliestDate(dates: (string | null)[]): string | null {
  const valid = dates.filter((date): date is string => isoDateToDayNumber(date) !== null);
  // 'YYYY-MM-DD' strings sort in date order.
  return valid.sort()[0] ?? null;
}

/**
 * The release dates a game shows for a region selection (DESIGN 'Choices'): with
 * isReleaseDatePerRegion, each date is the earliest of the per-region dates of the regions inside
 * the selection, falling back to the game's own date when none of them has one; otherwise the
 * game's own dates.
 */
export function regionalReleaseDates(
  game: ReleaseDates & { isReleaseDatePerRegion: boolean; regions: readonly GameRegionDate[] },
  selection: readonly string[],
): ReleaseDates {
  const own = { releaseDate: game.releaseDate, displayReleaseDate: game.displayReleaseDate };
  if (!game.isReleaseDatePerRegion) return own;
  const inSelection = game.regions.filter((entry) => matchesRegionSelection([entry.region], selection));
  return {
    releaseDate: earliestDate(inSelection.map((entry) => entry.releaseDate)) ?? own.releaseDate,
    displayReleaseDate:
      earliestDate(inSelection.map((entry) => entry.displayReleaseDate)) ?? own.displayReleaseDate,
  };
}

/** Released on or before today and at most NEW_GAME_WINDOW_DAYS days ago (both 'YYYY-MM-DD'). */
export function isNewGame(releaseDate: string | null, today: string): boolean {
  const released = isoDateToDayNumber(releaseDate);
  const now = isoDateToDayNumber(today);
  if (released === null || now === null) return false;
  const age = now - released;
  return age >= 0 && age <= NEW_GAME_WINDOW_DAYS;
}

const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** The instant of a 'YYYY-MM-DD' date (UTC midnight) or of an ISO date-time with a zone; null otherwise. */
function parseDateOrDateTime(value: string): Date | null {
  const day = isoDateToDayNumber(value);
  if (day !== null) return dayNumberStart(day);
  const dateTime = ISO_DATE_TIME.exec(value);
  if (!dateTime || isoDateToDayNumber(dateTime[1]) === null) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * A 'YYYY-MM-DD' date (or an ISO date-time, shown as its UTC date) in one of SPEC's formats; '' for
 * null or anything else, so a bad date never reaches the page as 'Invalid Date'.
 */
export function formatDate(date: string | null, format: keyof typeof DATE_FORMATS): string {
  const instant = date === null ? null : parseDateOrDateTime(date);
  return instant === null ? '' : dayjs.utc(instant).format(DATE_FORMATS[format]);
}

/** Today's UTC calendar date, 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return dayNumberToIsoDate(utcDayNumber(now));
}

/**
 * A game's state, one definition for the admin list and its filters, the Dashboard and the public
 * pages (issue 28 item 10). SPEC §4: active games go to the games list, inactive games flagged roadmap
 * to the roadmap. An active game is live from its release date on (or with none), upcoming before it;
 * an inactive game off the roadmap is switched off.
 */
export type GameState = 'live' | 'upcoming' | 'roadmap' | 'inactive';

export const GAME_STATE_LABELS: Record<GameState, string> = {
  live: 'Live',
  upcoming: 'Not yet live',
  roadmap: 'Roadmap',
  inactive: 'Inactive',
};

export function gameState(
  game: { isActive: boolean; roadmap: boolean; releaseDate: string | null },
  today: string,
): GameState {
  if (!game.isActive) return game.roadmap ? 'roadmap' : 'inactive';
  return game.releaseDate !== null && game.releaseDate > today ? 'upcoming' : 'live';
}
