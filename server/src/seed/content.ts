import { Readable } from 'node:stream';
import type { User } from '@portal/domain';
import { CONTENT_DOCUMENT_FORMS, type ContentPage, PromotionalToolModulesForm } from '@portal/domain/schemas';
import type { z } from 'zod';
import type { AssetServices } from '../modules/assets/asset-services.ts';
import type { ContentService, StoredDocument } from '../modules/content/content.service.ts';
import { DEFAULT_DOCUMENTS } from '../modules/content/defaults.ts';
import { art, renderBanner } from './artwork/game-art.ts';

/** Hero pictures of the pages and the promotional tools, drawn from SVG. */
const PICTURES = {
  home: art('Play. Win. Repeat.', 'Lottery games studio', '#1e3a8a #0f172a #fbbf24 #fff7d6', 'stars'),
  games: art('eInstant Games', 'Scratch, match, reveal', '#065f46 #022c22 #34d399 #ecfdf5', 'coins'),
  draw: art('Draw Games', 'Jackpots and daily draws', '#9a3412 #1c1917 #facc15 #fefce8', 'balls'),
  assets: art('Asset Manager', 'Everything for launch', '#0e7490 #083344 #67e8f9 #ecfeff', 'diamonds'),
  roadmap: art('Pipeline', 'Coming soon', '#4c1d95 #1e1b4b #a78bfa #f5f3ff', 'rays'),
  news: art('Newsroom', 'News and events', '#3f3f46 #18181b #f4f4f5 #ffffff', 'waves'),
  secondChance: art('Second Chance', 'Promotional tool', '#be123c #4c0519 #fda4af #fff1f2', 'hearts'),
  loyalty: art('Players Club', 'Promotional tool', '#7c2d12 #431407 #fb923c #fff7ed', 'bubbles'),
  launchKits: art('Launch Kits', 'Promotional tool', '#0f766e #042f2e #5eead4 #f0fdfa', 'diamonds'),
  jackpots: art('Jackpot Campaigns', 'Promotional tool', '#a16207 #1c1917 #fde047 #fefce8', 'coins'),
};

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
  assets: AssetServices,
  editor: User,
  featuredGameIds: number[],
): Promise<void> {
  const names = Object.keys(PICTURES) as Picture[];
  const pictures = await Promise.all(names.map((name) => renderBanner(PICTURES[name])));
  const staged = await Promise.all(
    pictures.map((bytes, index) =>
      assets.uploads.stageFile(`${PICTURES[names[index]!].title}.jpg`, Readable.from([bytes])),
    ),
  );
  let stored: number[];
  try {
    stored = (await content.putAssets(staged)).map((image) => image.id);
  } finally {
    await assets.uploads.discardStaged(staged);
  }
  const image = (name: Picture, alt = '') => ({ id: stored[names.indexOf(name)]!, alt });

  await content.editModules(
    PromotionalToolModulesForm.parse({
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
          image: image('launchKits', 'A stack of launch materials'),
          callToAction: cta('Open the Asset Manager', '/asset-manager', 'secondary'),
        },
        {
          key: 'jackpot-campaigns',
          title: 'Jackpot campaigns',
          text: 'Ready-made artwork for rolling jackpots, updated with each new record.',
          image: image('jackpots', 'Gold coins'),
          callToAction: null,
        },
      ],
    }).modules,
    editor,
  );

  const pages: { [P in ContentPage]: unknown } = {
    homepage: {
      ...DEFAULT_DOCUMENTS.homepage,
      hero: { ...DEFAULT_DOCUMENTS.homepage.hero, image: image('home', 'Scratch cards and lottery balls') },
      featuredGameIds,
      featuredNewsIds: [],
      promotionalToolModuleIds: ['second-chance', 'players-club', 'launch-kits'],
    },
    gamepage: page('gamepage', image('games', 'A fan of scratch cards'), [
      {
        title: 'Built for every screen',
        body: '<p>Every game is designed <strong>mobile first</strong> and scales to tablet and desktop without a second build.</p>',
      },
      {
        title: 'Ready to launch',
        body: '<p>Each game comes with:</p><ul><li>a playable demo</li><li>a trailer</li><li>logos, banners and a sell sheet</li></ul>',
      },
    ]),
    populardrawgamespage: page('populardrawgamespage', image('draw', 'Lottery balls'), [
      {
        title: 'Jackpots that travel',
        body: '<p>Rolling jackpots build excitement across every channel.</p>',
      },
    ]),
    highfrequencydrawgamespage: page('highfrequencydrawgamespage', null, [
      {
        title: 'A draw every few minutes',
        body: '<p>Keno, bingo and racing formats with draws from every 2 to every 5 minutes.</p>',
      },
    ]),
    enhancedfeaturespage: page('enhancedfeaturespage', null, [
      {
        title: 'Switch on per market',
        body: '<p>Every feature is configured per market from <em>OMNIA</em>.</p>',
      },
    ]),
    assetmanagerpage: page('assetmanagerpage', image('assets', 'Folders of artwork'), [
      {
        title: 'Download a whole folder',
        body: '<p>Any folder downloads as one zip, with its sub-folders.</p>',
      },
    ]),
    roadmappage: page('roadmappage', image('roadmap', 'A timeline'), []),
    promotionaltools: page('promotionaltools', null, [
      {
        title: 'Talk to us',
        body: '<p>Your account manager can set up any of these tools for your market.</p>',
      },
    ]),
    documentspage: page('documentspage', null, [
      {
        title: 'Always current',
        body: '<p>Documents are replaced here as soon as a new version is approved.</p>',
      },
    ]),
    newsandeventspage: page('newsandeventspage', image('news', 'A newspaper'), []),
  };
  for (const [name, document] of Object.entries(pages)) {
    const schema: z.ZodType<StoredDocument> = CONTENT_DOCUMENT_FORMS[name as ContentPage];
    await content.edit(name as ContentPage, schema.parse(document), editor);
  }
}

/** A page's default hero with a picture, and its sections. */
function page(
  name: Exclude<ContentPage, 'homepage'>,
  image: { id: number; alt: string } | null,
  sections: { title: string; body: string }[],
) {
  const document = DEFAULT_DOCUMENTS[name];
  return { ...document, hero: { ...document.hero, image }, sections };
}
