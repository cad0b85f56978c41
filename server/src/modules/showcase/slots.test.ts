import { Readable } from 'node:stream';
import { NEW_GAME_DEFAULTS } from '@portal/domain/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/time.ts';
import { DiskBlobStore } from '../../storage/disk.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AssetsService, gameRootKey } from '../assets/assets.service.ts';
import { storedFiles } from '../assets/test-support.ts';
import { deleteGame, insertGame, replaceGameSlots } from '../games/games.repository.ts';
import { pngOf } from '../games/test-support.ts';
import type { ShowcaseKind, SlotEntries } from './slots.ts';
import { saveWithSlots } from './slots.ts';

/** An asset id no row has: slot rows pointing at it break the foreign key, a real database refusal. */
const NO_SUCH_ASSET = 999_999;

describe('saveWithSlots', () => {
  let t: TestApp;
  let assets: AssetsService;
  const games: ShowcaseKind = {
    tree: (id, name) => ({ rootKey: gameRootKey(id), label: name }),
    replaceSlots: (trx, id, slots) => replaceGameSlots(trx, id, slots),
    remove: async (trx, id) => {
      await deleteGame(trx, id);
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    assets = new AssetsService({
      db: t.database.db,
      blobs: new DiskBlobStore(t.config.storageDir),
      clock: systemClock,
    });
  });
  afterAll(() => t.close());

  let slots: SlotEntries;
  beforeEach(async () => {
    const file = await assets.stageFile('card.png', Readable.from([await pngOf('#aa3300')]));
    slots = new Map([['thumbnail', [{ upload: { slot: 'thumbnail', position: 0, file } }]]]);
  });

  const rows = async () => ({
    games: await t.database.db.selectFrom('games').select('id').execute(),
    assets: await t.database.db.selectFrom('assets').select('id').execute(),
  });
  const staged = () =>
    [...slots.values()].flat().flatMap((entry) => ('upload' in entry ? [entry.upload.file] : []));

  it('leaves neither row nor blob when a new item cannot take its uploads', async () => {
    const before = await rows();
    const save = saveWithSlots(
      { db: t.database.db, assets },
      {
        ...games,
        replaceSlots: (trx, id) => replaceGameSlots(trx, id, new Map([['thumbnail', [NO_SUCH_ASSET]]])),
      },
      {
        id: null,
        name: 'Doomed',
        slots,
        write: async (trx, stored) => {
          const id = await insertGame(
            trx,
            { ...NEW_GAME_DEFAULTS, gameName: 'Doomed' },
            new Date().toISOString(),
          );
          await replaceGameSlots(trx, id, stored);
          return id;
        },
      },
    );
    await expect(save).rejects.toThrow();
    await assets.discardStaged(staged());
    expect(await rows()).toEqual(before);
    expect(storedFiles(t)).toEqual({ blobs: [], temporaries: [] });
  });

  it('leaves neither row nor blob when an edit cannot be written after its uploads are stored', async () => {
    const id = await insertGame(
      t.database.db,
      { ...NEW_GAME_DEFAULTS, gameName: 'Kept' },
      new Date().toISOString(),
    );
    const before = await rows();
    const save = saveWithSlots({ db: t.database.db, assets }, games, {
      id,
      name: 'Kept',
      slots,
      write: async (trx, stored) => {
        expect([...stored.values()].flat()).toHaveLength(1);
        await replaceGameSlots(trx, id, new Map([['logo', [NO_SUCH_ASSET]]]));
        return id;
      },
    });
    await expect(save).rejects.toThrow();
    await assets.discardStaged(staged());
    expect((await rows()).games).toEqual(before.games);
    // The folders made to hold the upload may stay; the file and its blobs are gone.
    const files = await t.database.db
      .selectFrom('assets')
      .select('name')
      .where('type', '!=', 'folder')
      .execute();
    expect(files).toEqual([]);
    expect(storedFiles(t)).toEqual({ blobs: [], temporaries: [] });
  });
});
