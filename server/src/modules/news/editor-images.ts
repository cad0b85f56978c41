import type { AssetRef, DirectoryItem, StoredAssets } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import { findAssets } from '../assets/assets.repository.ts';
import type { AssetsService, StagedFile } from '../assets/assets.service.ts';
import { presentSlotAsset } from '../showcase/slots.presenter.ts';

/**
 * The images the news and page editors pick from: each editor has its own asset tree (news,
 * content), listed for the picker, uploaded into, and the only place a story's cover or a page's
 * image may come from.
 */
export interface EditorTree {
  rootKey: string;
  label: string;
  /** How the editor's messages name its images. */
  noun: string;
}

export const NEWS_TREE: EditorTree = { rootKey: 'news', label: 'News & Events', noun: 'news images' };
export const CONTENT_TREE: EditorTree = { rootKey: 'content', label: 'Page Content', noun: 'content images' };

/** The tree's images, newest first, and the folder uploads go into. */
export async function storedImages(assets: AssetsService, tree: EditorTree): Promise<StoredAssets> {
  const folderId = await assets.ensureRoot(tree.rootKey, tree.label);
  const root = await assets.tree(tree.rootKey);
  const images: DirectoryItem[] = [];
  const collect = (item: DirectoryItem) => {
    if (item.type === 'image') images.push(item);
    item.children.forEach(collect);
  };
  if (root) collect(root);
  images.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return { folderId, items: images.map(pickRef) };
}

/** Stores uploaded images at the top of the tree; anything that is not an image is refused. */
export async function storeImages(
  assets: AssetsService,
  tree: EditorTree,
  files: StagedFile[],
): Promise<AssetRef[]> {
  const notImage = files.find((file) => file.type !== 'image');
  if (notImage) throw badRequest(`${notImage.name} is not an image (PNG, JPEG, WebP, GIF or SVG).`);
  const folderId = await assets.ensureRoot(tree.rootKey, tree.label);
  return (await assets.storeStaged(folderId, files)).map(pickRef);
}

/** Refuses (400, naming the field) any id that is not an image of the tree. */
export async function requireTreeImages(
  db: Kysely<Database>,
  tree: EditorTree,
  images: { field: string; id: number }[],
): Promise<void> {
  const rows = await imageRows(
    db,
    images.map((image) => image.id),
  );
  for (const { field, id } of images) {
    const row = rows.get(id);
    if (!row || row.root_key !== tree.rootKey || row.type !== 'image') {
      throw badRequest(`${field}: choose one of the ${tree.noun} (getstoredassets), or upload one.`);
    }
  }
}

/** The images with these ids that still exist, as AssetRefs. */
export async function imageRefs(db: Kysely<Database>, ids: number[]): Promise<Map<number, AssetRef>> {
  const rows = await imageRows(db, ids);
  return new Map([...rows].map(([id, row]) => [id, presentSlotAsset(row)]));
}

async function imageRows(db: Kysely<Database>, ids: number[]) {
  const rows = await findAssets(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

function pickRef({ id, name, type, link, alink, thumbnail, isZip }: AssetRef): AssetRef {
  return { id, name, type, link, alink, thumbnail, isZip };
}
