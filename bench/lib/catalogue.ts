import type { BenchContext } from './types.ts';

/** The catalogue size DESIGN's benchmark asks for: the seeded games plus generated ones. */
export const CATALOGUE_SIZE = 2_000;
const PARALLEL_WRITES = 8;

const REGION_SETS = [
  ['us--all'],
  ['us--pennsylvania', 'us--michigan'],
  ['canada--ontario'],
  ['europe--all'],
  ['europe--norway', 'europe--finland'],
  [],
];
const CHANNEL_SETS = [['phone', 'tablet', 'desktop'], ['desktop'], ['phone', 'tablet'], ['slot']];
const GAME_TYPES = ['Core Games', 'Casual Games', 'Branded', 'Jackpot'];

interface ListedGame {
  id: number;
  assets: { id: number }[];
}

/**
 * Grows the catalogue to CATALOGUE_SIZE games: the seed's forty plus games added through
 * POST /api/game/create as the SA (`saToken`), each with regions, channels, a release date and a
 * thumbnail reused from a seeded game.
 */
export async function growCatalogue(api: BenchContext['api'], saToken: string): Promise<void> {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const existing = await api<ListedGame[]>({
    method: 'POST',
    path: '/api/game/all',
    headers: { ...form, 'consumer-token': saToken },
    body: 'depth=0',
  });
  const thumbnails = existing.flatMap((game) => game.assets.map((asset) => asset.id));

  let next = existing.length;
  const addGames = async () => {
    while (next < CATALOGUE_SIZE) {
      const n = next++;
      const day = String(1 + (n % 28)).padStart(2, '0');
      const month = String(1 + (n % 12)).padStart(2, '0');
      const fields: Record<string, string> = {
        type: 'POST',
        gameName: `Benchmark Game ${String(n).padStart(4, '0')}`,
        isActive: 'true',
        live: n % 3 === 0 ? 'false' : 'true',
        releaseDate: `20${20 + (n % 6)}-${month}-${day}`,
        gameType: GAME_TYPES[n % GAME_TYPES.length]!,
        mechanic: 'Key Number Match',
        channels: JSON.stringify(CHANNEL_SETS[n % CHANNEL_SETS.length]),
        features: '["Bonus"]',
        themes: '["Sports"]',
        regions: JSON.stringify(REGION_SETS[n % REGION_SETS.length]),
        softwareIds: JSON.stringify([`900-${n}-001`]),
        softwareId: `900-${n}-001`,
        demoTechnology: 'HTML',
        demoEnvironment: 'cloud',
        demoCurrency: 'USD',
        demoSoftwareId: `900-${n}-001`,
      };
      if (thumbnails.length) fields['files[thumbnail][0][id]'] = String(thumbnails[n % thumbnails.length]);
      await api({
        method: 'POST',
        path: '/api/game/create',
        headers: { ...form, 'consumer-token': saToken },
        body: new URLSearchParams(fields).toString(),
      });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_WRITES }, addGames));
}
