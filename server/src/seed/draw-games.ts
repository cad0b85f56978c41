import type { DrawGameDetailsByKind, DrawGameKind, GameAssetSlot } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AssetsService } from '../modules/assets/assets.service.ts';
import {
  insertDrawGame,
  replaceChannels,
  replaceDrawGameSlots,
  writeContent,
} from '../modules/draw-games/draw-games.repository.ts';
import { drawGameRootKey } from '../modules/draw-games/draw-games.service.ts';
import type { ArtSpec } from './artwork/game-art.ts';
import { inBatches, storeItemArtwork } from './games.ts';

interface SeedDrawGame<K extends DrawGameKind> {
  kind: K;
  name: string;
  live: boolean;
  art: Pick<ArtSpec, 'palette' | 'motif' | 'subtitle'>;
  details: DrawGameDetailsByKind[K];
  channels?: ('phone' | 'tablet' | 'desktop')[];
}

type AnySeedDrawGame = SeedDrawGame<'popular'> | SeedDrawGame<'frequency'> | SeedDrawGame<'enhanced'>;

const DRAW_GAMES: AnySeedDrawGame[] = [
  {
    kind: 'popular',
    name: 'Star Millions',
    live: true,
    art: {
      palette: ['#1d4ed8', '#0f172a', '#facc15', '#ffffff'],
      motif: 'stars',
      subtitle: 'Draws Tue & Fri',
    },
    details: {
      tagline: 'The multi-state jackpot that rolls to record levels.',
      description:
        '<p>Pick five main numbers and two Star Balls. Jackpots start at $20 million and roll until won.</p>',
      jackpot: '$20 Million',
      drawDays: ['Tuesday', 'Friday'],
      odds: '1 in 302,575,350',
      ticketPrice: '$2',
      website: 'https://www.example.com/star-millions',
    },
  },
  {
    kind: 'popular',
    name: 'Lucky Lotto 6/49',
    live: true,
    art: {
      palette: ['#b91c1c', '#450a0a', '#fde047', '#fff7ed'],
      motif: 'balls',
      subtitle: 'Draws Wed & Sat',
    },
    details: {
      tagline: 'The classic six-from-forty-nine, with a guaranteed prize draw.',
      description: '<p>Six numbers from 1 to 49, plus a guaranteed $1 million prize every draw.</p>',
      jackpot: '$5 Million',
      drawDays: ['Wednesday', 'Saturday'],
      odds: '1 in 13,983,816',
      ticketPrice: '$3',
      website: null,
    },
  },
  {
    kind: 'popular',
    name: 'EuroStar Jackpot',
    live: true,
    art: {
      palette: ['#1e3a8a', '#3b0764', '#fbbf24', '#eff6ff'],
      motif: 'stars',
      subtitle: 'Draws Tue & Fri',
    },
    details: {
      tagline: 'A pan-European jackpot game with a capped rollover.',
      description:
        '<p>Five numbers from 50 and two Euro numbers from 12, with a jackpot capped at €120 million.</p>',
      jackpot: '€10 Million',
      drawDays: ['Tuesday', 'Friday'],
      odds: '1 in 139,838,160',
      ticketPrice: '€2',
      website: null,
    },
  },
  {
    kind: 'popular',
    name: 'Daily Pick 3',
    live: false,
    art: { palette: ['#047857', '#022c22', '#a7f3d0', '#ecfdf5'], motif: 'balls', subtitle: 'Draws daily' },
    details: {
      tagline: 'Three digits, twice a day.',
      description: '<p>Pick three digits and a play style: straight, box or combo.</p>',
      jackpot: '$500',
      drawDays: ['Daily'],
      odds: '1 in 1,000',
      ticketPrice: '$1',
      website: null,
    },
  },
  {
    kind: 'frequency',
    name: 'Keno Express',
    live: true,
    channels: ['phone', 'tablet', 'desktop'],
    art: {
      palette: ['#7c3aed', '#1e1b4b', '#f0abfc', '#faf5ff'],
      motif: 'balls',
      subtitle: 'Every 4 minutes',
    },
    details: {
      tagline: 'Twenty numbers drawn every four minutes.',
      description: '<p>Pick up to ten spots from 80 and watch twenty numbers drawn live, all day long.</p>',
      drawFrequency: 'Every 4 minutes',
      odds: '1 in 8,911,711 (10 spot)',
      ticketPrice: '$1',
      highlights: ['Multiplier on every draw', 'Bulls-eye add-on', 'Results streamed in-lane'],
    },
  },
  {
    kind: 'frequency',
    name: 'Quick Draw 20/80',
    live: true,
    channels: ['phone', 'desktop'],
    art: {
      palette: ['#0891b2', '#0c4a6e', '#fde047', '#ecfeff'],
      motif: 'rays',
      subtitle: 'Every 3 minutes',
    },
    details: {
      tagline: 'Fast, simple number draws for venues and mobile.',
      description: '<p>A 20-from-80 draw every three minutes, designed for bars, venues and mobile play.</p>',
      drawFrequency: 'Every 3 minutes',
      odds: '1 in 4.2 (any prize)',
      ticketPrice: '$1',
      highlights: ['Venue screens included', 'Play from the phone at the table'],
    },
  },
  {
    kind: 'frequency',
    name: 'Turbo Bingo',
    live: true,
    channels: ['tablet', 'desktop'],
    art: {
      palette: ['#db2777', '#701a75', '#fef08a', '#fff1f2'],
      motif: 'bubbles',
      subtitle: 'Every 5 minutes',
    },
    details: {
      tagline: 'Bingo with a draw every five minutes.',
      description: '<p>Pre-printed cards, a fast 75-ball draw and a progressive coverall prize.</p>',
      drawFrequency: 'Every 5 minutes',
      odds: '1 in 3.8 (any prize)',
      ticketPrice: '$2',
      highlights: ['Progressive coverall jackpot', 'Pattern of the day'],
    },
  },
  {
    kind: 'frequency',
    name: 'Race Day Rapid',
    live: false,
    channels: ['phone'],
    art: {
      palette: ['#b91c1c', '#111827', '#e5e7eb', '#ffffff'],
      motif: 'rays',
      subtitle: 'Every 2 minutes',
    },
    details: {
      tagline: 'A virtual race every two minutes.',
      description: '<p>Pick the winner, a forecast or a tricast in a virtual race run every two minutes.</p>',
      drawFrequency: 'Every 2 minutes',
      odds: '1 in 12 (winner)',
      ticketPrice: '$1',
      highlights: ['Animated races', 'Forecast and tricast bets'],
    },
  },
  {
    kind: 'enhanced',
    name: 'Multiplier Boost',
    live: true,
    art: {
      palette: ['#ea580c', '#7c2d12', '#fde68a', '#fff7ed'],
      motif: 'stars',
      subtitle: 'Add-on feature',
    },
    details: {
      tagline: 'Multiply every non-jackpot prize by up to ten.',
      description:
        '<p>For an extra $1 a play, a randomly drawn multiplier of 2x to 10x applies to every non-jackpot prize.</p>',
      benefits: ['Raises the average spend per ticket', 'Works on every draw'],
      worksWith: ['Star Millions', 'Lucky Lotto 6/49', 'Keno Express'],
    },
  },
  {
    kind: 'enhanced',
    name: 'Second Chance Draw',
    live: true,
    art: {
      palette: ['#0d9488', '#134e4a', '#fef08a', '#f0fdfa'],
      motif: 'coins',
      subtitle: 'Player engagement',
    },
    details: {
      tagline: 'Non-winning tickets enter a monthly prize draw.',
      description:
        '<p>Players scan non-winning tickets in the app to enter monthly draws for cash and experiences.</p>',
      benefits: ['Builds a registered player base', 'Brings players back between draws'],
      worksWith: ['Star Millions', 'EuroStar Jackpot', 'Daily Pick 3'],
    },
  },
  {
    kind: 'enhanced',
    name: 'Jackpot Booster',
    live: false,
    art: {
      palette: ['#4338ca', '#1e1b4b', '#fcd34d', '#eef2ff'],
      motif: 'diamonds',
      subtitle: 'Coming soon',
    },
    details: {
      tagline: 'A must-be-won jackpot seeded from every play.',
      description: '<p>A slice of every play seeds a must-be-won jackpot that drops before its cap.</p>',
      benefits: ['Creates urgency near the cap'],
      worksWith: ['Lucky Lotto 6/49'],
    },
  },
];

const CONTENT: Record<
  DrawGameKind,
  { title: string; introduction: string; sections: { title: string; body: string }[] }
> = {
  popular: {
    title: 'Popular draw games',
    introduction: '<p>Proven jackpot games that players know, ready to launch in your market.</p>',
    sections: [
      {
        title: 'Turnkey launch',
        body: '<p>Game rules, draw operations and marketing kits are ready from day one.</p>',
      },
      {
        title: 'Shared jackpots',
        body: '<p>Join multi-jurisdiction pools for larger, faster-growing jackpots.</p>',
      },
    ],
  },
  frequency: {
    title: 'High-frequency draw games',
    introduction: '<p>Draws every few minutes, on mobile, tablet and desktop as well as in venues.</p>',
    sections: [
      {
        title: 'Always on',
        body: '<p>Hundreds of draws a day keep players engaged between jackpot draws.</p>',
      },
    ],
  },
  enhanced: {
    title: 'Enhanced features',
    introduction: '<p>Add-ons that raise spend and engagement on the draw games you already run.</p>',
    sections: [
      {
        title: 'Easy to add',
        body: '<p>Each feature plugs into existing games with no change to their rules.</p>',
      },
    ],
  },
};

/** Draw games of each kind, all with artwork and a sell sheet, some not live, and each kind's content. */
export async function seedDrawGames(db: Kysely<Database>, assets: AssetsService, now: Date): Promise<void> {
  const stamp = now.toISOString();
  // Rows first, in order, so the demo items keep the same ids on every seed.
  const ids = await db.transaction().execute(async (trx) => {
    const inserted: number[] = [];
    for (const item of DRAW_GAMES) {
      const id = await insertDrawGame(trx, item.kind, item, stamp);
      if (item.kind === 'frequency') await replaceChannels(trx, id, item.channels ?? []);
      inserted.push(id);
    }
    return inserted;
  });
  await inBatches(DRAW_GAMES, 4, async (item, index) => {
    const id = ids[index]!;
    const files = await storeItemArtwork(
      assets,
      { rootKey: drawGameRootKey(item.kind, id), label: item.name },
      { title: item.name, ...item.art },
      [item.details.tagline, `Also: ${item.art.subtitle}`, 'Contact your account manager for a launch plan.'],
    );
    const slots = new Map<GameAssetSlot, number[]>([
      ['thumbnail', [files.thumbnail]],
      ['logo', [files.logo]],
      ['hero', [files.banner]],
      ['downloadableAssets', [files.sellSheet, files.logo, files.banner]],
    ]);
    await db.transaction().execute((trx) => replaceDrawGameSlots(trx, item.kind, id, slots));
  });
  for (const [kind, document] of Object.entries(CONTENT) as [
    DrawGameKind,
    (typeof CONTENT)[DrawGameKind],
  ][]) {
    await writeContent(db, kind, document, stamp);
  }
}
