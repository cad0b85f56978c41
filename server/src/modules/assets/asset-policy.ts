import {
  type Area,
  canSeeDrawGame,
  canSeeGame,
  canSeeStory,
  hasPermission,
  type Principal,
  type User,
} from '@portal/domain';
import { pageImages } from '@portal/domain/content';
import type { DrawGameKind } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/time.ts';
import {
  selectDrawGameFlags,
  selectGameFlags,
  selectPageDocuments,
  selectSlotHolders,
  selectStoriesUsing,
} from './tree-owners.repository.ts';

/**
 * An asset tree. `key` is a fixed tree's root key ('library') or, ending in ':', the prefix of one
 * tree per item ('game:' for 'game:12'). A showcase tree's images (thumbnail and preview) are artwork,
 * shown to whoever may see the tree's item; a private tree's images need `read` like its files.
 * `read` is who lists its folders and reads its files ('public': anyone; a download still needs the
 * Asset Manager permission at its route), `edit` who changes it. `owner` is whose visibility a
 * per-item tree follows as well: a game, a draw game of that kind, or the user whose folder it is.
 * `usedBy` marks a tree whose files belong to the records that use them (decision 095): a file of it
 * is readable only where a story (its cover) or a page (its images) the caller may read uses it.
 */
export interface AssetTree {
  key: string;
  label: string;
  kind: 'showcase' | 'private';
  read: Area | 'public';
  edit: Area;
  owner?: 'game' | DrawGameKind | 'user';
  usedBy?: 'story' | 'page';
}

/** Every asset tree (decision 022). Adding one is a line here. */
// biome-ignore format: one tree per line, read as a table
export const ASSET_TREES = {
  library: { key: 'library', label: 'Resource Library', kind: 'private', read: 'assets', edit: 'superAdmin' },
  documentCentre: { key: 'document-centre', label: 'Document Centre', kind: 'private', read: 'public', edit: 'superAdmin' },
  financialDocumentCentre: { key: 'financial-document-centre', label: 'Financial Document Centre', kind: 'private', read: 'assets', edit: 'superAdmin' },
  games: { key: 'game:', label: 'Games', kind: 'showcase', read: 'assets', edit: 'superAdmin', owner: 'game' },
  popularDrawGames: { key: 'popular-draw-game:', label: 'Popular Draw Games', kind: 'showcase', read: 'assets', edit: 'superAdmin', owner: 'popular' },
  frequencyDrawGames: { key: 'frequency-draw-game:', label: 'Frequency Draw Games', kind: 'showcase', read: 'assets', edit: 'superAdmin', owner: 'frequency' },
  enhancedFeatures: { key: 'enhanced-feature:', label: 'Enhanced Features', kind: 'showcase', read: 'assets', edit: 'superAdmin', owner: 'enhanced' },
  userFolders: { key: 'user:', label: 'User Folders', kind: 'private', read: 'assets', edit: 'superAdmin', owner: 'user' },
  operatorLogos: { key: 'operator:', label: 'Operator Logos', kind: 'showcase', read: 'assets', edit: 'superAdmin' },
  newsImages: { key: 'news', label: 'News & Events', kind: 'showcase', read: 'assets', edit: 'superAdmin', usedBy: 'story' },
  contentImages: { key: 'content', label: 'Page Content', kind: 'showcase', read: 'assets', edit: 'superAdmin', usedBy: 'page' },
} as const satisfies Record<string, AssetTree>;

export type TreeName = keyof typeof ASSET_TREES;

/** Reading a file (listing, downloading, zipping) or only seeing an image's thumbnail and preview. */
export type AssetUse = 'file' | 'image';

/** What the policy needs of an asset row. */
export interface PolicyAsset {
  id: number;
  root_key: string;
  type: string;
}

/** The tree a root key belongs to, and for a per-item tree the item's id. */
export function treeOf(rootKey: string): { tree: AssetTree; ownerId: number | null } | null {
  for (const tree of Object.values(ASSET_TREES) as AssetTree[]) {
    if (!isPerItem(tree)) {
      if (rootKey === tree.key) return { tree, ownerId: null };
      continue;
    }
    if (!rootKey.startsWith(tree.key)) continue;
    const rest = rootKey.slice(tree.key.length);
    return /^[1-9]\d*$/.test(rest) ? { tree, ownerId: Number(rest) } : null;
  }
  return null;
}

export function isPerItem(tree: AssetTree): boolean {
  return tree.key.endsWith(':');
}

/** The root key of an item's tree ('game:12'). */
export function itemRootKey(tree: AssetTree, id: number): string {
  return `${tree.key}${id}`;
}

export const gameRootKey = (gameId: number) => itemRootKey(ASSET_TREES.games, gameId);
export const userRootKey = (userId: number) => itemRootKey(ASSET_TREES.userFolders, userId);

/**
 * Who may read and edit which asset (decision 022). Reading asks the tree's read area and, for a
 * per-item tree, whether the caller may see the item (a game hidden from them, inactive or on the
 * roadmap, hides its tree too). An editor reads everything. A file a game's or draw game's slot
 * shows is that item's artwork wherever it is stored, so whoever sees the item sees the file. A
 * file of a `usedBy` tree is readable only while a story or page the caller may read uses it.
 */
export class AssetPolicy {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  canEditAsset(user: Principal | null, asset: Pick<PolicyAsset, 'root_key'>): boolean {
    const place = treeOf(asset.root_key);
    return place !== null && hasPermission(user, place.tree.edit);
  }

  async canReadAsset(user: User | null, asset: PolicyAsset, use: AssetUse = 'file'): Promise<boolean> {
    if (this.canEditAsset(user, asset)) return true;
    const place = treeOf(asset.root_key);
    if (place && hasPermission(user, readArea(place.tree, use))) {
      const { owner, usedBy } = place.tree;
      if (usedBy) {
        if (await this.usedByReadable(user, usedBy, asset)) return true;
      } else if (!owner || place.ownerId === null) return true;
      else if ((await this.visibleOwners(user, owner, [place.ownerId])).has(place.ownerId)) return true;
    }
    if (asset.type === 'folder' || !hasPermission(user, use === 'image' ? null : 'assets')) return false;
    return this.shownByVisibleItem(user, asset.id);
  }

  /**
   * canReadAsset of many rows (the search's candidates), in the order given: each tree's own rule is
   * asked once per root; a row its tree does not grant is asked the whole rule on its own.
   */
  async readableAmong<R extends PolicyAsset>(user: User | null, rows: readonly R[]): Promise<R[]> {
    const treeGrants = new Map<string, boolean>();
    const readable: R[] = [];
    for (const row of rows) {
      let granted = treeGrants.get(row.root_key);
      if (granted === undefined) {
        granted = await this.treeGrants(user, row.root_key);
        treeGrants.set(row.root_key, granted);
      }
      if (granted || (await this.canReadAsset(user, row))) readable.push(row);
    }
    return readable;
  }

  /** Whether the tree of `rootKey` lets the caller read all of it (canReadAsset's first answers, per tree). */
  private async treeGrants(user: User | null, rootKey: string): Promise<boolean> {
    if (this.canEditAsset(user, { root_key: rootKey })) return true;
    const place = treeOf(rootKey);
    if (!place || place.tree.usedBy || !hasPermission(user, readArea(place.tree, 'file'))) return false;
    const { owner } = place.tree;
    if (!owner || place.ownerId === null) return true;
    return (await this.visibleOwners(user, owner, [place.ownerId])).has(place.ownerId);
  }

  /** The roots (of one per-item tree) whose items the caller may see, in the order given. */
  async readableRoots<R extends { root_key: string }>(
    user: User | null,
    tree: AssetTree,
    roots: R[],
  ): Promise<R[]> {
    if (hasPermission(user, tree.edit)) return roots;
    if (!hasPermission(user, readArea(tree, 'file'))) return [];
    if (!tree.owner) return roots;
    const ids = roots.map((root) => treeOf(root.root_key)?.ownerId ?? 0);
    const visible = await this.visibleOwners(user, tree.owner, ids);
    return roots.filter((_, index) => visible.has(ids[index]!));
  }

  /** What a listing of the tree depends on in its caller: a key for keeping the listing. */
  audience(user: User | null, tree: AssetTree): string {
    if (!tree.owner) return 'everyone';
    if (tree.owner === 'user') return `user:${user?.id ?? 0}`;
    return user ? `${user.userType}/${user.userGroup}` : 'visitor';
  }

  private async visibleOwners(
    user: User | null,
    owner: NonNullable<AssetTree['owner']>,
    ids: number[],
  ): Promise<Set<number>> {
    if (owner === 'user') return new Set(ids.filter((id) => id === user?.id));
    const items =
      owner === 'game'
        ? (await selectGameFlags(this.db, ids)).filter((game) => canSeeGame(user, game))
        : (await selectDrawGameFlags(this.db, owner, ids)).filter((item) => canSeeDrawGame(user, item));
    return new Set(items.map((item) => item.id));
  }

  /** Whether a story or page the caller may read uses the file (never a folder: nothing uses one). */
  private async usedByReadable(
    user: User | null,
    usedBy: NonNullable<AssetTree['usedBy']>,
    asset: PolicyAsset,
  ): Promise<boolean> {
    if (asset.type === 'folder') return false;
    if (usedBy === 'story') {
      const now = this.clock();
      return (await selectStoriesUsing(this.db, asset.id)).some((story) => canSeeStory(user, story, now));
    }
    // Every page's current document is public (content/get{page} answers visitors).
    const documents = await selectPageDocuments(this.db);
    return documents.some((document) => pageImages(document).some((image) => image.id === asset.id));
  }

  private async shownByVisibleItem(user: User | null, assetId: number): Promise<boolean> {
    const holders = await selectSlotHolders(this.db, assetId);
    return (
      holders.games.some((game) => canSeeGame(user, game)) ||
      holders.drawGames.some((item) => canSeeDrawGame(user, item))
    );
  }
}

/** The area a use of the tree needs; null: anyone, visitors included. */
function readArea(tree: AssetTree, use: AssetUse): Area | null {
  if (use === 'image' && tree.kind === 'showcase') return null;
  return tree.read === 'public' ? null : tree.read;
}
