import { DEFAULT_HOME_HERO } from '@portal/domain/content';
import type { ContentPage, StoredContentDocument } from '@portal/domain/schemas';

/** A page with a hero only: what most pages show until an editor writes more. */
function heroOnly(eyebrow: string, title: string, text: string): StoredContentDocument<'gamepage'> {
  return { hero: { eyebrow, title, highlight: '', text, image: null, callsToAction: [] }, sections: [] };
}

function section(title: string, text: string, href: string) {
  return {
    title,
    body: `<p>${text}</p>`,
    image: null,
    callsToAction: [{ label: 'Open', href, style: 'secondary' as const }],
  };
}

/**
 * What each page says before an editor saves it: the texts the pages carried when they were written
 * into the web app, so a fresh portal reads as it always did.
 */
export const DEFAULT_DOCUMENTS: { [P in ContentPage]: StoredContentDocument<P> } = {
  homepage: {
    hero: DEFAULT_HOME_HERO,
    sections: [
      section(
        'eInstant Games',
        'Scratch-style instant games with playable demos, trailers and launch kits.',
        '/games',
      ),
      section(
        'Draw Games',
        'Jackpot, daily and high-frequency draws, plus features that lift every draw.',
        '/draw-games',
      ),
      section(
        'Asset Manager',
        'Artwork, videos and documents for every game, organised by folder.',
        '/asset-manager',
      ),
      section('Pipeline', 'The release roadmap for your regions, month by month.', '/pipeline'),
      section('News & Events', 'Launches, feature releases and where to meet the team next.', '/news-events'),
    ],
    featuredGameIds: [],
    featuredNewsIds: [],
    promotionalToolModuleIds: [],
  },
  gamepage: heroOnly(
    'Game catalogue',
    'eInstant Games',
    'Scratch-style instant games built for lottery players on phone, tablet and desktop. Play the demos, watch the videos and download the launch kits.',
  ),
  populardrawgamespage: heroOnly(
    'Draw games',
    'Popular draw games',
    'Lotto, jackpot and daily games that players return to week after week.',
  ),
  highfrequencydrawgamespage: heroOnly(
    'Draw games',
    'High-frequency draw games',
    'Fast-paced draws every few minutes, built for mobile, tablet and desktop play.',
  ),
  enhancedfeaturespage: heroOnly(
    'Draw games',
    'Enhanced features',
    'Add-ons such as multipliers, second-chance draws and bonus numbers that lift every draw.',
  ),
  assetmanagerpage: heroOnly(
    'Resource library',
    'Asset Manager',
    'Logos, key art, videos and documents for every game, ready to download for your campaigns.',
  ),
  roadmappage: heroOnly(
    'Roadmap',
    'Pipeline',
    'The games in production for your regions, with their planned launch months. Plans can move: check back before you schedule a campaign.',
  ),
  promotionaltools: {
    ...heroOnly(
      'Marketing',
      'Promotional tools',
      'Campaign tools that help you launch a game, bring players back and reward the loyal ones.',
    ),
    modules: [],
  },
  documentspage: heroOnly(
    'Resource library',
    'Document Centre',
    'Rules, certificates, brand guidelines and other documents to download.',
  ),
  newsandeventspage: heroOnly(
    'Newsroom',
    'News & Events',
    'Launches, feature releases, press announcements and the trade shows where you can meet the team.',
  ),
};
