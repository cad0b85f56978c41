import type { User } from '@portal/domain';
import type { DirectoryItem } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CachedAnswer } from '../../lib/answer-cache.ts';
import type { AssetChanges } from './asset-changes.ts';
import {
  ASSET_TREES,
  type AssetPolicy,
  type AssetTree,
  isPerItem,
  type TreeName,
  treeOf,
  userRootKey,
} from './asset-policy.ts';
import { noSuchFolder, noSuchUser } from './asset-refusals.ts';
import type { AssetTrees } from './asset-trees.service.ts';
import { presentAsset, presentVirtualRoot } from './assets.present.ts';
import {
  findAsset,
  findAssetWithCount,
  findRoot,
  findRootsByPrefix,
  listChildren,
} from './assets.repository.ts';
import { selectUserName } from './tree-owners.repository.ts';

/** The trees the directory calls of SPEC §7 list. */
export type DirectoryLookup = Extract<
  TreeName,
  'library' | 'documentCentre' | 'financialDocumentCentre' | 'games' | 'popularDrawGames' | 'userFolders'
>;

export interface AssetDirectoryDeps {
  db: Kysely<Database>;
  policy: AssetPolicy;
  trees: AssetTrees;
  changes: AssetChanges;
}

/** The directory lookups of SPEC §7: a tree's top or one of its folders, as the caller may see it. */
export class AssetDirectory {
  constructor(private readonly deps: AssetDirectoryDeps) {}

  /**
   * A directory lookup as the routes send it: the tree's top (made on first use; for per-item trees,
   * a virtual root over the items' roots the caller may see; for user folders, the caller's own, or
   * nothing while they have none: reading never makes it, decision 096), or the folder `id` in that
   * tree. Building a folder of thousands of items costs far more than
   * sending it, so large answers are kept serialised (and gzipped on first demand) until the next
   * change, per what the caller may see.
   */
  listing(lookup: DirectoryLookup, id: number | null, user: User | null): Promise<CachedAnswer> {
    const tree: AssetTree = ASSET_TREES[lookup];
    const key = `${lookup}:${id ?? 'root'}:${this.deps.policy.audience(user, tree)}`;
    return this.deps.changes.listings.answer(key, async () => {
      const folder = id === null ? await this.top(tree, user) : await this.folderIn(tree, id, user);
      return folder ? [folder] : [];
    });
  }

  /**
   * GET /api/asset/user/folder (SA): one user's folder with its children, or an empty list while they
   * have none (their first upload makes it, decision 096); 404 for no such user.
   */
  async userFolder(userId: number): Promise<DirectoryItem[]> {
    if (!(await selectUserName(this.deps.db, userId))) throw noSuchUser();
    const own = await findRoot(this.deps.db, userRootKey(userId));
    return own ? [await this.folderWithChildren(own.id)] : [];
  }

  private async top(tree: AssetTree, user: User | null): Promise<DirectoryItem | null> {
    const { trees } = this.deps;
    if (tree.owner === 'user') {
      if (!user) throw new Error('A user folder is listed for a signed-in caller only');
      const own = await findRoot(this.deps.db, userRootKey(user.id));
      return own ? this.folderWithChildren(own.id) : null;
    }
    if (!isPerItem(tree)) return this.folderWithChildren(await trees.ensureRoot(tree.key, tree.label));
    const roots = await this.deps.policy.readableRoots(
      user,
      tree,
      await findRootsByPrefix(this.deps.db, tree.key),
    );
    return presentVirtualRoot(
      tree.label,
      roots.map((root) => presentAsset(root, root.items)),
    );
  }

  /** The folder `id` with its children, when it is in `tree` and the caller may read it. */
  private async folderIn(tree: AssetTree, id: number, user: User | null): Promise<DirectoryItem> {
    const row = await findAsset(this.deps.db, id);
    if (
      !row ||
      row.type !== 'folder' ||
      treeOf(row.root_key)?.tree !== tree ||
      !(await this.deps.policy.canReadAsset(user, row))
    )
      throw noSuchFolder();
    return this.folderWithChildren(id);
  }

  private async folderWithChildren(id: number): Promise<DirectoryItem> {
    const [folder, children] = await Promise.all([
      findAssetWithCount(this.deps.db, id),
      listChildren(this.deps.db, id),
    ]);
    if (!folder) throw noSuchFolder();
    return presentAsset(
      folder,
      folder.items,
      children.map((child) => presentAsset(child, child.items)),
    );
  }
}
