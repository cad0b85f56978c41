import { Readable } from 'node:stream';
import type { NewsCategory, User } from '@portal/domain';
import { NewsAddForm } from '@portal/domain/schemas';
import { validate } from '../lib/validate.ts';
import type { AssetsService } from '../modules/assets/assets.service.ts';
import { NEWS_TREE, storeImages } from '../modules/news/editor-images.ts';
import type { NewsService } from '../modules/news/news.service.ts';
import { type ArtSpec, renderBanner } from './artwork/game-art.ts';

const DAY = 86_400_000;

/** The cover pictures; stories share them, as a newsroom reuses its images. */
const COVERS: ArtSpec[] = [
  {
    title: 'New Launch',
    subtitle: 'Product news',
    palette: ['#1e3a8a', '#0f172a', '#fbbf24', '#fff7d6'],
    motif: 'stars',
  },
  {
    title: 'Feature Drop',
    subtitle: 'What is new',
    palette: ['#065f46', '#022c22', '#34d399', '#ecfdf5'],
    motif: 'diamonds',
  },
  {
    title: 'Press Release',
    subtitle: 'Newsroom',
    palette: ['#3f3f46', '#18181b', '#f4f4f5', '#ffffff'],
    motif: 'rays',
  },
  {
    title: 'Meet the Team',
    subtitle: 'Events',
    palette: ['#7c2d12', '#431407', '#fb923c', '#fff7ed'],
    motif: 'bubbles',
  },
  {
    title: 'OMNIA',
    subtitle: 'Platform',
    palette: ['#4c1d95', '#1e1b4b', '#a78bfa', '#f5f3ff'],
    motif: 'waves',
  },
  {
    title: 'Jackpot News',
    subtitle: 'Draw games',
    palette: ['#9a3412', '#1c1917', '#facc15', '#fefce8'],
    motif: 'balls',
  },
  {
    title: 'Winners',
    subtitle: 'Player stories',
    palette: ['#be123c', '#4c0519', '#fda4af', '#fff1f2'],
    motif: 'hearts',
  },
  {
    title: 'Partnership',
    subtitle: 'Operators',
    palette: ['#0e7490', '#083344', '#67e8f9', '#ecfeff'],
    motif: 'coins',
  },
];

interface SeedStory {
  title: string;
  category: NewsCategory;
  /** How long ago it was published (negative: scheduled ahead). */
  daysAgo: number;
  summary: string;
  paragraphs: string[];
  tags: string[];
  regions: string[];
  cover: number;
  featured?: boolean;
  draft?: boolean;
  /** Days from the publish date to the first event day, how many days it lasts, and where. */
  event?: { inDays: number; days: number; place: string };
}

const STORIES: SeedStory[] = [
  {
    title: 'Viking Voyage sets sail across Europe',
    category: 'Product',
    daysAgo: 6,
    summary: 'Our Norse adventure eInstant launches with lotteries in Norway, Finland and Poland.',
    paragraphs: [
      'Viking Voyage brings longships, runes and a collect-symbol mechanic to players on phone, tablet and desktop.',
      'Launch kits with logos, banners and sell sheets are in the Asset Manager under the game’s own folder.',
    ],
    tags: ['launch', 'eInstant'],
    regions: ['europe--norway', 'europe--finland', 'europe--poland'],
    cover: 0,
    featured: true,
  },
  {
    title: 'Meet us at ICE London',
    category: 'Events',
    daysAgo: 12,
    summary: 'Play the newest games on our stand and hear what is coming to OMNIA next year.',
    paragraphs: [
      'Our product and account teams are at ICE all three days, with demo stations for every new eInstant and draw game.',
      'Book a meeting slot with your account manager to see the roadmap for your regions.',
    ],
    tags: ['trade show', 'ICE'],
    regions: [],
    cover: 3,
    featured: true,
    event: { inDays: 40, days: 3, place: 'ExCeL London, United Kingdom' },
  },
  {
    title: 'Cosmic Cash goes live in Pennsylvania',
    category: 'Product',
    daysAgo: 20,
    summary: 'The space-themed multiplier game is now on sale across the Keystone State.',
    paragraphs: [
      'Cosmic Cash pairs a progressive multiplier with a bonus round that players unlock by collecting planets.',
      'Early results show strong repeat play on mobile in the first two weeks.',
    ],
    tags: ['launch', 'eInstant'],
    regions: ['us--pennsylvania'],
    cover: 0,
  },
  {
    title: 'OMNIA adds real-time jackpot tracking',
    category: 'OMNIA',
    daysAgo: 34,
    summary: 'Operators can now follow progressive jackpots as they grow, game by game.',
    paragraphs: [
      'The new jackpot view in OMNIA shows every progressive pool, its growth over the day and the last winning moment.',
      'The feature is on for every operator at no extra cost; no change is needed on your side.',
    ],
    tags: ['OMNIA', 'jackpot'],
    regions: [],
    cover: 4,
  },
  {
    title: 'Second Chance Draw comes to Ontario',
    category: 'Feature',
    daysAgo: 47,
    summary: 'Non-winning eInstant tickets now enter a weekly second-chance draw.',
    paragraphs: [
      'Players enter automatically; the draw runs every Sunday and winners are told in the app.',
      'The feature works with every draw game and with the eInstant catalogue.',
    ],
    tags: ['second chance', 'feature'],
    regions: ['canada--ontario'],
    cover: 1,
  },
  {
    title: 'Record quarter for eInstant sales in Latin America',
    category: 'Press Release',
    daysAgo: 61,
    summary: 'eInstant sales across our Latin American partners grew for the sixth quarter in a row.',
    paragraphs: [
      'Growth was led by Jamaica and Costa Rica, where mobile play now makes up most eInstant sales.',
      'The full results are available to partners from their account managers.',
    ],
    tags: ['results'],
    regions: ['latam--all'],
    cover: 2,
  },
  {
    title: 'Lucky Lotto 6/49 jackpot reaches a record',
    category: 'Product',
    daysAgo: 75,
    summary: 'The rolling jackpot hit its highest level since the game launched.',
    paragraphs: [
      'Ticket sales in the final week before the draw were three times the yearly average.',
      'Marketing materials for jackpot runs are ready in the Asset Manager.',
    ],
    tags: ['jackpot', 'draw games'],
    regions: ['canada--all'],
    cover: 5,
  },
  {
    title: 'Multiplier Boost now available for Daily Pick 3',
    category: 'Feature',
    daysAgo: 90,
    summary: 'Players can add a multiplier to any Daily Pick 3 ticket for a small extra stake.',
    paragraphs: [
      'Multiplier Boost multiplies any non-jackpot prize by 2, 3, 5 or 10.',
      'It can be switched on per market from OMNIA.',
    ],
    tags: ['feature', 'draw games'],
    regions: ['us--all'],
    cover: 1,
  },
  {
    title: 'Webinar: designing eInstant games for mobile',
    category: 'Events',
    daysAgo: 104,
    summary: 'Our game designers share what makes an eInstant game work on a small screen.',
    paragraphs: [
      'An hour on layout, reveal mechanics and the pace of play, with questions from operators at the end.',
      'The recording is available afterwards on request.',
    ],
    tags: ['webinar', 'eInstant'],
    regions: [],
    cover: 3,
    event: { inDays: 14, days: 1, place: 'Online' },
  },
  {
    title: 'New partnership with the Rhode Island Lottery',
    category: 'Press Release',
    daysAgo: 118,
    summary: 'Rhode Island players will get our eInstant catalogue from next season.',
    paragraphs: [
      'The agreement covers the full eInstant catalogue and the OMNIA player platform.',
      'The first games are planned for the spring.',
    ],
    tags: ['partnership'],
    regions: ['us--rhode-island'],
    cover: 7,
  },
  {
    title: 'Frosty Fortunes brings winter to New Zealand',
    category: 'Product',
    daysAgo: 133,
    summary: 'A snow-globe match-three game timed for the southern winter.',
    paragraphs: [
      'Frosty Fortunes uses the Match 3 mechanic with a cascading bonus that can fill the whole board.',
      'It is available in New Zealand first, with other Asia Pacific markets to follow.',
    ],
    tags: ['launch', 'eInstant', 'seasonal'],
    regions: ['apac--new-zealand'],
    cover: 0,
  },
  {
    title: 'OMNIA responsible-gambling limits, redesigned',
    category: 'OMNIA',
    daysAgo: 150,
    summary: 'Deposit, loss and time limits are now set from one clear screen.',
    paragraphs: [
      'Players set and review every limit in one place; lowering a limit takes effect at once, raising one after a cooling-off period.',
      'Operators can change the default limits per market.',
    ],
    tags: ['OMNIA', 'responsible gambling'],
    regions: [],
    cover: 4,
  },
  {
    title: 'Join us at the NASPL conference',
    category: 'Events',
    daysAgo: 168,
    summary: 'Our North American team is at NASPL with the year’s new games.',
    paragraphs: ['Visit our stand to play the new eInstant games and talk to the draw-games team.'],
    tags: ['trade show', 'NASPL'],
    regions: ['us--all', 'canada--all'],
    cover: 3,
    event: { inDays: 21, days: 3, place: 'Huntington Convention Center, Cleveland, Ohio' },
  },
  {
    title: 'Keno Express speeds up to four-minute draws',
    category: 'Feature',
    daysAgo: 185,
    summary: 'Keno Express now draws every four minutes in every market that offers it.',
    paragraphs: ['Faster draws mean more play per visit, with the same odds and prize table.'],
    tags: ['feature', 'draw games'],
    regions: ['us--michigan', 'us--kentucky'],
    cover: 5,
  },
  {
    title: 'Award for Best Lottery Game Studio',
    category: 'Press Release',
    daysAgo: 203,
    summary: 'Our studio was named Best Lottery Game Studio at this year’s industry awards.',
    paragraphs: ['The judges cited the range of the eInstant catalogue and the speed of our launches.'],
    tags: ['award'],
    regions: [],
    cover: 2,
  },
  {
    title: 'Goal Rush kicks off for the football season',
    category: 'Product',
    daysAgo: 221,
    summary: 'A football eInstant with a penalty-shootout bonus, just in time for the season.',
    paragraphs: ['Goal Rush is available in every European market with localised team colours.'],
    tags: ['launch', 'eInstant', 'sports'],
    regions: ['europe--all'],
    cover: 0,
  },
  {
    title: 'OMNIA player app reaches a million downloads',
    category: 'OMNIA',
    daysAgo: 240,
    summary: 'The OMNIA app passed one million downloads across our partners.',
    paragraphs: ['Most new players now buy their first ticket in the app rather than on the web.'],
    tags: ['OMNIA', 'milestone'],
    regions: [],
    cover: 4,
  },
  {
    title: 'Jackpot Booster lands in Georgia',
    category: 'Feature',
    daysAgo: 262,
    summary: 'Georgia players can boost the top prize of selected draw games.',
    paragraphs: ['Jackpot Booster adds a second, higher jackpot tier for a small extra stake.'],
    tags: ['feature', 'jackpot'],
    regions: ['us--georgia'],
    cover: 1,
  },
  {
    title: 'Winner story: a family in Quebec wins big on Money Tree',
    category: 'Press Release',
    daysAgo: 285,
    summary: 'A family from Quebec City won the top prize on a Money Tree ticket.',
    paragraphs: ['They plan to share the prize with their grandchildren and travel to Europe.'],
    tags: ['winners'],
    regions: ['canada--quebec'],
    cover: 6,
  },
  {
    title: 'Lottery Expo Latin America',
    category: 'Events',
    daysAgo: 310,
    summary: 'Meet our Latin America team and play the Spanish-language eInstant games.',
    paragraphs: ['We will show the new draw-game features and the OMNIA mobile app.'],
    tags: ['trade show'],
    regions: ['latam--all'],
    cover: 3,
    event: { inDays: 30, days: 2, place: 'Centro de Convenciones, San José, Costa Rica' },
  },
  {
    title: 'Wheel of Wishes spins into Belgium and the Netherlands',
    category: 'Product',
    daysAgo: 336,
    summary: 'Our wheel-of-fortune eInstant is now live in Belgium and the Netherlands.',
    paragraphs: ['The wheel bonus can award instant prizes or free tickets.'],
    tags: ['launch', 'eInstant'],
    regions: ['europe--belgium', 'europe--netherlands'],
    cover: 0,
  },
  {
    title: 'OMNIA opens its reporting API to operators',
    category: 'OMNIA',
    daysAgo: 365,
    summary: 'Operators can now pull daily sales and player reports into their own systems.',
    paragraphs: [
      'The API covers sales by game, channel and region, and is documented in the Document Centre.',
    ],
    tags: ['OMNIA', 'reporting'],
    regions: [],
    cover: 4,
  },
  {
    title: 'Bingo Bonanza passes ten million tickets',
    category: 'Press Release',
    daysAgo: 398,
    summary: 'Our bingo eInstant has now sold more than ten million tickets.',
    paragraphs: ['Bingo Bonanza is live in eleven markets across three continents.'],
    tags: ['milestone'],
    regions: [],
    cover: 6,
  },
  {
    title: 'Themed bundles for the holiday season',
    category: 'Feature',
    daysAgo: 430,
    summary: 'Seasonal bundles group holiday games with ready-made campaign assets.',
    paragraphs: ['Each bundle has banners, social posts and point-of-sale artwork.'],
    tags: ['seasonal', 'marketing'],
    regions: ['us--all', 'europe--all'],
    cover: 1,
  },
  {
    title: 'New partner in Trinidad & Tobago',
    category: 'Press Release',
    daysAgo: 470,
    summary: 'We now supply eInstant games to the national lottery of Trinidad & Tobago.',
    paragraphs: ['The first six games launched together with the OMNIA web shop.'],
    tags: ['partnership'],
    regions: ['latam--trinidad-tobago'],
    cover: 7,
  },
  {
    title: 'Asia Pacific Lottery Summit',
    category: 'Events',
    daysAgo: 520,
    summary: 'Our Asia Pacific team presents the year’s results and the coming roadmap.',
    paragraphs: ['Sessions cover mobile play, responsible gambling and new draw formats.'],
    tags: ['trade show'],
    regions: ['apac--all'],
    cover: 3,
    event: { inDays: 25, days: 2, place: 'Aotea Centre, Auckland, New Zealand' },
  },
  {
    title: 'Safari Sevens launches in Virginia',
    category: 'Product',
    daysAgo: 580,
    summary: 'A jungle-themed key-number-match game now on sale in Virginia.',
    paragraphs: ['Safari Sevens offers prizes up to 100,000 times the stake.'],
    tags: ['launch', 'eInstant'],
    regions: ['us--virginia'],
    cover: 0,
  },
  {
    title: 'OMNIA wins a platform innovation award',
    category: 'OMNIA',
    daysAgo: 660,
    summary: 'OMNIA was recognised for its player-protection tools.',
    paragraphs: ['The award jury highlighted the clarity of the limits screen and the self-exclusion flow.'],
    tags: ['OMNIA', 'award'],
    regions: [],
    cover: 4,
  },
  {
    title: 'Coming soon: Galaxy Gems',
    category: 'Product',
    daysAgo: 3,
    summary: 'A first look at our next space-themed eInstant. Not for publication yet.',
    paragraphs: ['Draft: waiting for the final artwork and the launch dates per region.'],
    tags: ['launch', 'eInstant'],
    regions: ['europe--all'],
    cover: 0,
    draft: true,
  },
  {
    title: 'Summer Splash returns for the holidays',
    category: 'Product',
    daysAgo: -30,
    summary: 'The summer favourite comes back with a new bonus round.',
    paragraphs: ['Summer Splash is scheduled for every market that offered it last year.'],
    tags: ['launch', 'seasonal'],
    regions: [],
    cover: 0,
  },
];

/**
 * About thirty stories over two years (DESIGN 'Running'): every category and region group, two
 * featured, five events with dates and places, one draft and one scheduled for next month, with
 * covers drawn from SVG. Written through the news service as the SA would write them.
 */
export async function seedNews(
  news: NewsService,
  assets: AssetsService,
  editor: User,
  now: Date,
): Promise<number[]> {
  const pictures = await Promise.all(COVERS.map((spec) => renderBanner(spec)));
  const staged = await Promise.all(
    pictures.map((bytes, index) =>
      assets.stageFile(`${COVERS[index]!.title} cover.jpg`, Readable.from([bytes])),
    ),
  );
  let covers: number[];
  try {
    covers = (await storeImages(assets, NEWS_TREE, staged)).map((image) => image.id);
  } finally {
    await assets.discardStaged(staged);
  }

  const ids: number[] = [];
  for (const story of STORIES) {
    const publishAt = new Date(now.getTime() - story.daysAgo * DAY);
    const day = (offset: number) => new Date(publishAt.getTime() + offset * DAY).toISOString().slice(0, 10);
    const form = validate(NewsAddForm, {
      title: story.title,
      summary: story.summary,
      body: story.paragraphs.map((text) => `<p>${text}</p>`).join(''),
      category: story.category,
      tags: story.tags,
      featured: story.featured ?? false,
      regions: story.regions,
      publishAt: publishAt.toISOString(),
      status: story.draft ? 'draft' : 'published',
      cover: covers[story.cover],
      event: story.event
        ? {
            startDate: day(story.event.inDays),
            endDate: day(story.event.inDays + story.event.days - 1),
            place: story.event.place,
          }
        : null,
    });
    ids.push((await news.add(form, editor)).id);
  }
  return ids;
}
