import { Readable } from 'node:stream';
import { NEW_GAME_DEFAULTS } from '@portal/domain/schemas';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/time.ts';
import { DiskBlobStore } from '../../storage/disk.ts';
import { testAppForSuite } from '../../test/test-app.ts';
import { gameRootKey } from '../assets/asset-policy.ts';
import { type AssetServices, createAssetServices } from '../assets/asset-services.ts';
import { rowsToDelete } from '../assets/asset-trees.service.ts';
import type { AssetRow } from '../assets/assets.repository.ts';
import { storedFiles } from '../assets/test-support.ts';
import { insertGame, replaceGameSlots } from '../games/games.repository.ts';
import { pngOf } from '../games/test-support.ts';
import type { ShowcaseKind, ShowcaseSave, SlotEntries } from './slots.ts';
import { removeTreeKeepingShared, saveWithSlots } from './slots.ts';

/** An asset id no row has: slot rows pointing at it break the foreign key, a real database refusal. */
const NO_SUCH_ASSET = 999_999;

describe('saveWithSlots', () => {
  const t = testAppForSuite({ seed: false });
  let assets: AssetServices;
  const games: ShowcaseKind = {
    tree: (id, name) => ({ rootKey: gameRootKey(id), label: name }),
    replaceSlots: (trx, id, slots) => replaceGameSlots(trx, id, slots),
  };

  beforeAll(async () => {
    assets = createAssetServices({
      db: t.database.db,
      blobs: new DiskBlobStore(t.config.storageDir),
      clock: systemClock,
    });
  });

  let slots: SlotEntries;
  beforeEach(async () => {
    const file = await assets.uploads.stageFile('card.png', Readable.from([await pngOf('#aa3300')]));
    slots = new Map([['thumbnail', [{ upload: { slot: 'thumbnail', position: 0, file } }]]]);
  });

  const rows = async () => ({
    games: await t.database.db.selectFrom('games').select(['id', 'game_name']).execute(),
    assets: await t.database.db.selectFrom('assets').select(['id', 'name']).execute(),
    slots: await t.database.db.selectFrom('game_assets').selectAll().execute(),
  });
  const staged = () =>
    [...slots.values()].flat().flatMap((entry) => ('upload' in entry ? [entry.upload.file] : []));
  const addition = (name: string): ShowcaseSave => ({
    id: null,
    name,
    slots,
    write: async (trx, stored) => {
      const id = await insertGame(trx, { ...NEW_GAME_DEFAULTS, gameName: name }, new Date().toISOString());
      await replaceGameSlots(trx, id, stored);
      return id;
    },
    written: async () => {},
  });
  const newGame = (name: string) =>
    insertGame(t.database.db, { ...NEW_GAME_DEFAULTS, gameName: name }, new Date().toISOString());
  const renaming = (id: number, name: string): ShowcaseSave => ({
    id,
    name,
    slots,
    write: async (trx, stored) => {
      await trx.updateTable('games').set({ game_name: name }).where('id', '=', id).execute();
      await replaceGameSlots(trx, id, stored);
      return id;
    },
    written: async () => {},
  });

  it("writes a new item's row, its uploads in its tree and its slots together", async () => {
    const id = await saveWithSlots({ db: t.database.db, assets }, games, addition('Together'));
    const tree = await assets.trees.tree(gameRootKey(id));
    expect(tree?.name).toBe('Together');
    expect(tree?.children.map((child) => child.name)).toEqual(['Artwork']);
    const [card] = tree!.children[0]!.children;
    expect(card?.name).toBe('card.png');
    const slotRows = (await rows()).slots.filter((slot) => slot.game_id === id);
    expect(slotRows).toEqual([{ game_id: id, slot: 'thumbnail', position: 0, asset_id: card!.id }]);
  });

  it('leaves neither row nor blob when a new item cannot take its uploads', async () => {
    const before = await rows();
    const failing = {
      ...games,
      replaceSlots: () => Promise.reject(new Error('the slots cannot be written')),
    };
    const save = saveWithSlots({ db: t.database.db, assets }, failing, addition('Doomed'));
    await expect(save).rejects.toThrow('the slots cannot be written');
    await assets.uploads.discardStaged(staged());
    // The game's row, its tree and the file in it were written in the transaction that failed.
    expect(await rows()).toEqual(before);
    await expectNoStrayFiles();
  });

  it('leaves no row, folder or blob when an edit cannot be written after its uploads are stored', async () => {
    const id = await newGame('Kept');
    const before = await rows();
    const save = saveWithSlots({ db: t.database.db, assets }, games, {
      ...renaming(id, 'Not Kept'),
      write: async (trx, stored) => {
        expect([...stored.values()].flat()).toHaveLength(1);
        await replaceGameSlots(trx, id, new Map([['logo', [NO_SUCH_ASSET]]]));
        return id;
      },
    });
    await expect(save).rejects.toThrow();
    await assets.uploads.discardStaged(staged());
    expect(await rows()).toEqual(before);
    expect(await assets.trees.tree(gameRootKey(id))).toBeNull();
    await expectNoStrayFiles();
  });

  it("relabels an edited item's tree with its new name in the same save", async () => {
    const id = await newGame('Old Name');
    await saveWithSlots({ db: t.database.db, assets }, games, renaming(id, 'Old Name'));
    expect((await assets.trees.tree(gameRootKey(id)))?.name).toBe('Old Name');
    slots = new Map();
    await saveWithSlots({ db: t.database.db, assets }, games, renaming(id, 'New Name'));
    expect((await assets.trees.tree(gameRootKey(id)))?.name).toBe('New Name');
  });

  describe('removeTreeKeepingShared', () => {
    it('keeps the files another item uses, with the folders above them, and relabels the tree', async () => {
      const id = await saveWithSlots({ db: t.database.db, assets }, games, addition('Lender'));
      const artwork = (await assets.trees.tree(gameRootKey(id)))!.children[0]!;
      const card = artwork.children[0]!;
      const other = await assets.editing.createFolder(artwork.id, 'Other');
      await assets.uploads.storeFile(other.id, 'notes.txt', Readable.from(['not used elsewhere']));
      const borrower = await newGame('Borrower');
      await replaceGameSlots(t.database.db, borrower, new Map([['thumbnail', [card.id]]]));

      const afterCommit = await t.database.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('games').where('id', '=', id).execute();
        return removeTreeKeepingShared(
          assets,
          trx,
          { rootKey: gameRootKey(id), keptLabel: 'Lender (deleted game)' },
          { gameId: id },
        );
      });
      await afterCommit();
      const left = (await assets.trees.tree(gameRootKey(id)))!;
      expect(left.name).toBe('Lender (deleted game)');
      expect(left.children.map((child) => child.name)).toEqual(['Artwork']);
      expect(left.children[0]!.children.map((child) => child.name)).toEqual(['card.png']);
      await expectNoStrayFiles();
    });

    it('leaves the tree whole when the transaction it is in fails', async () => {
      const id = await saveWithSlots({ db: t.database.db, assets }, games, addition('Survivor'));
      const before = await assets.trees.tree(gameRootKey(id));
      const deleting = t.database.db.transaction().execute(async (trx) => {
        await removeTreeKeepingShared(
          assets,
          trx,
          { rootKey: gameRootKey(id), keptLabel: 'Survivor (deleted game)' },
          { gameId: id },
        );
        throw new Error('the game row could not be deleted');
      });
      await expect(deleting).rejects.toThrow('the game row could not be deleted');
      expect(await assets.trees.tree(gameRootKey(id))).toEqual(before);
    });
  });

  /** Every blob on disk belongs to a row, and no temporary file is left. */
  async function expectNoStrayFiles(): Promise<void> {
    const found = await t.database.db
      .selectFrom('assets')
      .select(['blob_sha256', 'thumbnail_sha256', 'preview_sha256'])
      .execute();
    const referenced = new Set(
      found.flatMap((row) => [row.blob_sha256, row.thumbnail_sha256, row.preview_sha256]).filter(Boolean),
    );
    expect(storedFiles(t)).toEqual({ blobs: [...referenced].sort(), temporaries: [] });
  }
});

describe('rowsToDelete', () => {
  /** root 1 › folder 2 › files 3, 4; root 1 › folder 5 › file 6; root 1 › file 7 */
  const row = (id: number, parentId: number | null) => ({ id, parent_id: parentId }) as AssetRow;
  const tree = [row(1, null), row(2, 1), row(5, 1), row(7, 1), row(3, 2), row(4, 2), row(6, 5)];

  it('is the root alone when nothing is kept', () => {
    expect(rowsToDelete(tree, new Set())).toEqual([1]);
  });

  it('is the highest rows holding no kept file', () => {
    expect(rowsToDelete(tree, new Set([3]))).toEqual([5, 7, 4]);
    expect(rowsToDelete(tree, new Set([3, 6]))).toEqual([7, 4]);
  });

  it('is nothing when every file is kept', () => {
    expect(rowsToDelete(tree, new Set([3, 4, 6, 7]))).toEqual([]);
  });

  it('is the top alone for a subtree below a root', () => {
    expect(rowsToDelete(tree.slice(1, 2).concat(tree.slice(4, 6)), new Set())).toEqual([2]);
  });
});
