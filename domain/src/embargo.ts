import { isoDateToDayNumber } from './dates';
import { formatDate } from './games';
import type { Principal } from './permissions';
import { FALLBACK_REGION, isWholeGroupKey, regionGroupOf, regionKeysOverlap } from './regions';

/**
 * Regional embargo (issue 31 item 4, decision 150): a game's assets follow its release per region.
 * Before a region's release date the game's downloadable assets, its asset tree and its previews
 * stay hidden from a caller whose selected regions are all before their dates; provider staff (igt)
 * see them whenever the game is visible to them.
 */

/** What the embargo needs of a game: its own release date and, per region, the region's date. */
export interface EmbargoedGame {
  releaseDate: string | null;
  isReleaseDatePerRegion: boolean;
  regions: readonly { region: string; releaseDate: string | null }[];
}

/** Provider staff (igt) are never held by an embargo. */
export function passesEmbargo(principal: Principal | null | undefined): boolean {
  return principal?.userType === 'igt';
}

/**
 * The selection an embargo is judged for (decision 150): the regions sent that the caller may pick
 * (one of their own, or inside a whole group they have), else all of their own regions. A caller
 * cannot reach a released region's assets by sending a region they do not have. A caller without
 * regions (a visitor, a user with none) has the fallback region, as the web app's selection does
 * (initialRegionSelection).
 */
export function embargoSelection(ownRegions: readonly string[], sent: readonly string[] = []): string[] {
  const allowed = sent.filter((key) =>
    ownRegions.some(
      (own) => own === key || (isWholeGroupKey(own) && regionGroupOf(own) === regionGroupOf(key)),
    ),
  );
  const selection = [...new Set(allowed.length > 0 ? allowed : ownRegions)];
  return selection.length > 0 ? selection : [FALLBACK_REGION];
}

function validDate(date: string | null): string | null {
  return isoDateToDayNumber(date) === null ? null : date;
}

/**
 * A selected region's release date: with isReleaseDatePerRegion, the earliest date among the game's
 * entries for that region (a whole-group key matches the group), else, and when it has none, the
 * game's own releaseDate (the rule of regionalReleaseDates, per region).
 */
function releaseDateIn(game: EmbargoedGame, region: string): string | null {
  const own = validDate(game.releaseDate);
  if (!game.isReleaseDatePerRegion) return own;
  const dates = game.regions
    .filter((entry) => regionKeysOverlap(entry.region, region))
    .map((entry) => validDate(entry.releaseDate))
    .filter((date): date is string => date !== null)
    .sort();
  return dates[0] ?? own;
}

/**
 * The day ('YYYY-MM-DD') a game's assets arrive for the selection when every selected region is
 * still before its release date on `today` (calendar dates, compared as whole days); null when they
 * are available, that is when any selected region's date has come or a region has no date. An empty
 * selection is judged on the game's own releaseDate.
 */
export function assetsEmbargoedUntil(
  game: EmbargoedGame,
  selection: readonly string[],
  today: string,
): string | null {
  const todayNumber = isoDateToDayNumber(today);
  if (todayNumber === null) return null;
  const dates =
    selection.length > 0
      ? selection.map((region) => releaseDateIn(game, region))
      : [validDate(game.releaseDate)];
  let earliest: string | null = null;
  for (const date of dates) {
    if (date === null || isoDateToDayNumber(date)! <= todayNumber) return null;
    if (earliest === null || date < earliest) earliest = date;
  }
  return earliest;
}

/** The whole rule for a caller: the day their assets arrive, or null when they may see them now. */
export function gameAssetsEmbargoedUntil(
  principal: Principal | null | undefined,
  game: EmbargoedGame,
  selection: readonly string[],
  today: string,
): string | null {
  return passesEmbargo(principal) ? null : assetsEmbargoedUntil(game, selection, today);
}

/** What a game's page says while its assets are embargoed: 'Assets available from 12 Jan 2027'. */
export function assetsAvailableFromSentence(date: string): string {
  return `Assets available from ${formatDate(date, 'short')}`;
}

/** A story's day in one region ('YYYY-MM-DD'): before it, the story is not out there (decision 151). */
export interface StoryRegionDate {
  region: string;
  publishDate: string;
}

/**
 * The selection a story's regional schedule is judged for (decision 151): the regions a read sends
 * (news/get is public and its answers are kept per query, not per caller; the web app sends the
 * signed-in user's selection), else the fallback region, a visitor's selection (DESIGN 'Choices').
 */
export function storySelection(sent: readonly string[] = []): string[] {
  return sent.length > 0 ? [...new Set(sent)] : [FALLBACK_REGION];
}

/**
 * Whether a live story is out for the selection on `today`, by its per-region days: a selected region
 * with no day of its own (no entry for it or its whole group) has it from its publish time; one with
 * days has it from the earliest. It is out when any selected region has it, the same way a game's
 * assets arrive (assetsEmbargoedUntil).
 */
export function storyOutIn(
  regionDates: readonly StoryRegionDate[],
  selection: readonly string[],
  today: string,
): boolean {
  if (regionDates.length === 0) return true;
  const todayNumber = isoDateToDayNumber(today);
  if (todayNumber === null) return false;
  return selection.some((region) => {
    const own = regionDates.filter((entry) => regionKeysOverlap(entry.region, region));
    return (
      own.length === 0 ||
      own.some((entry) => (isoDateToDayNumber(entry.publishDate) ?? Infinity) <= todayNumber)
    );
  });
}
