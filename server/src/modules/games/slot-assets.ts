import type { DirectoryItem, GameAssetSlot } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AssetsService } from '../assets/assets.service.ts';
import type { SlotEntry, SlotUpload } from './asset-form.ts';
import { existingFileIds } from './games.repository.ts';
import { type AssetOwner, assetIdsUsedElsewhere } from './references.repository.ts';

/*
 * The asset slots games and draw games share: files reused from the library by id, or sent with the
 * form and stored in the item's own tree.
 */

export type SlotEntries = Map<GameAssetSlot, SlotEntry[]>;

/** Where an uploaded file of each slot goes in the item's tree: artwork in a folder, downloads at the top. */
const UPLOAD_FOLDER: Record<GameAssetSlot, string | null> = {
  thumbnail: 'Artwork',
  logo: 'Artwork',
  hero: 'Artwork',
  screenshots: 'Artwork',
  downloadableAssets: null,
};

export function hasUploads(slots: SlotEntries): boolean {
  return [...slots.values()].some((entries) => entries.some((entry) => 'upload' in entry));
}

/** The slots with their stored assets only (uploads join once stored). */
export function storedOnly(slots: SlotEntries): Map<GameAssetSlot, number[]> {
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

/** Stores the slots' uploads in the tree `rootKey` (made, labelled `label`, when missing); answers every slot as asset ids, in order. */
export async function storeSlotUploads(
  assets: AssetsService,
  tree: { rootKey: string; label: string },
  slots: SlotEntries,
): Promise<Map<GameAssetSlot, number[]>> {
  const rootId = await assets.ensureRoot(tree.rootKey, tree.label);
  const byFolder = new Map<string | null, SlotUpload[]>();
  for (const entry of [...slots.values()].flat()) {
    if (!('upload' in entry)) continue;
    const folder = UPLOAD_FOLDER[entry.upload.slot];
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), entry.upload]);
  }
  const storedIds = new Map<SlotUpload, number>();
  for (const [folder, uploads] of byFolder) {
    const parentId = folder === null ? rootId : await assets.ensureFolder(rootId, folder);
    const items = await assets.storeStaged(
      parentId,
      uploads.map((upload) => upload.file),
    );
    for (const [index, upload] of uploads.entries()) storedIds.set(upload, items[index]!.id);
  }
  return new Map(
    [...slots].map(([slot, entries]) => [
      slot,
      entries.map((entry) => ('assetId' in entry ? entry.assetId : storedIds.get(entry.upload)!)),
    ]),
  );
}

/** Deletes what storeSlotUploads stored, when the write it was for failed. */
export async function removeStoredUploads(
  assets: AssetsService,
  slots: SlotEntries,
  resolved: Map<GameAssetSlot, number[]>,
): Promise<void> {
  for (const [slot, entries] of slots) {
    const ids = resolved.get(slot) ?? [];
    for (const [index, entry] of entries.entries()) {
      if ('upload' in entry && ids[index] !== undefined) await assets.delete(ids[index]).catch(() => {});
    }
  }
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
