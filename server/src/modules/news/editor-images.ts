import type { AssetRef, DirectoryItem, StoredAssets } from '@portal/domain/schemas';
import { badRequest } from '../../lib/http-error.ts';
import { ASSET_TREES, type AssetTree } from '../assets/asset-policy.ts';
import type { AssetServices } from '../assets/asset-services.ts';
import type { StagedFile } from '../assets/asset-uploads.service.ts';
import { presentSlotAsset } from '../showcase/slots.presenter.ts';

/** The editors with a tree of images of their own, each one of the asset policy's trees. */
export const EDITOR_TREES = { news: ASSET_TREES.newsImages, content: ASSET_TREES.contentImages } as const;

/**
 * The images an editor (news, page content) picks from: its own asset tree, listed for the picker,
 * uploaded into, and the only place a story's cover or a page's image may come from.
 */
export class EditorImages {
  constructor(
    private readonly assets: AssetServices,
    private readonly tree: AssetTree,
  ) {}

  /** The tree's images, newest first, and the folder uploads go into. */
  async stored(): Promise<StoredAssets> {
    const { trees } = this.assets;
    const folderId = await trees.ensureRoot(this.tree.key, this.tree.label);
    const root = await trees.tree(this.tree.key);
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
  async store(files: StagedFile[], editorId?: number): Promise<AssetRef[]> {
    const notImage = files.find((file) => file.type !== 'image');
    if (notImage) throw badRequest(`${notImage.name} is not an image (PNG, JPEG, WebP, GIF or SVG).`);
    const folderId = await this.assets.trees.ensureRoot(this.tree.key, this.tree.label);
    return (await this.assets.uploads.storeStaged(folderId, files, editorId)).map(pickRef);
  }

  /** Refuses (400, naming the field) any id that is not an image of the tree. */
  async requireImages(images: { field: string; id: number }[]): Promise<void> {
    const rows = await this.rows(images.map((image) => image.id));
    for (const { field, id } of images) {
      const row = rows.get(id);
      if (!row || row.root_key !== this.tree.key || row.type !== 'image') {
        // The editors' trees are keyed by a word: 'news images', 'content images'.
        throw badRequest(
          `${field}: choose one of the ${this.tree.key} images (getstoredassets), or upload one.`,
        );
      }
    }
  }

  /** The images with these ids that still exist, as AssetRefs. */
  async refs(ids: number[]): Promise<Map<number, AssetRef>> {
    const rows = await this.rows(ids);
    return new Map([...rows].map(([id, row]) => [id, presentSlotAsset(row)]));
  }

  private async rows(ids: number[]) {
    const rows = await this.assets.trees.findAll([...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  }
}

function pickRef({ id, name, type, link, alink, thumbnail, isZip }: AssetRef): AssetRef {
  return { id, name, type, link, alink, thumbnail, isZip };
}
