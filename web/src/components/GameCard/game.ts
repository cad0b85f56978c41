import {
  type DemoFields,
  type GameRegionDate,
  isNewGame,
  type ReleaseDates,
  regionalReleaseDates,
} from '@portal/domain';

/*
 * The game as the web reads it. These mirror the server's answer shapes (domain
 * schemas/games.ts: GameSummary at depth 0, GameDetail at depth 1); every list field is optional
 * here so an older or partial answer never breaks a page.
 */

/** A stored file a slot points at (AssetRef): `alink` (~1440 px) and `thumbnail` (~250 px) are image previews. */
export interface GameAssetRef {
  id: number;
  name?: string;
  type?: 'folder' | 'image' | 'file';
  link: string | null;
  alink?: string | null;
  thumbnail?: string | null;
  isZip?: boolean;
}

/** A game at depth 0 (POST /api/game/all): what lists need. */
export interface GameSummary extends DemoFields {
  id: number;
  gameName: string;
  isActive: boolean;
  roadmap: boolean;
  live?: boolean;
  featured?: boolean;
  releaseDate: string | null;
  displayReleaseDate: string | null;
  isReleaseDatePerRegion: boolean;
  regions: GameRegionDate[];
  gameType?: string | null;
  mechanic?: string | null;
  channels?: string[];
  features?: string[];
  themes?: string[];
  /** SPEC §3 'assets': the thumbnail list. */
  assets?: GameAssetRef[];
  softwareIds?: { softwareId: string }[];
}

export interface GameVideo {
  title: string;
  /** SPEC §2: letters and digits are an id on the video host; anything else is a full address. */
  video: string;
}

export type GameAssetSlot = 'thumbnail' | 'logo' | 'hero' | 'screenshots' | 'downloadableAssets';

/** The root of a game's asset tree, as the directory lookup answers it (only what the page needs). */
export interface GameCentreFolder {
  id: number;
  name?: string;
  hasChildren?: boolean;
  items?: number;
}

/** A game at depth 1 (GET /api/game/get): the page's text, videos, every slot and the game centre. */
export interface GameDetail extends GameSummary {
  description?: string;
  videos?: GameVideo[];
  assetSlots?: Partial<Record<GameAssetSlot, GameAssetRef[]>>;
  downloadableAssets?: GameAssetRef[];
  gameCentre?: GameCentreFolder[];
}

/** The region keys of a game (SPEC §3 regions, each with its own dates). */
export function gameRegionKeys(game: Pick<GameSummary, 'regions'>): string[] {
  return (game.regions ?? []).map((region) => region.region);
}

/** The best picture of an asset for a card or a hero: the screen-sized preview, then the small one. */
export function artworkLink(asset: GameAssetRef | undefined | null): string | null {
  if (!asset) return null;
  return asset.alink || asset.thumbnail || (asset.type === 'image' ? asset.link : null) || null;
}

/** The small preview of an asset, for thumbnails in a list. */
export function thumbnailLink(asset: GameAssetRef | undefined | null): string | null {
  if (!asset) return null;
  return asset.thumbnail || asset.alink || (asset.type === 'image' ? asset.link : null) || null;
}

/** A card's artwork: the first thumbnail of the game (SPEC §3 'assets'). */
export function gameArtwork(game: Pick<GameSummary, 'assets'>): string | null {
  for (const asset of game.assets ?? []) {
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
  const dates = regionalReleaseDates(
    {
      releaseDate: game.releaseDate ?? null,
      displayReleaseDate: game.displayReleaseDate ?? null,
      isReleaseDatePerRegion: game.isReleaseDatePerRegion === true,
      regions: game.regions ?? [],
    },
    selection,
  );
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
