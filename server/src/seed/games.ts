import { Readable } from 'node:stream';
import {
  CHANNELS,
  dayNumberToIsoDate,
  FEATURES,
  type GameType,
  isoDateToDayNumber,
  type Mechanic,
  type Theme,
  todayIso,
} from '@portal/domain';
import type { GameAssetSlot, GameFieldsForm } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { indexGames } from '../db/search-index.ts';
import { gameRootKey } from '../modules/assets/asset-policy.ts';
import type { AssetServices } from '../modules/assets/asset-services.ts';
import { insertGame, replaceGameLists, replaceGameSlots } from '../modules/games/games.repository.ts';
import {
  type ArtSpec,
  type Motif,
  renderBanner,
  renderLogo,
  renderThumbnail,
  sellSheetPdf,
} from './artwork/game-art.ts';

type Palette = ArtSpec['palette'];

interface SeedGame {
  name: string;
  theme: Theme;
  motif: Motif;
  palette: Palette;
  mechanic: Mechanic;
}

/** Forty games, each with its own colours and motif. */
const GAMES: SeedGame[] = [
  {
    name: "Pharaoh's Fortune",
    theme: 'Ancient Egypt',
    motif: 'stars',
    palette: ['#1e3a8a', '#0f172a', '#fbbf24', '#fff7d6'],
    mechanic: 'Key Symbol Match',
  },
  {
    name: 'Viking Voyage',
    theme: 'Vikings',
    motif: 'waves',
    palette: ['#334155', '#0c4a6e', '#7dd3fc', '#f8fafc'],
    mechanic: 'Yours Beats Theirs',
  },
  {
    name: 'Lucky Leprechaun',
    theme: 'Irish & Lucky Charms',
    motif: 'coins',
    palette: ['#166534', '#052e16', '#facc15', '#ecfccb'],
    mechanic: 'Collect Symbol Match',
  },
  {
    name: 'Safari Sevens',
    theme: 'Jungle & Safari',
    motif: 'rays',
    palette: ['#b45309', '#78350f', '#fde68a', '#fffbeb'],
    mechanic: 'Key Number Match',
  },
  {
    name: 'Cosmic Cash',
    theme: 'Outer Space',
    motif: 'stars',
    palette: ['#4c1d95', '#020617', '#22d3ee', '#f0f9ff'],
    mechanic: 'Match 3',
  },
  {
    name: "Pirate's Plunder",
    theme: 'Pirates & Treasure',
    motif: 'coins',
    palette: ['#7f1d1d', '#1c1917', '#f59e0b', '#fef3c7'],
    mechanic: 'Key Symbol Match',
  },
  {
    name: 'Diamond Dazzle',
    theme: 'Diamonds & Gems',
    motif: 'diamonds',
    palette: ['#0e7490', '#312e81', '#f0abfc', '#ffffff'],
    mechanic: 'Match 3',
  },
  {
    name: 'Wheel of Wishes',
    theme: 'Wheel of Fortune',
    motif: 'rays',
    palette: ['#be123c', '#581c87', '#fde047', '#fff1f2'],
    mechanic: 'Other',
  },
  {
    name: 'Vegas Nights',
    theme: 'Casino & Vegas',
    motif: 'diamonds',
    palette: ['#9d174d', '#111827', '#f472b6', '#fdf2f8'],
    mechanic: 'Yours Beats Theirs',
  },
  {
    name: 'Goal Rush',
    theme: 'Sports',
    motif: 'balls',
    palette: ['#15803d', '#14532d', '#ffffff', '#f0fdf4'],
    mechanic: 'Key Number Match',
  },
  {
    name: 'Fruit Fiesta',
    theme: 'Fruit',
    motif: 'bubbles',
    palette: ['#ea580c', '#be185d', '#bef264', '#fff7ed'],
    mechanic: 'Match 3',
  },
  {
    name: "Dragon's Hoard",
    theme: 'Fantasy & Magic',
    motif: 'diamonds',
    palette: ['#991b1b', '#450a0a', '#fb923c', '#fff7ed'],
    mechanic: 'Collect Symbol Match',
  },
  {
    name: 'Frosty Fortunes',
    theme: 'Winter',
    motif: 'stars',
    palette: ['#0369a1', '#1e3a8a', '#e0f2fe', '#ffffff'],
    mechanic: 'Tic Tac Toe',
  },
  {
    name: 'Summer Splash',
    theme: 'Summer',
    motif: 'bubbles',
    palette: ['#0284c7', '#0d9488', '#fde047', '#f0fdfa'],
    mechanic: 'Key Symbol Match',
  },
  {
    name: 'Golden Gridiron',
    theme: 'Sports',
    motif: 'rays',
    palette: ['#854d0e', '#1c1917', '#facc15', '#fefce8'],
    mechanic: 'Yours Beats Theirs',
  },
  {
    name: 'Mystic Crystals',
    theme: 'Fantasy & Magic',
    motif: 'diamonds',
    palette: ['#6d28d9', '#1e1b4b', '#a5f3fc', '#faf5ff'],
    mechanic: 'Match 3',
  },
  {
    name: 'Wild West Gold',
    theme: 'Western',
    motif: 'stars',
    palette: ['#92400e', '#451a03', '#fcd34d', '#fffbeb'],
    mechanic: 'Key Number Match',
  },
  {
    name: 'Ocean Treasures',
    theme: 'Ocean & Sea',
    motif: 'waves',
    palette: ['#0e7490', '#164e63', '#5eead4', '#ecfeff'],
    mechanic: 'Collect Symbol Match',
  },
  {
    name: 'Carnival Cash',
    theme: 'Carnival & Circus',
    motif: 'balls',
    palette: ['#c026d3', '#f97316', '#fef08a', '#ffffff'],
    mechanic: 'Tumbler',
  },
  {
    name: 'Halloween Hoot',
    theme: 'Halloween',
    motif: 'bubbles',
    palette: ['#ea580c', '#1c1917', '#a3e635', '#fff7ed'],
    mechanic: 'Key Symbol Match',
  },
  {
    name: 'Bingo Bonanza',
    theme: 'Classic & Retro',
    motif: 'balls',
    palette: ['#2563eb', '#7c3aed', '#fb7185', '#ffffff'],
    mechanic: 'Bingo',
  },
  {
    name: 'Crossword Cash',
    theme: 'Money & Cash',
    motif: 'coins',
    palette: ['#047857', '#064e3b', '#fde68a', '#ecfdf5'],
    mechanic: 'Crossword',
  },
  {
    name: 'Keno Quest',
    theme: 'Adventure',
    motif: 'balls',
    palette: ['#1d4ed8', '#0f172a', '#fbbf24', '#eff6ff'],
    mechanic: 'Keno',
  },
  {
    name: 'Tic Tac Treasure',
    theme: 'Pirates & Treasure',
    motif: 'coins',
    palette: ['#0f766e', '#134e4a', '#fcd34d', '#f0fdfa'],
    mechanic: 'Tic Tac Toe',
  },
  {
    name: 'Match Mania',
    theme: 'Classic & Retro',
    motif: 'stars',
    palette: ['#db2777', '#4f46e5', '#fef08a', '#ffffff'],
    mechanic: 'Match 3',
  },
  {
    name: 'Money Tree',
    theme: 'Money & Cash',
    motif: 'coins',
    palette: ['#65a30d', '#14532d', '#fde047', '#f7fee7'],
    mechanic: 'Key Number Match',
  },
  {
    name: 'Retro Reels',
    theme: 'Classic & Retro',
    motif: 'rays',
    palette: ['#dc2626', '#1e293b', '#fcd34d', '#fef2f2'],
    mechanic: 'Key Symbol Match',
  },
  {
    name: 'Speedway Spins',
    theme: 'Cars & Racing',
    motif: 'rays',
    palette: ['#b91c1c', '#111827', '#e5e7eb', '#ffffff'],
    mechanic: 'Yours Beats Theirs',
  },
  {
    name: 'Olympus Odds',
    theme: 'Mythology',
    motif: 'stars',
    palette: ['#1e40af', '#f8fafc', '#f59e0b', '#ffffff'],
    mechanic: 'Collect Symbol Match',
  },
  {
    name: 'Jungle Jackpot',
    theme: 'Animals',
    motif: 'bubbles',
    palette: ['#15803d', '#365314', '#fb923c', '#f0fdf4'],
    mechanic: 'Key Number Match',
  },
  {
    name: 'Valentine Riches',
    theme: "Valentine's Day",
    motif: 'hearts',
    palette: ['#e11d48', '#831843', '#fecdd3', '#fff1f2'],
    mechanic: 'Match 3',
  },
  {
    name: 'Easter Egg Hunt',
    theme: 'Easter',
    motif: 'bubbles',
    palette: ['#a855f7', '#f472b6', '#fef9c3', '#ffffff'],
    mechanic: 'Collect Symbol Match',
  },
  {
    name: 'Movie Magic Millions',
    theme: 'Movies & TV',
    motif: 'stars',
    palette: ['#991b1b', '#0a0a0a', '#fbbf24', '#fef3c7'],
    mechanic: 'Key Symbol Match',
  },
  {
    name: "Rock 'n' Riches",
    theme: 'Music',
    motif: 'rays',
    palette: ['#7e22ce', '#0f172a', '#f472b6', '#faf5ff'],
    mechanic: 'Yours Beats Theirs',
  },
  {
    name: 'Holiday Getaway',
    theme: 'Holidays & Travel',
    motif: 'waves',
    palette: ['#0891b2', '#f97316', '#fef08a', '#ffffff'],
    mechanic: 'Key Number Match',
  },
  {
    name: 'Emerald Isle Gold',
    theme: 'Irish & Lucky Charms',
    motif: 'diamonds',
    palette: ['#059669', '#064e3b', '#fcd34d', '#ecfdf5'],
    mechanic: 'Collect Symbol Match',
  },
  {
    name: 'Samurai Showdown',
    theme: 'Asian',
    motif: 'rays',
    palette: ['#b91c1c', '#18181b', '#fafafa', '#fef2f2'],
    mechanic: 'Yours Beats Theirs',
  },
  {
    name: 'Galaxy Gems',
    theme: 'Outer Space',
    motif: 'diamonds',
    palette: ['#312e81', '#020617', '#e879f9', '#eef2ff'],
    mechanic: 'Match 3',
  },
  {
    name: 'Buffalo Bucks',
    theme: 'Western',
    motif: 'coins',
    palette: ['#78350f', '#292524', '#fbbf24', '#fffbeb'],
    mechanic: 'Key Number Match',
  },
  {
    name: 'Neon Nights 7s',
    theme: 'Casino & Vegas',
    motif: 'stars',
    palette: ['#0f172a', '#701a75', '#22d3ee', '#f0f9ff'],
    mechanic: 'Key Symbol Match',
  },
];

const GAME_TYPES_IN_TURN: GameType[] = [
  'Core Games',
  'Casual Games',
  'Core Games',
  'Branded',
  'Jackpot',
  'Casual Games',
  'None',
];

/** Region sets that meet the demo accounts' regions (customer: Pennsylvania, Michigan, Ontario …). */
const REGION_SETS: string[][] = [
  ['us--all'],
  ['us--pennsylvania', 'us--michigan'],
  ['canada--ontario', 'canada--british-columbia'],
  ['europe--all'],
  ['europe--norway', 'europe--finland', 'europe--lithuania'],
  ['latam--jamaica', 'latam--trinidad-tobago'],
  [],
  ['us--georgia', 'us--kentucky', 'us--virginia'],
  ['europe--belgium', 'europe--netherlands', 'europe--germany'],
  ['us--all', 'canada--all'],
  ['apac--new-zealand', 'apac--asia-pacific-other'],
  ['europe--european-demo', 'europe--all'],
];

/** Released within the last 28 days (so shown as new) … */
const RECENT_DAYS_AGO = [2, 5, 9, 14, 20, 26];
/** … roadmap games with future dates per region … */
const ROADMAP = new Set([34, 35, 36, 37, 38, 39]);
/** … drafts: inactive and not on the roadmap … */
const DRAFTS = new Set([32, 33]);
/** … and the homepage's featured games. */
const FEATURED = new Set([0, 3, 7, 12, 18, 25]);

const VIDEO_IDS = ['76979871', '148751763', '357274789', '22439234'];
const DEMO_ENVIRONMENTS = ['cloud', 'lab1', 'lab2'];
const DEMO_CURRENCIES = ['GBP', 'USD', 'EUR', 'GBP:EUR', 'CAD'];

function shiftDays(today: string, days: number): string {
  return dayNumberToIsoDate(isoDateToDayNumber(today)! + days);
}

function firstOfMonth(date: string): string {
  return `${date.slice(0, 8)}01`;
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function pick<T>(values: readonly T[], index: number): T {
  return values[index % values.length]!;
}

/** A subset of `values` chosen by the bits of `mask`, never empty when `values` has more than `none`. */
function subset<T>(values: readonly T[], mask: number): T[] {
  const chosen = values.filter((_, bit) => (mask >> bit) & 1);
  return chosen.length ? chosen : [values[0]!];
}

/** Every field of one seeded game: varied types, channels, features, regions, dates, demos and videos. */
function seedGameFields(index: number, today: string): GameFieldsForm {
  const game = GAMES[index]!;
  const regions = pick(REGION_SETS, index * 5 + 1);
  const roadmap = ROADMAP.has(index);
  const draft = DRAFTS.has(index);
  const recent = index < RECENT_DAYS_AGO.length;
  const releaseDate = roadmap
    ? shiftDays(today, 30 + (index - 34) * 25)
    : draft
      ? null
      : shiftDays(today, recent ? -RECENT_DAYS_AGO[index]! : -(40 + index * 23));
  // Roadmap games, and every fifth released one, launch on a different day in each region.
  const perRegion = regions.length > 1 && (roadmap || index % 5 === 2);
  const regionDates = regions.map((region, n) => {
    const date = releaseDate && perRegion ? shiftDays(releaseDate, n * (roadmap ? 21 : 35)) : null;
    return { region, releaseDate: date, displayReleaseDate: date && roadmap ? firstOfMonth(date) : null };
  });
  const hasBuiltDemo = index % 3 === 0;
  const softwareId = `200-${1100 + index}-001`;
  const title = game.name;
  return {
    gameName: title,
    isActive: !roadmap && !draft,
    roadmap,
    live: !roadmap && !draft && index % 4 !== 3,
    featured: FEATURED.has(index),
    isReleaseDatePerRegion: perRegion,
    releaseDate,
    displayReleaseDate: releaseDate && roadmap ? firstOfMonth(releaseDate) : null,
    description: `<p><strong>${escapeHtml(title)}</strong> brings ${escapeHtml(game.theme.toLowerCase())} to the ticket: a ${escapeHtml(game.mechanic.toLowerCase())} game with bright, readable play symbols and a reveal that builds to the last spot.</p><p>Built for retail and digital alike, with a price point and prize structure operators can tune to their market.</p>`,
    gameType: pick(GAME_TYPES_IN_TURN, index),
    mechanic: game.mechanic,
    channels: subset(
      CHANNELS.filter((c) => c !== 'none'),
      (index * 7 + 3) % 15,
    ),
    features:
      index % 6 === 5
        ? []
        : subset(
            FEATURES.filter((f) => f !== 'None'),
            (index * 3 + 1) % 15,
          ),
    themes: index % 4 === 0 ? [game.theme, '*Other'] : [game.theme],
    regions: regionDates,
    videos:
      index % 4 === 0
        ? [
            { title: `${title}: trailer`, video: pick(VIDEO_IDS, index) },
            ...(index % 8 === 0 ? [{ title: 'How to play', video: pick(VIDEO_IDS, index + 1) }] : []),
          ]
        : [],
    softwareIds: [
      { softwareId },
      ...(index % 5 === 0 ? [{ softwareId: `300-${1100 + index}-002` }] : []),
    ].map((entry) => entry.softwareId),
    softwareId,
    demoOverride: index % 7 === 1 ? `https://demo-games.example.com/override/${slug(title)}` : null,
    demoFallback: index % 7 === 4 ? `https://demo-games.example.com/fallback/${slug(title)}` : null,
    demoTechnology: hasBuiltDemo ? (index % 9 === 6 ? 'FLASH' : 'HTML') : null,
    demoEnvironment: hasBuiltDemo ? pick(DEMO_ENVIRONMENTS, index) : null,
    demoCurrency: hasBuiltDemo ? pick(DEMO_CURRENCIES, index) : null,
    demoSoftwareId: hasBuiltDemo ? softwareId : null,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Runs `work` on every item with at most `limit` at a time (rendering and staging use every core). */
export async function inBatches<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  });
  await Promise.all(workers);
}

export interface ItemFiles {
  /** The tree's root, and the folder artwork goes in. */
  rootId: number;
  thumbnail: number;
  logo: number;
  banner: number;
  sellSheet: number;
}

/**
 * Draws an item's artwork and stores it in its tree: the thumbnail in 'Artwork', and the
 * downloadable sell sheet, logo and banner at the top (its game centre).
 */
export async function storeItemArtwork(
  assets: AssetServices,
  tree: { rootKey: string; label: string },
  spec: ArtSpec,
  sellSheetLines: string[],
): Promise<ItemFiles> {
  const [thumbnail, logo, banner] = await Promise.all([
    renderThumbnail(spec),
    renderLogo(spec),
    renderBanner(spec),
  ]);
  const stage = (name: string, bytes: Buffer) => assets.uploads.stageFile(name, Readable.from([bytes]));
  const staged = await Promise.all([
    stage(`${spec.title} thumbnail.webp`, thumbnail),
    stage(`${spec.title} sell sheet.pdf`, sellSheetPdf(spec, sellSheetLines)),
    stage(`${spec.title} logo.png`, logo),
    stage(`${spec.title} banner.jpg`, banner),
  ]);
  try {
    const rootId = await assets.trees.ensureRoot(tree.rootKey, tree.label);
    const artworkId = await assets.editing.ensureFolder(rootId, 'Artwork');
    const [thumbnailItem] = await assets.uploads.storeStaged(artworkId, staged.slice(0, 1));
    const [sellSheetItem, logoItem, bannerItem] = await assets.uploads.storeStaged(rootId, staged.slice(1));
    return {
      rootId,
      thumbnail: thumbnailItem!.id,
      sellSheet: sellSheetItem!.id,
      logo: logoItem!.id,
      banner: bannerItem!.id,
    };
  } finally {
    await assets.uploads.discardStaged(staged);
  }
}

/**
 * About forty games (DESIGN 'Running'): every type, channel, feature, mechanic and many themes and
 * regions; six released within the last 28 days, six roadmap games with future dates per region,
 * two drafts, demos (built, override, fallback) and videos for some; each with artwork and a small
 * game centre (sell sheet, logo, banner). Answers the ids in seeding order.
 */
export async function seedGames(db: Kysely<Database>, assets: AssetServices, now: Date): Promise<number[]> {
  const today = todayIso(now);
  const stamp = now.toISOString();
  const fields = GAMES.map((_, index) => seedGameFields(index, today));
  // Rows first, in order, so the demo games keep the same ids on every seed.
  const ids = await db.transaction().execute(async (trx) => {
    const inserted: number[] = [];
    for (const game of fields) {
      const id = await insertGame(trx, game, stamp);
      await replaceGameLists(trx, id, game);
      inserted.push(id);
    }
    await indexGames(trx, inserted);
    return inserted;
  });
  await inBatches(GAMES, 8, async (game, index) => {
    const id = ids[index]!;
    const { gameType, channels, releaseDate } = fields[index]!;
    const spec: ArtSpec = {
      title: game.name,
      subtitle: gameType === 'None' ? game.theme : gameType,
      palette: game.palette,
      motif: game.motif,
    };
    const files = await storeItemArtwork(assets, { rootKey: gameRootKey(id), label: game.name }, spec, [
      `Theme: ${game.theme}`,
      `Play style: ${game.mechanic}`,
      `Channels: ${channels.join(', ')}`,
      `Release: ${releaseDate ?? 'to be scheduled'}`,
      'Contact your account manager for prize structures and price points.',
    ]);
    const slots = new Map<GameAssetSlot, number[]>([
      ['thumbnail', [files.thumbnail]],
      ['logo', [files.logo]],
      ['hero', [files.banner]],
      ['downloadableAssets', [files.sellSheet, files.logo, files.banner]],
    ]);
    await db.transaction().execute((trx) => replaceGameSlots(trx, id, slots));
  });
  return ids;
}
