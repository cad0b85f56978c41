import { isNewGame, type ReleaseDates, regionalReleaseDates } from '@portal/domain';
import type { AssetRef, GameSummary } from '@portal/domain/schemas';

/* What the web derives from a game (domain schemas/games.ts: GameSummary, GameDetail) for cards and pages. */

/** The region keys of a game (SPEC §3 regions, each with its own dates). */
export function gameRegionKeys(game: Pick<GameSummary, 'regions'>): string[] {
  return game.regions.map((region) => region.region);
}

/** The best picture of an asset for a card or a hero: the screen-sized preview, then the small one. */
export function artworkLink(asset: AssetRef | undefined | null): string | null {
  if (!asset) return null;
  return asset.alink || asset.thumbnail || (asset.type === 'image' ? asset.link : null) || null;
}

/** A card's artwork: the first thumbnail of the game (SPEC §3 'assets'). */
export function gameArtwork(game: Pick<GameSummary, 'assets'>): string | null {
  for (const asset of game.assets) {
    const link = artworkLink(asset);
    if (link) return link;
  }
  return null;
}

/** What a game shows for a region selection: SPEC §3's derived regional dates and isNew. */
export interface GameView {
  dates: ReleaseDates;
  /** The date shown to people: the display date, else the release date. */
  shownDate: string | null;
  isNew: boolean;
  /** Released after today: a future date reads 'Coming …'. */
  isUpcoming: boolean;
}

export function gameView(game: GameSummary, selection: readonly string[], today: string): GameView {
  const dates = regionalReleaseDates(game, selection);
  const shownDate = dates.displayReleaseDate ?? dates.releaseDate;
  return {
    dates,
    shownDate,
    isNew: isNewGame(dates.releaseDate, today),
    isUpcoming: dates.releaseDate !== null && dates.releaseDate > today,
  };
}

/** Labels of SPEC §3 channel values (the frequency channels call phone 'Mobile'). */
const CHANNEL_LABELS: Record<string, string> = {
  phone: 'Mobile',
  tablet: 'Tablet',
  desktop: 'Desktop',
  slot: 'Slot',
  none: 'None',
};

export function channelLabel(value: string): string {
  return CHANNEL_LABELS[value] ?? value;
}

/** Enumeration values as people read them ('*Other' is 'Other'). */
export function enumLabel(value: string): string {
  return value === '*Other' ? 'Other' : value;
}

/** 'None' and 'none' say nothing about a game: pages leave them out. */
export function isMeaningful(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.toLowerCase() !== 'none';
}
