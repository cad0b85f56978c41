import type { ContentPage } from '@portal/domain/schemas';

/** An admin page editor: the content document it edits and where that page is on the site. */
export interface ContentEditorInfo {
  page: ContentPage;
  title: string;
  /** The public page that shows the document, if any. */
  publicPath: string | null;
  lead: string;
}

/** The page editors of SPEC §2, by the route name of the domain route table. */
export const CONTENT_EDITORS: Record<string, ContentEditorInfo> = {
  AdminHomepage: {
    page: 'homepage',
    title: 'Homepage',
    publicPath: '/',
    lead: 'The first thing visitors see: the hero, the cards into each part of the portal, and the games and stories it features.',
  },
  AdminGamesPage: {
    page: 'gamepage',
    title: 'Games Page',
    publicPath: '/games',
    lead: 'The intro above the eInstant games catalogue, and any sections below it.',
  },
  AdminAssetManagerPage: {
    page: 'assetmanagerpage',
    title: 'Asset Manager Page',
    publicPath: '/asset-manager',
    lead: 'The intro above the asset library, and any sections below it.',
  },
  AdminPipelinePage: {
    page: 'roadmappage',
    title: 'Pipeline Page',
    publicPath: '/pipeline',
    lead: 'The intro above the release timeline, and any sections below it.',
  },
  AdminResourceLibraryPage: {
    page: 'documentspage',
    title: 'Resource Library Page',
    publicPath: '/asset-manager?shelf=documents',
    lead: 'The intro and sections of the Document Centre shelf of the asset manager.',
  },
  // Each kind of draw game: the copy of its part of /draw-games (issue 28 item 1).
  AdminPopularDrawGames: {
    page: 'populardrawgamespage',
    title: 'Popular Draw Games Page',
    publicPath: '/draw-games#popular',
    lead: 'The title and intro of the popular draw games on the draw games page, and any sections below them.',
  },
  AdminHighFrequencyDrawGames: {
    page: 'highfrequencydrawgamespage',
    title: 'High Frequency Draw Games Page',
    publicPath: '/draw-games#frequency',
    lead: 'The title and intro of the high-frequency draw games on the draw games page, and any sections below them.',
  },
  AdminEnhancedFeatures: {
    page: 'enhancedfeaturespage',
    title: 'Enhanced Features Page',
    publicPath: '/draw-games#enhanced',
    lead: 'The title and intro of the enhanced features on the draw games page, and any sections below them.',
  },
  AdminPromotionalTools: {
    page: 'promotionaltools',
    title: 'Promotional Tools Page',
    publicPath: '/promotional-tools',
    lead: 'The intro above the promotional tools, and any sections below them.',
  },
  AdminNewsAndEventsPage: {
    page: 'newsandeventspage',
    title: 'News & Events Page',
    publicPath: '/news-events',
    lead: 'The intro above the news archive, and any sections below the stories.',
  },
};
