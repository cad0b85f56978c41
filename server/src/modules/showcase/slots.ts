import type { DirectoryItem, GameAssetSlot } from '@portal/domain/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AssetsService } from '../assets/assets.service.ts';
import type { SlotEntry, SlotUpload } from './asset-form.ts';
import { type AssetOwner, assetIdsUsedElsewhere, existingFileIds } from './references.repository.ts';

/*
 * The asset slots every showcase item has (games, draw games; next operators, news, content): files
 * reused from the library by id, or sent with the form and stored in the item's own tree.
 */

export type SlotEntries = Map<GameAssetSlot, SlotEntry[]>;
/** Each slot as the asset ids it holds, in order. */
export type StoredSlots = Map<GameAssetSlot, number[]>;

/** How a kind of showcase item keeps its trees and slots (games, a draw-game kind …). */
export interface ShowcaseKind {
  /** An item's asset tree, keyed by its id and labelled by its name: where its uploads go. */
  tree(id: number, name: string): { rootKey: string; label: string };
  /** Points an item's slots at these assets (the slots left out keep theirs). */
  replaceSlots(trx: Transaction<Database>, id: number, slots: StoredSlots): Promise<void>;
  /** Removes a new item again when its uploads could not be stored. */
  remove(trx: Transaction<Database>, id: number): Promise<void>;
}

/** One save of an item: `id` null adds one. */
export interface ShowcaseSave {
  id: number | null;
  name: string;
  slots: SlotEntries;
  /** Writes the item's row and everything else it holds, slots included, in `trx`; answers its id. */
  write(trx: Transaction<Database>, slots: StoredSlots): Promise<number>;
}

/**
 * Saves a showcase item with its slots, all or nothing. Uploads go into the item's tree, which is
 * keyed by its id, so a new item is written first, then its uploads stored and its slots pointed at
 * them; if that fails the item and its tree go again. An existing item's uploads are stored first,
 * then the item written; if that fails the stored uploads go again. An edit keeps the tree's label
 * in step with the item's name. Answers the item's id.
 */
export async function saveWithSlots(
  deps: { db: Kysely<Database>; assets: AssetsService },
  kind: ShowcaseKind,
  save: ShowcaseSave,
): Promise<number> {
  try {
    return save.id === null ? await add(deps, kind, save) : await edit(deps, kind, save, save.id);
  } finally {
    // Who may see the item, and so its tree, may have changed.
    deps.assets.ownersChanged();
  }
}

async function add(
  { db, assets }: { db: Kysely<Database>; assets: AssetsService },
  kind: ShowcaseKind,
  save: ShowcaseSave,
): Promise<number> {
  const id = await db.transaction().execute((trx) => save.write(trx, storedOnly(save.slots)));
  if (!hasUploads(save.slots)) return id;
  const tree = kind.tree(id, save.name);
  try {
    const { stored } = await storeSlotUploads(assets, tree, save.slots);
    await db.transaction().execute((trx) => kind.replaceSlots(trx, id, stored));
  } catch (error) {
    await db.transaction().execute((trx) => kind.remove(trx, id));
    await assets.deleteTree(tree.rootKey);
    throw error;
  }
  return id;
}

async function edit(
  { db, assets }: { db: Kysely<Database>; assets: AssetsService },
  kind: ShowcaseKind,
  save: ShowcaseSave,
  id: number,
): Promise<number> {
  const tree = kind.tree(id, save.name);
  const { stored, uploaded } = hasUploads(save.slots)
    ? await storeSlotUploads(assets, tree, save.slots)
    : { stored: storedOnly(save.slots), uploaded: [] };
  try {
    await db.transaction().execute((trx) => save.write(trx, stored));
  } catch (error) {
    await removeUploaded(assets, uploaded);
    throw error;
  }
  await assets.relabelRoot(tree.rootKey, tree.label);
  return id;
}

/** Where an uploaded file of each slot goes in the item's tree: artwork in a folder, downloads at the top. */
const UPLOAD_FOLDER: Record<GameAssetSlot, string | null> = {
  thumbnail: 'Artwork',
  logo: 'Artwork',
  hero: 'Artwork',
  screenshots: 'Artwork',
  downloadableAssets: null,
};

function hasUploads(slots: SlotEntries): boolean {
  return [...slots.values()].some((entries) => entries.some((entry) => 'upload' in entry));
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
export async function checkReusedAssets(db: Kysely<Database>, slots: SlotEntries): Promise<void> {
  const ids = [...slots.values()].flat().flatMap((entry) => ('assetId' in entry ? [entry.assetId] : []));
  const found = await existingFileIds(db, ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest(`There is no file with id ${missing} to put in a slot.`);
}

/**
 * Stores the slots' uploads in the tree `rootKey` (made, labelled `label`, when missing), all or
 * none; answers every slot as asset ids, in order, and the ids of the files it stored.
 */
async function storeSlotUploads(
  assets: AssetsService,
  tree: { rootKey: string; label: string },
  slots: SlotEntries,
): Promise<{ stored: StoredSlots; uploaded: number[] }> {
  const rootId = await assets.ensureRoot(tree.rootKey, tree.label);
  const byFolder = new Map<string | null, SlotUpload[]>();
  for (const entry of [...slots.values()].flat()) {
    if (!('upload' in entry)) continue;
    const folder = UPLOAD_FOLDER[entry.upload.slot];
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), entry.upload]);
  }
  const storedIds = new Map<SlotUpload, number>();
  try {
    for (const [folder, uploads] of byFolder) {
      const parentId = folder === null ? rootId : await assets.ensureFolder(rootId, folder);
      const items = await assets.storeStaged(
        parentId,
        uploads.map((upload) => upload.file),
      );
      for (const [index, upload] of uploads.entries()) storedIds.set(upload, items[index]!.id);
    }
  } catch (error) {
    await removeUploaded(assets, [...storedIds.values()]);
    throw error;
  }
  const stored = new Map(
    [...slots].map(([slot, entries]) => [
      slot,
      entries.map((entry) => ('assetId' in entry ? entry.assetId : storedIds.get(entry.upload)!)),
    ]),
  );
  return { stored, uploaded: [...storedIds.values()] };
}

/** Deletes the files stored for a write that failed (their blobs go with them unless shared). */
async function removeUploaded(assets: AssetsService, ids: number[]): Promise<void> {
  for (const id of ids) await assets.delete(id).catch(() => {});
}

/**
 * Deletes a deleted item's tree, except the files other records still point at and the folders
 * above them, which stay in the tree relabelled `keptLabel`.
 */
export async function removeTreeKeepingShared(
  assets: AssetsService,
  db: Kysely<Database>,
  tree: { rootKey: string; keptLabel: string },
  owner: AssetOwner,
): Promise<void> {
  const root = await assets.tree(tree.rootKey);
  if (!root) return;
  const kept = await assetIdsUsedElsewhere(db, fileIdsIn(root), owner);
  if (kept.size === 0) return assets.deleteTree(tree.rootKey);

  const prune = async (folder: DirectoryItem): Promise<void> => {
    for (const child of folder.children) {
      if (!holdsAny(child, kept)) await assets.delete(child.id);
      else if (child.type === 'folder') await prune(child);
    }
  };
  await prune(root);
  await assets.relabelRoot(tree.rootKey, tree.keptLabel);
}

function fileIdsIn(item: DirectoryItem): number[] {
  return item.type === 'folder' ? item.children.flatMap(fileIdsIn) : [item.id];
}

function holdsAny(item: DirectoryItem, ids: Set<number>): boolean {
  return item.type === 'folder' ? item.children.some((child) => holdsAny(child, ids)) : ids.has(item.id);
}
