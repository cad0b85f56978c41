import type { DirectoryItem, GameDetail, GameSummary } from '@portal/domain/schemas';

/*
 * Answers of the server as domain schemas describe them, with plain defaults, so a test names only
 * the fields it is about and still feeds the web the whole contract.
 */

export function gameSummary(overrides: Partial<GameSummary> = {}): GameSummary {
  return {
    id: 1,
    gameName: 'Game',
    isActive: true,
    roadmap: false,
    live: false,
    featured: false,
    releaseDate: null,
    displayReleaseDate: null,
    isReleaseDatePerRegion: false,
    regions: [],
    gameType: 'None',
    mechanic: 'None',
    channels: [],
    features: [],
    themes: [],
    assets: [],
    demoOverride: null,
    demoFallback: null,
    demoTechnology: null,
    demoEnvironment: null,
    demoCurrency: null,
    demoSoftwareId: null,
    softwareId: null,
    softwareIds: [],
    ...overrides,
  };
}

export function gameDetail(summary: GameSummary, overrides: Partial<GameDetail> = {}): GameDetail {
  return {
    ...summary,
    description: '',
    videos: [],
    assetSlots: { thumbnail: [], logo: [], hero: [], screenshots: [], downloadableAssets: [] },
    downloadableAssets: [],
    gameCentre: [],
    assetsFrom: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A row of a directory answer; links follow the server's download addresses. */
export function directoryItem(
  partial: Partial<DirectoryItem> & Pick<DirectoryItem, 'id' | 'name' | 'type'>,
): DirectoryItem {
  const isFolder = partial.type === 'folder';
  return {
    parentId: 1,
    link: isFolder ? `/download/asset/zip/${partial.id}` : `/download/asset/${partial.id}`,
    alink: partial.type === 'image' ? `/download/asset/${partial.id}/preview` : null,
    thumbnail: null,
    isZip: isFolder,
    hasChildren: false,
    items: 0,
    children: [],
    iconOverride: null,
    isHero: false,
    size: isFolder ? null : 2048,
    mimeType: null,
    width: null,
    height: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...partial,
  };
}
