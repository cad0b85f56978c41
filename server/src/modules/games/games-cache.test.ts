import { Readable } from 'node:stream';
import { GameCreateForm, type GameSummary } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/time.ts';
import { DiskBlobStore } from '../../storage/disk.ts';
import { testAppForSuite } from '../../test/test-app.ts';
import { ASSET_TREES } from '../assets/asset-policy.ts';
import { type AssetServices, createAssetServices } from '../assets/asset-services.ts';
import { LogsService } from '../logs/logs.service.ts';
import { checkAssetForm } from '../showcase/asset-form.ts';
import { GamesService } from './games.service.ts';
import { pngOf } from './test-support.ts';

/** Decision 021: the kept lists are renewed by the asset service announcing its changes, whoever makes them. */
describe('the kept games lists and the asset library', () => {
  const t = testAppForSuite();
  let assets: AssetServices;
  let games: GamesService;

  beforeAll(async () => {
    const db = t.database.db;
    assets = createAssetServices({ db, blobs: new DiskBlobStore(t.config.storageDir), clock: systemClock });
    games = new GamesService({ db, assets, clock: systemClock, logs: new LogsService(db, systemClock) });
  });

  it('renews game/all when the asset service renames a thumbnail, with no request made', async () => {
    const root = await assets.trees.ensureRoot(ASSET_TREES.library.key, ASSET_TREES.library.label);
    const card = await assets.uploads.storeFile(root, 'card.png', Readable.from([await pngOf('#123456')]));
    await games.save(
      checkAssetForm(GameCreateForm, {
        fields: {
          type: 'POST',
          gameName: 'Kept',
          isActive: 'true',
          'files[thumbnail][0][id]': String(card.id),
        },
        uploads: [],
      }),
      null,
    );
    const thumbnailName = async () => {
      const answer = await games.all({ depth: 0 }, null);
      return (JSON.parse(answer.body.toString()).data as GameSummary[])[0]!.assets[0]!.name;
    };

    const kept = await games.all({ depth: 0 }, null);
    expect(await games.all({ depth: 0 }, null)).toBe(kept);
    expect(await thumbnailName()).toBe('card.png');

    await assets.editing.rename(card.id, 'Key art');
    expect(await games.all({ depth: 0 }, null)).not.toBe(kept);
    expect(await thumbnailName()).toBe('Key art.png');
  });
});
