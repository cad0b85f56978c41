import {
  type AssetIconType,
  isValidFileName,
  isValidFolderName,
  MESSAGES,
  renameKeepingExtension,
  splitExtension,
} from '@portal/domain';
import type { DirectoryItem } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { indexAssets } from '../../db/search-index.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Clock } from '../../lib/time.ts';
import type { LogsService } from '../logs/logs.service.ts';
import { type AssetEditor, itemWord, writeAssetAudit } from './asset-audit.ts';
import type { AssetChanges } from './asset-changes.ts';
import { conflict, noSuchFolder, noSuchItem, notAFolder } from './asset-refusals.ts';
import type { AssetTrees } from './asset-trees.service.ts';
import {
  findAncestorIds,
  findAsset,
  findAssets,
  findChildNamed,
  findSubtree,
  insertAsset,
  lockAssets,
  nameExists,
  setRootKey,
  updateAsset,
} from './assets.repository.ts';
import { freeName } from './free-name.ts';

export interface AssetEditingDeps {
  db: Kysely<Database>;
  clock: Clock;
  trees: AssetTrees;
  changes: AssetChanges;
  /** Where an SA's edits are recorded (the audit trail). */
  logs?: Pick<LogsService, 'writeAudit'>;
}

/** The edits of SPEC §7 'Assets': new folders, renames, moves and deletes. */
export class AssetEditing {
  constructor(private readonly deps: AssetEditingDeps) {}

  /** A new empty folder (SPEC §5 name rule); 409 when the name is taken in that folder. */
  async createFolder(
    parentId: number,
    name: string,
    options: { isHero?: boolean; iconOverride?: AssetIconType } = {},
    editor?: AssetEditor,
  ): Promise<DirectoryItem> {
    if (!isValidFolderName(name)) throw badRequest(MESSAGES.invalidFolderName);
    const parent = await this.deps.trees.folder(parentId);
    if (await nameExists(this.deps.db, parentId, name)) throw conflict(name);
    const now = this.now();
    const id = await this.deps.db
      .transaction()
      .execute(async (trx) => {
        const id = await insertAsset(trx, {
          parent_id: parentId,
          root_key: parent.root_key,
          name,
          type: 'folder',
          icon_override: options.iconOverride ?? null,
          is_hero: options.isHero ? 1 : 0,
          created_at: now,
          updated_at: now,
        });
        await indexAssets(trx, [id]);
        const description = `Created folder ${name} in ${parent.name}`;
        await writeAssetAudit(
          this.deps.logs,
          trx,
          editor,
          { action: 'asset.folder-created', item: { id, name }, description },
          now,
        );
        return id;
      })
      .catch(async (error: unknown) => {
        if (await nameExists(this.deps.db, parentId, name)) throw conflict(name);
        throw error;
      });
    this.deps.changes.changed();
    return this.deps.trees.item(id);
  }

  /** The folder `name` in `parentId`, made when missing (`put`'s folder field). */
  async ensureFolder(parentId: number, name: string, editor?: AssetEditor): Promise<number> {
    if (!isValidFolderName(name)) throw badRequest(MESSAGES.invalidFolderName);
    const existing = await findChildNamed(this.deps.db, parentId, name);
    if (existing) {
      if (existing.type !== 'folder') throw conflict(name);
      return existing.id;
    }
    return (await this.createFolder(parentId, name, {}, editor)).id;
  }

  /** Renames an item; a file keeps its extension (DESIGN 'Names'), a folder follows SPEC §5. */
  async rename(id: number, requested: string, editor?: AssetEditor): Promise<DirectoryItem> {
    const row = await findAsset(this.deps.db, id);
    if (!row) throw noSuchItem();
    if (row.parent_id === null) throw badRequest('The top folder of a tree cannot be renamed.');
    const wanted = requested.normalize('NFC').trim();
    if (wanted === '')
      throw badRequest(row.type === 'folder' ? MESSAGES.invalidFolderName : 'Invalid file name');
    let name: string;
    if (row.type === 'folder') {
      if (!isValidFolderName(wanted)) throw badRequest(MESSAGES.invalidFolderName);
      name = wanted;
    } else {
      name = renameKeepingExtension(row.name, wanted);
      if (splitExtension(name).base.trim() === '' || !isValidFileName(name))
        throw badRequest('Invalid file name');
    }
    if (name === row.name) return this.deps.trees.item(id);
    if (await nameExists(this.deps.db, row.parent_id, name, row.id)) throw conflict(name);
    const now = this.now();
    await this.deps.db
      .transaction()
      .execute(async (trx) => {
        await updateAsset(trx, id, { name, updated_at: now });
        await indexAssets(trx, [id]);
        await writeAssetAudit(
          this.deps.logs,
          trx,
          editor,
          {
            action: 'asset.renamed',
            item: { id, name },
            description: `Renamed ${itemWord(row)} ${row.name} to ${name}`,
            changes: { name: { from: row.name, to: name } },
          },
          now,
        );
      })
      .catch(async (error: unknown) => {
        if (row.parent_id !== null && (await nameExists(this.deps.db, row.parent_id, name, row.id)))
          throw conflict(name);
        throw error;
      });
    this.deps.changes.changed();
    return this.deps.trees.item(id);
  }

  /**
   * Moves items into a folder, in one transaction. Items already there are left as they are; a name
   * taken there gets a numbered suffix. A folder never goes into itself or below itself, and a tree's
   * top folder never moves. Answers the items in their new place.
   *
   * The checks are made again inside the transaction, under the locks of the moved items and of the
   * target's chain up to its root: two moves at once (A into B, B into A) would otherwise both pass
   * and make a cycle, and a rename meanwhile would be written over with the name read before it.
   */
  async move(ids: number[], parentId: number, editor?: AssetEditor): Promise<DirectoryItem[]> {
    await this.deps.trees.folder(parentId);
    if ((await findAssets(this.deps.db, ids)).length !== ids.length) throw noSuchItem();
    await this.deps.db.transaction().execute(async (trx) => {
      await lockAssets(trx, [...ids, ...(await findAncestorIds(trx, parentId))]);
      const target = await findAsset(trx, parentId);
      if (!target) throw noSuchFolder();
      if (target.type !== 'folder') throw notAFolder();
      const items = await findAssets(trx, ids);
      if (items.length !== ids.length) throw noSuchItem();
      const targetChain = new Set(await findAncestorIds(trx, parentId));
      for (const item of items) {
        if (item.parent_id === null) throw badRequest('The top folder of a tree cannot be moved.');
        if (targetChain.has(item.id))
          throw badRequest('A folder cannot be moved into itself or a folder below it.');
      }
      const taken = new Set<string>();
      const now = this.now();
      for (const item of items) {
        if (item.parent_id === parentId) continue;
        const name = await freeName(trx, parentId, item.name, taken);
        taken.add(name);
        await updateAsset(trx, item.id, {
          parent_id: parentId,
          ...(name === item.name ? {} : { name }),
          updated_at: now,
        });
        const from = (await findAsset(trx, item.parent_id!))?.name ?? '';
        await writeAssetAudit(
          this.deps.logs,
          trx,
          editor,
          {
            action: 'asset.moved',
            item: { id: item.id, name },
            description: `Moved ${itemWord(item)} ${item.name} from ${from} to ${target.name}`,
            changes: {
              parent: { from, to: target.name },
              ...(name === item.name ? {} : { name: { from: item.name, to: name } }),
            },
          },
          now,
        );
        if (item.root_key !== target.root_key) {
          const moved = await findSubtree(trx, item.id);
          await setRootKey(
            trx,
            moved.map((row) => row.id),
            target.root_key,
          );
        }
      }
      // The moved items' paths changed, and those of everything under them.
      await indexAssets(trx, ids);
    });
    this.deps.changes.changed();
    return Promise.all(ids.map((id) => this.deps.trees.item(id)));
  }

  /** Deletes an item with everything under it, and the blobs no other row still points at. */
  async delete(id: number, editor?: AssetEditor): Promise<void> {
    const row = await findAsset(this.deps.db, id);
    if (!row) throw noSuchItem();
    if (row.parent_id === null) throw badRequest('The top folder of a tree cannot be deleted.');
    const { trees } = this.deps;
    const afterCommit = await this.deps.db.transaction().execute(async (trx) => {
      const parent = await findAsset(trx, row.parent_id!);
      await writeAssetAudit(
        this.deps.logs,
        trx,
        editor,
        {
          action: 'asset.deleted',
          item: { id: row.id, name: row.name },
          description: `Deleted ${itemWord(row)} ${row.name} from ${parent?.name ?? 'its folder'}`,
        },
        this.now(),
      );
      return trees.deleteWithin(trx, row.id);
    });
    await afterCommit();
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }
}
