import { CHANNELS, FEATURES, THEMES } from '@portal/domain';
import type { GameAssetSlot, GameDetail, GameSummary } from '@portal/domain/schemas';
import { presentSlots } from '../showcase/slots.presenter.ts';
import type { GameListRows, GameRow } from './games.repository.ts';

/** Slots a depth-0 answer carries: the thumbnails (SPEC §3 'assets'). */
export const SUMMARY_SLOTS: readonly GameAssetSlot[] = ['thumbnail'];

/** Values in the order the enumeration lists them (the order the admin form shows). */
function inEnumOrder(values: string[] | undefined, order: readonly string[]): string[] {
  return (values ?? []).sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** A game as every list answers it (depth 0). */
export function presentSummary(row: GameRow, lists: GameListRows): GameSummary {
  return {
    id: row.id,
    gameName: row.game_name,
    isActive: row.is_active === 1,
    roadmap: row.roadmap === 1,
    live: row.live === 1,
    featured: row.featured === 1,
    releaseDate: row.release_date,
    displayReleaseDate: row.display_release_date,
    isReleaseDatePerRegion: row.is_release_date_per_region === 1,
    regions: (lists.regions.get(row.id) ?? []).map((entry) => ({
      region: entry.region,
      releaseDate: entry.release_date,
      displayReleaseDate: entry.display_release_date,
    })),
    gameType: row.game_type,
    mechanic: row.mechanic,
    channels: inEnumOrder(lists.channels.get(row.id), CHANNELS),
    features: inEnumOrder(lists.features.get(row.id), FEATURES),
    themes: inEnumOrder(lists.themes.get(row.id), THEMES),
    assets: presentSlots(lists.assets.get(row.id)).thumbnail,
    demoOverride: row.demo_override,
    demoFallback: row.demo_fallback,
    demoTechnology: row.demo_technology,
    demoEnvironment: row.demo_environment,
    demoCurrency: row.demo_currency,
    demoSoftwareId: row.demo_software_id,
    softwareId: row.software_id,
    softwareIds: (lists.softwareIds.get(row.id) ?? []).map((softwareId) => ({ softwareId })),
  };
}

/** A game with everything its page shows (depth 1); the game centre tree comes from the asset library. */
export function presentDetail(
  row: GameRow,
  lists: GameListRows,
  gameCentre: GameDetail['gameCentre'],
): GameDetail {
  const assetSlots = presentSlots(lists.assets.get(row.id));
  return {
    ...presentSummary(row, lists),
    description: row.description,
    videos: lists.videos.get(row.id) ?? [],
    assetSlots,
    downloadableAssets: assetSlots.downloadableAssets,
    gameCentre,
    assetsFrom: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Newest release first, games without a date last, then by name. */
export function byReleaseThenName(
  a: { releaseDate: string | null; gameName: string },
  b: { releaseDate: string | null; gameName: string },
): number {
  if (a.releaseDate !== b.releaseDate) {
    if (a.releaseDate === null) return 1;
    if (b.releaseDate === null) return -1;
    return a.releaseDate < b.releaseDate ? 1 : -1;
  }
  return a.gameName.localeCompare(b.gameName, 'en');
}
