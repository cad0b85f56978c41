import type { DrawGameDetailsByKind, DrawGameKind, GameAssetSlot } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { indexDrawGames } from '../db/search-index.ts';
import type { AssetServices } from '../modules/assets/asset-services.ts';
import {
  insertDrawGame,
  replaceChannels,
  replaceDrawGameSlots,
} from '../modules/draw-games/draw-games.repository.ts';
import { drawGameRootKey } from '../modules/draw-games/draw-games.service.ts';
import type { ArtSpec } from './artwork/game-art.ts';
import drawGames from './draw-games.json' with { type: 'json' };
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

// The games in the order they are inserted (their ids); each kind's page copy is seeded with the
// content pages (content.ts). JSON types kinds, motifs and palettes as plain strings and arrays,
// hence the cast.
const DRAW_GAMES = drawGames.games as unknown as AnySeedDrawGame[];

/** Draw games of each kind, all with artwork and a sell sheet, some not live. */
export async function seedDrawGames(db: Kysely<Database>, assets: AssetServices, now: Date): Promise<void> {
  const stamp = now.toISOString();
  // Rows first, in order, so the demo items keep the same ids on every seed.
  const ids = await db.transaction().execute(async (trx) => {
    const inserted: number[] = [];
    for (const item of DRAW_GAMES) {
      const id = await insertDrawGame(trx, item.kind, item, stamp);
      if (item.kind === 'frequency') await replaceChannels(trx, id, item.channels ?? []);
      await indexDrawGames(trx, item.kind, [id]);
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
}
