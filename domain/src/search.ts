import type { ContentPage } from './schemas/content.ts';

/**
 * Search (issue 29): where each kind of result lives in the web app, and (below) the rules that
 * rank and mark results. Pure, so the server and the web app agree.
 */

/** The public page that shows each content page's document. */
export const CONTENT_PAGE_PATHS: Readonly<Record<ContentPage, string>> = {
  homepage: '/',
  gamepage: '/games',
  populardrawgamespage: '/draw-games',
  highfrequencydrawgamespage: '/draw-games',
  enhancedfeaturespage: '/draw-games',
  assetmanagerpage: '/asset-manager',
  roadmappage: '/pipeline',
  promotionaltools: '/promotional-tools',
  documentspage: '/asset-manager?shelf=documents',
  newsandeventspage: '/news-events',
};

/** The shelves of /asset-manager other than the resource library (its default). */
export const ASSET_SHELVES = ['documents', 'financial', 'mine'] as const;
export type AssetShelf = (typeof ASSET_SHELVES)[number];

export type SearchResultTarget =
  | { kind: 'game'; id: number }
  | { kind: 'drawGame'; id: number }
  | { kind: 'news'; id: number }
  | { kind: 'page'; id: ContentPage }
  /** A file or folder: shown in its parent folder (`folderId`), highlighted; `shelf` when not the library. */
  | { kind: 'asset'; id: number; folderId: number; shelf?: AssetShelf | null };

/** The web app's address of a search result: the game's tab, the story, the asset in its folder. */
export function searchResultHref(target: SearchResultTarget): string {
  switch (target.kind) {
    case 'game':
      return `/games/${target.id}/overview`;
    case 'drawGame':
      return `/draw-games/${target.id}`;
    case 'news':
      return `/news-events/post/${target.id}`;
    case 'page':
      return CONTENT_PAGE_PATHS[target.id];
    case 'asset': {
      const shelf = target.shelf ? `shelf=${target.shelf}&` : '';
      return `/asset-manager?${shelf}folder=${target.folderId}&highlight=${target.id}`;
    }
  }
}
