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
    publicPath: null,
    lead: 'The intro and sections of the document centre of the resource library.',
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
