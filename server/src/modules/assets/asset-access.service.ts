import { hasPermission, MESSAGES, type User } from '@portal/domain';
import type { AssetDownloadInfo } from '@portal/domain/schemas';
import { forbidden, unauthorised } from '../../lib/http-error.ts';
import { ASSET_TREES, type AssetPolicy, type AssetUse, itemRootKey, type TreeName } from './asset-policy.ts';
import { noSuchItem } from './asset-refusals.ts';
import type { AssetRow, AssetTrees } from './asset-trees.service.ts';

/** Who may read and edit which item, as the routes and downloads ask it (decision 022). */
export class AssetAccess {
  constructor(private readonly deps: { policy: AssetPolicy; trees: AssetTrees }) {}

  /** GET /api/asset/{id}: where the browser downloads the item from. */
  async downloadInfo(user: User, id: number): Promise<AssetDownloadInfo> {
    const row = await this.readable(user, id);
    return { id: row.id, isZip: row.type === 'folder' };
  }

  /**
   * The item when `user` may read it for `use` (decision 022). Anything else, an unknown id
   * included, gets the one answer this caller gets for what it may not see, decided before the
   * lookup: 401 for a visitor, 403 without the Asset Manager permission, else 404.
   */
  async readable(user: User | null, id: number, use: AssetUse = 'file'): Promise<AssetRow> {
    const refusal = !user
      ? unauthorised(MESSAGES.notLoggedIn)
      : !hasPermission(user, 'assets')
        ? forbidden(MESSAGES.notAuthorised)
        : noSuchItem();
    const row = await this.deps.trees.find(id);
    if (!row || !(await this.deps.policy.canReadAsset(user, row, use))) throw refusal;
    return row;
  }

  /** Those of these rows `user` may read (the search's candidates), in the order given (decision 022). */
  readableAmong<R extends { id: number; root_key: string; type: string }>(
    user: User | null,
    rows: readonly R[],
  ) {
    return this.deps.policy.readableAmong(user, rows);
  }

  /**
   * Before an edit: 403 unless `user` may edit each item (404 for one it may not even read). Unknown
   * ids are left to the edit, which names what is missing.
   */
  async authoriseEdit(user: User, ids: readonly number[]): Promise<void> {
    const { policy } = this.deps;
    for (const row of await this.deps.trees.findAll([...ids])) {
      if (policy.canEditAsset(user, row)) continue;
      if (await policy.canReadAsset(user, row)) throw forbidden(MESSAGES.notAuthorised);
      throw noSuchItem();
    }
  }

  /** Before storing into a tree by name (the library's put, a game's centre): 403 unless `user` edits it. */
  authoriseTreeEdit(user: User, tree: TreeName, id?: number): void {
    const { key } = ASSET_TREES[tree];
    const rootKey = id === undefined ? key : itemRootKey(ASSET_TREES[tree], id);
    if (!this.deps.policy.canEditAsset(user, { root_key: rootKey })) throw forbidden(MESSAGES.notAuthorised);
  }
}
