import type { GameAssetSlot } from '@portal/domain/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AssetServices } from '../assets/asset-services.ts';
import type { AfterCommit } from '../assets/asset-trees.service.ts';
import type { CheckedAssetForm, SlotEntry, SlotUpload } from './asset-form.ts';
import { type AssetOwner, assetIdsUsedElsewhere, existingFileIds } from './references.repository.ts';

/*
 * The asset slots every showcase item has (games, draw games; next operators, news, content): files
 * reused from the library by id, or sent with the form and stored in the item's own tree.
 */

export type SlotEntries = Map<GameAssetSlot, SlotEntry[]>;
/** Each slot as the asset ids it holds, in order. */
type StoredSlots = Map<GameAssetSlot, number[]>;

/** How a kind of showcase item keeps its trees and slots (games, a draw-game kind …). */
export interface ShowcaseKind {
  /** An item's asset tree, keyed by its id and labelled by its name: where its uploads go. */
  tree(id: number, name: string): { rootKey: string; label: string };
  /** Points an item's slots at these assets (the slots left out keep theirs). */
  replaceSlots(trx: Transaction<Database>, id: number, slots: StoredSlots): Promise<void>;
}

/** One save of an item: `id` null adds one. */
export interface ShowcaseSave {
  id: number | null;
  name: string;
  slots: SlotEntries;
  /** Writes the item's row and everything else it holds, slots included, in `trx`; answers its id. */
  write(trx: Transaction<Database>, slots: StoredSlots): Promise<number>;
  /** Runs last in the same transaction, once all of the item is written: its audit entry. */
  written(trx: Transaction<Database>, id: number): Promise<void>;
}

/**
 * Saves a showcase item with its slots in one transaction: its row, the rows of the files sent with
 * it (in its tree, keyed by its id) and its slots pointing at them, so that a failure or a crash
 * leaves all of it or none of it. The files' blobs are committed just before (a crash in between
 * leaves blobs no row points at, which the start-up sweep removes). An edit keeps the tree's label
 * in step with the item's name. Answers the item's id.
 */
export async function saveWithSlots(
  deps: { db: Kysely<Database>; assets: AssetServices },
  kind: ShowcaseKind,
  save: ShowcaseSave,
): Promise<number> {
  const { db, assets } = deps;
  const files = uploadsOf(save.slots).map((upload) => upload.file);
  const write = (trx: Transaction<Database>) =>
    save.id === null ? writeAddition(assets, trx, kind, save) : writeEdit(assets, trx, kind, save, save.id);
  try {
    const { id, afterCommit } =
      files.length > 0
        ? await assets.uploads.storingFiles(files, write)
        : await db.transaction().execute(write);
    await afterCommit();
    return id;
  } finally {
    // Who may see the item, and so its tree, may have changed.
    assets.changes.ownersChanged();
  }
}

interface Written {
  id: number;
  afterCommit: AfterCommit;
}

/** A new item's row comes first: its tree is keyed by the id it gets. */
async function writeAddition(
  assets: AssetServices,
  trx: Transaction<Database>,
  kind: ShowcaseKind,
  save: ShowcaseSave,
): Promise<Written> {
  const id = await save.write(trx, storedOnly(save.slots));
  if (uploadsOf(save.slots).length > 0) {
    const slots = await storeSlotUploads(assets, trx, kind.tree(id, save.name), save.slots);
    await kind.replaceSlots(trx, id, slots);
  }
  await save.written(trx, id);
  return { id, afterCommit: async () => {} };
}

async function writeEdit(
  assets: AssetServices,
  trx: Transaction<Database>,
  kind: ShowcaseKind,
  save: ShowcaseSave,
  id: number,
): Promise<Written> {
  const tree = kind.tree(id, save.name);
  const slots =
    uploadsOf(save.slots).length > 0
      ? await storeSlotUploads(assets, trx, tree, save.slots)
      : storedOnly(save.slots);
  await save.write(trx, slots);
  await save.written(trx, id);
  return { id, afterCommit: await assets.trees.relabelRootWithin(trx, tree.rootKey, tree.label) };
}

/** Where an uploaded file of each slot goes in the item's tree: artwork in a folder, downloads at the top. */
const UPLOAD_FOLDER: Record<GameAssetSlot, string | null> = {
  thumbnail: 'Artwork',
  logo: 'Artwork',
  hero: 'Artwork',
  screenshots: 'Artwork',
  downloadableAssets: null,
};

function uploadsOf(slots: SlotEntries): SlotUpload[] {
  return [...slots.values()].flat().flatMap((entry) => ('upload' in entry ? [entry.upload] : []));
}

/** The slots with their stored assets only (uploads join once stored). */
function storedOnly(slots: SlotEntries): StoredSlots {
  return new Map(
    [...slots].map(([slot, entries]) => [
      slot,
      entries.flatMap((entry) => ('assetId' in entry ? [entry.assetId] : [])),
    ]),
  );
}

/** 400 unless every reused id is a file or image of the library. */
async function checkReusedAssets(db: Kysely<Database>, slots: SlotEntries): Promise<void> {
  const ids = [...slots.values()].flat().flatMap((entry) => ('assetId' in entry ? [entry.assetId] : []));
  const found = await existingFileIds(db, ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest(`There is no file with id ${missing} to put in a slot.`);
}

/**
 * Inside the save's transaction: rows for the slots' uploads in the tree `rootKey` (made, labelled
 * `label`, when missing), artwork in a folder of its own; answers every slot as asset ids, in order.
 */
async function storeSlotUploads(
  assets: AssetServices,
  trx: Transaction<Database>,
  tree: { rootKey: string; label: string },
  slots: SlotEntries,
): Promise<StoredSlots> {
  const rootId = await assets.uploads.ensureRootWithin(trx, tree.rootKey, tree.label);
  const byFolder = new Map<string | null, SlotUpload[]>();
  for (const upload of uploadsOf(slots)) {
    const folder = UPLOAD_FOLDER[upload.slot];
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), upload]);
  }
  const storedIds = new Map<SlotUpload, number>();
  for (const [folder, uploads] of byFolder) {
    const parentId = folder === null ? rootId : await assets.uploads.ensureFolderWithin(trx, rootId, folder);
    const ids = await assets.uploads.insertStaged(
      trx,
      parentId,
      uploads.map((upload) => upload.file),
    );
    for (const [index, upload] of uploads.entries()) storedIds.set(upload, ids[index]!);
  }
  return new Map(
    [...slots].map(([slot, entries]) => [
      slot,
      entries.map((entry) => ('assetId' in entry ? entry.assetId : storedIds.get(entry.upload)!)),
    ]),
  );
}

/**
 * Saves an item from its create form: refuses reused assets that are not files, runs `save`, and
 * then discards the files the form staged, stored or not. Answers what `save` answers.
 */
export async function saveFromForm<T>(
  deps: { db: Kysely<Database>; assets: AssetServices },
  form: CheckedAssetForm<unknown>,
  save: () => Promise<T>,
): Promise<T> {
  try {
    await checkReusedAssets(deps.db, form.slots);
    return await save();
  } finally {
    await deps.assets.uploads.discardStaged(form.staged);
  }
}

/**
 * Deletes an item in one transaction: its rows (`deleteRows`) and its tree, keeping the files other
 * records still point at (removeTreeKeepingShared). Answers what to run once it has committed.
 */
export function deleteKeepingShared(
  deps: { db: Kysely<Database>; assets: AssetServices },
  deleteRows: (trx: Transaction<Database>) => Promise<unknown>,
  tree: { rootKey: string; keptLabel: string },
  owner: AssetOwner,
): Promise<AfterCommit> {
  return deps.db.transaction().execute(async (trx) => {
    await deleteRows(trx);
    return removeTreeKeepingShared(deps.assets, trx, tree, owner);
  });
}

/**
 * Inside the transaction deleting an item: removes its tree, except the files other records still
 * point at and the folders above them, which stay in the tree relabelled `keptLabel`. Answers what
 * to run once the transaction has committed.
 */
export function removeTreeKeepingShared(
  assets: AssetServices,
  trx: Transaction<Database>,
  tree: { rootKey: string; keptLabel: string },
  owner: AssetOwner,
): Promise<AfterCommit> {
  return assets.trees.deleteTreeWithin(trx, tree.rootKey, {
    files: (ids) => assetIdsUsedElsewhere(trx, ids, owner),
    label: tree.keptLabel,
  });
}
