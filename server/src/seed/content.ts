import { Readable } from 'node:stream';
import type { User } from '@portal/domain';
import type { ContentPage } from '@portal/domain/schemas';
import type { AssetsService } from '../modules/assets/assets.service.ts';
import type { ContentService } from '../modules/content/content.service.ts';
import { CONTENT_TREE, storeImages } from '../modules/news/editor-images.ts';
import { type ArtSpec, renderBanner } from './artwork/game-art.ts';

/** Hero pictures of the pages and the promotional tools, drawn from SVG. */
const PICTURES = {
  home: {
    title: 'Play. Win. Repeat.',
    subtitle: 'Lottery games studio',
    palette: ['#1e3a8a', '#0f172a', '#fbbf24', '#fff7d6'],
    motif: 'stars',
  },
  games: {
    title: 'eInstant Games',
    subtitle: 'Scratch, match, reveal',
    palette: ['#065f46', '#022c22', '#34d399', '#ecfdf5'],
    motif: 'coins',
  },
  draw: {
    title: 'Draw Games',
    subtitle: 'Jackpots and daily draws',
    palette: ['#9a3412', '#1c1917', '#facc15', '#fefce8'],
    motif: 'balls',
  },
  assets: {
    title: 'Asset Manager',
    subtitle: 'Everything for launch',
    palette: ['#0e7490', '#083344', '#67e8f9', '#ecfeff'],
    motif: 'diamonds',
  },
  roadmap: {
    title: 'Pipeline',
    subtitle: 'Coming soon',
    palette: ['#4c1d95', '#1e1b4b', '#a78bfa', '#f5f3ff'],
    motif: 'rays',
  },
  news: {
    title: 'Newsroom',
    subtitle: 'News and events',
    palette: ['#3f3f46', '#18181b', '#f4f4f5', '#ffffff'],
    motif: 'waves',
  },
  secondChance: {
    title: 'Second Chance',
    subtitle: 'Promotional tool',
    palette: ['#be123c', '#4c0519', '#fda4af', '#fff1f2'],
    motif: 'hearts',
  },
  loyalty: {
    title: 'Players Club',
    subtitle: 'Promotional tool',
    palette: ['#7c2d12', '#431407', '#fb923c', '#fff7ed'],
    motif: 'bubbles',
  },
} satisfies Record<string, ArtSpec>;

type Picture = keyof typeof PICTURES;

const cta = (label: string, href: string, style: 'primary' | 'secondary' = 'primary') => ({
  label,
  href,
  style,
});

/**
 * A filled document for every page (DESIGN 'Running'), with pictures, sections and calls to action;
 * the homepage shows the first games and the featured stories and picks three promotional tools.
 * Written through the content service as the SA would save them, so each page has one revision.
 */
export async function seedContent(
  content: ContentService,
  assets: AssetsService,
  editor: User,
  featuredGameIds: number[],
): Promise<void> {
  const names = Object.keys(PICTURES) as Picture[];
  const pictures = await Promise.all(names.map((name) => renderBanner(PICTURES[name])));
  const staged = await Promise.all(
    pictures.map((bytes, index) =>
      assets.stageFile(`${PICTURES[names[index]!].title}.jpg`, Readable.from([bytes])),
    ),
  );
  let stored: number[];
  try {
    stored = (await storeImages(assets, CONTENT_TREE, staged)).map((image) => image.id);
  } finally {
    await assets.discardStaged(staged);
  }
  const image = (name: Picture, alt = '') => ({ id: stored[names.indexOf(name)]!, alt });

  await content.editModules(
    {
      modules: [
        {
          key: 'second-chance',
          title: 'Second chance draws',
          text: 'Non-winning tickets enter a weekly draw, so every ticket keeps players coming back.',
          image: image('secondChance', 'A heart-shaped ticket'),
          callToAction: cta('See how it works', '/draw-games#enhanced'),
        },
        {
          key: 'players-club',
          title: 'Players club',
          text: 'Points for every ticket and rewards players choose themselves, run from OMNIA.',
          image: image('loyalty', 'Reward badges'),
          callToAction: null,
        },
        {
          key: 'launch-kits',
          title: 'Launch kits',
          text: 'Logos, banners, videos and sell sheets for every game, ready in the Asset Manager.',
          image: null,
          callToAction: cta('Open the Asset Manager', '/asset-manager', 'secondary'),
        },
        {
          key: 'jackpot-campaigns',
          title: 'Jackpot campaigns',
          text: 'Ready-made artwork for rolling jackpots, updated with each new record.',
          image: null,
          callToAction: null,
        },
      ],
    },
    editor,
  );

  const pages: { [P in ContentPage]: unknown } = {
    homepage: {
      hero: {
        eyebrow: 'Lottery games studio',
        title: 'Games your players love, ready for your market.',
        highlight: 'love',
        text: 'Explore our eInstant and draw games, play the demos, download launch materials and see what is coming next in your regions.',
        image: image('home', 'Scratch cards and lottery balls'),
        callsToAction: [
          cta('Explore eInstant games', '/games'),
          cta('See draw games', '/draw-games', 'secondary'),
        ],
      },
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
        section(
          'News & Events',
          'Launches, feature releases and where to meet the team next.',
          '/news-events',
        ),
      ],
      featuredGameIds,
      featuredNewsIds: [],
      promotionalToolModuleIds: ['second-chance', 'players-club', 'launch-kits'],
    },
    gamepage: page(
      'Game catalogue',
      'eInstant Games',
      'Scratch-style instant games built for lottery players on phone, tablet and desktop. Play the demos, watch the videos and download the launch kits.',
      image('games', 'A fan of scratch cards'),
      [
        {
          title: 'Built for every screen',
          body: '<p>Every game is designed <strong>mobile first</strong> and scales to tablet and desktop without a second build.</p>',
        },
        {
          title: 'Ready to launch',
          body: '<p>Each game comes with:</p><ul><li>a playable demo</li><li>a trailer</li><li>logos, banners and a sell sheet</li></ul>',
        },
      ],
    ),
    populardrawgamespage: page(
      'Draw games',
      'Popular draw games',
      'Lotto, jackpot and daily games that players return to week after week.',
      image('draw', 'Lottery balls'),
      [
        {
          title: 'Jackpots that travel',
          body: '<p>Rolling jackpots build excitement across every channel.</p>',
        },
      ],
    ),
    highfrequencydrawgamespage: page(
      'Draw games',
      'High-frequency draw games',
      'Fast-paced draws every few minutes, built for mobile, tablet and desktop play.',
      null,
      [
        {
          title: 'A draw every few minutes',
          body: '<p>Keno, bingo and racing formats with draws from every 2 to every 5 minutes.</p>',
        },
      ],
    ),
    enhancedfeaturespage: page(
      'Draw games',
      'Enhanced features',
      'Add-ons such as multipliers, second-chance draws and bonus numbers that lift every draw.',
      null,
      [
        {
          title: 'Switch on per market',
          body: '<p>Every feature is configured per market from <em>OMNIA</em>.</p>',
        },
      ],
    ),
    assetmanagerpage: page(
      'Resource library',
      'Asset Manager',
      'Logos, key art, videos and documents for every game, ready to download for your campaigns.',
      image('assets', 'Folders of artwork'),
      [
        {
          title: 'Download a whole folder',
          body: '<p>Any folder downloads as one zip, with its sub-folders.</p>',
        },
      ],
    ),
    roadmappage: page(
      'Roadmap',
      'Pipeline',
      'The games in production for your regions, with their planned launch months. Plans can move: check back before you schedule a campaign.',
      image('roadmap', 'A timeline'),
      [],
    ),
    promotionaltools: page(
      'Marketing',
      'Promotional tools',
      'Campaign tools that help you launch a game, bring players back and reward the loyal ones.',
      null,
      [
        {
          title: 'Talk to us',
          body: '<p>Your account manager can set up any of these tools for your market.</p>',
        },
      ],
    ),
    documentspage: page(
      'Resource library',
      'Document Centre',
      'Rules, certificates, brand guidelines and other documents to download.',
      null,
      [
        {
          title: 'Always current',
          body: '<p>Documents are replaced here as soon as a new version is approved.</p>',
        },
      ],
    ),
    newsandeventspage: page(
      'Newsroom',
      'News & Events',
      'Launches, feature releases, press announcements and the trade shows where you can meet the team.',
      image('news', 'A newspaper'),
      [],
    ),
  };
  for (const [name, document] of Object.entries(pages)) {
    await content.edit(name as ContentPage, document, editor);
  }
}

function section(title: string, text: string, href: string) {
  return { title, body: `<p>${text}</p>`, image: null, callsToAction: [cta('Open', href, 'secondary')] };
}

function page(
  eyebrow: string,
  title: string,
  text: string,
  image: { id: number; alt: string } | null,
  sections: { title: string; body: string }[],
) {
  return { hero: { eyebrow, title, text, image, callsToAction: [] }, sections };
}
