import { assetDownloadPath, type User } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ASSET_TREES, type AssetPolicy, treeOf } from './asset-policy.ts';
import { thumbnailLink } from './assets.present.ts';
import { type AssetRow, findAssets, findFilesAddedBetween } from './assets.repository.ts';

/** The most files one look at what is new considers (the newest first). */
const ARRIVALS_LIMIT = 500;

/** The trees whose new files count as new: not the logos, nor the images stories and pages use. */
const NOT_COUNTED = new Set<string>([
  ASSET_TREES.operatorLogos.key,
  ASSET_TREES.newsImages.key,
  ASSET_TREES.contentImages.key,
]);

/** A file added to a tree, as what is new lists it. */
export interface ArrivedAsset {
  id: number;
  name: string;
  type: 'image' | 'file';
  /** The game whose tree holds it, or null. */
  gameId: number | null;
  /** The tree's label: 'Resource Library', or the game's name as its root is labelled. */
  tree: string;
  /** The folders between the tree's root and the file, root first. */
  folders: string[];
  link: string;
  thumbnail: string | null;
  addedAt: string;
}

/** What was added to the asset trees, as far as the one asset policy lets the caller read it. */
export class AssetArrivals {
  constructor(private readonly deps: { db: Kysely<Database>; policy: AssetPolicy }) {}

  /** The files added after `from` and up to `until` that `user` may read, newest first. */
  async addedBetween(user: User, from: string, until: string): Promise<ArrivedAsset[]> {
    const rows = (await findFilesAddedBetween(this.deps.db, from, until, ARRIVALS_LIMIT)).filter((row) => {
      const place = treeOf(row.root_key);
      return place !== null && !NOT_COUNTED.has(place.tree.key);
    });
    const readable: AssetRow[] = [];
    for (const row of rows) if (await this.deps.policy.canReadAsset(user, row)) readable.push(row);
    const ancestors = await this.ancestors(readable);
    return readable.map((row) => {
      const chain = chainOf(row, ancestors);
      const root = chain[0];
      const place = treeOf(row.root_key);
      return {
        id: row.id,
        name: row.name,
        type: row.type === 'image' ? 'image' : 'file',
        gameId: place?.tree.owner === 'game' ? place.ownerId : null,
        tree: root?.name ?? place?.tree.label ?? '',
        folders: chain.slice(1).map((folder) => folder.name),
        link: assetDownloadPath(row.id, false),
        thumbnail: row.thumbnail_sha256 ? thumbnailLink(row.id) : null,
        addedAt: row.created_at,
      };
    });
  }

  /** Every folder above the rows, by id, read a level at a time. */
  private async ancestors(rows: AssetRow[]): Promise<Map<number, AssetRow>> {
    const found = new Map<number, AssetRow>();
    let wanted = new Set(rows.flatMap((row) => (row.parent_id === null ? [] : [row.parent_id])));
    while (wanted.size > 0) {
      const level = await findAssets(this.deps.db, [...wanted]);
      for (const folder of level) found.set(folder.id, folder);
      wanted = new Set(
        level.flatMap((folder) =>
          folder.parent_id === null || found.has(folder.parent_id) ? [] : [folder.parent_id],
        ),
      );
    }
    return found;
  }
}

/** The folders from the tree's root down to the row's parent. */
function chainOf(row: AssetRow, folders: Map<number, AssetRow>): AssetRow[] {
  const chain: AssetRow[] = [];
  let parentId = row.parent_id;
  while (parentId !== null) {
    const folder = folders.get(parentId);
    if (!folder || chain.includes(folder)) break;
    chain.unshift(folder);
    parentId = folder.parent_id;
  }
  return chain;
}
