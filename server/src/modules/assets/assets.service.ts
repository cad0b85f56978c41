import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  type AssetIconType,
  fullName,
  hasPermission,
  isValidFileName,
  isValidFolderName,
  MESSAGES,
  renameKeepingExtension,
  splitExtension,
  type User,
} from '@portal/domain';
import type { AssetDownloadInfo, DirectoryItem } from '@portal/domain/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AnswerCache, type CachedAnswer } from '../../lib/answer-cache.ts';
import { badRequest, forbidden, HttpError, notFound, unauthorised } from '../../lib/http-error.ts';
import type { SharedVersions } from '../../lib/shared-versions.ts';
import type { Clock } from '../../lib/time.ts';
import type { BlobStore, StagedBlob } from '../../storage/blob-store.ts';
import { SerialQueue } from '../../storage/serial.ts';
import {
  ASSET_TREES,
  AssetPolicy,
  type AssetTree,
  type AssetUse,
  isPerItem,
  itemRootKey,
  type TreeName,
  treeOf,
} from './asset-policy.ts';
import { presentAsset, presentVirtualRoot } from './assets.present.ts';
import {
  type AssetRow,
  type AssetRowWithCount,
  assetNameKey,
  deleteAsset,
  findAncestorIds,
  findAsset,
  findAssets,
  findAssetWithCount,
  findChildNamed,
  findRoot,
  findRootsByPrefix,
  findSubtree,
  insertAsset,
  insertRootIfMissing,
  isBlobReferenced,
  listChildren,
  lockAssets,
  nameExists,
  nameKeysLike,
  referencedBlobs,
  type SubtreeRow,
  setRootKey,
  updateAsset,
} from './assets.repository.ts';
import { detectFileKind } from './file-types.ts';
import { IMAGE_MAX_BYTES, makeImageDerivatives } from './images.ts';

const fixedTree = (tree: AssetTree) => ({ rootKey: tree.key, label: tree.label });
/** The fixed trees' root keys and labels (the demo seed plants them); the policy lists every tree. */
export const TREES = {
  library: fixedTree(ASSET_TREES.library),
  documentCentre: fixedTree(ASSET_TREES.documentCentre),
  financialDocumentCentre: fixedTree(ASSET_TREES.financialDocumentCentre),
} as const;
export const gameRootKey = (gameId: number) => itemRootKey(ASSET_TREES.games, gameId);
export const userRootKey = (userId: number) => itemRootKey(ASSET_TREES.userFolders, userId);

/** What to run once the transaction a change was written in has committed. */
export type AfterCommit = () => Promise<void>;

/** A received file, hashed and held aside (with its thumbnail and preview), not yet in any folder. */
export interface StagedFile {
  name: string;
  type: 'image' | 'file';
  mimeType: string;
  blob: StagedBlob;
  thumbnail: StagedBlob | null;
  preview: StagedBlob | null;
  width: number | null;
  height: number | null;
}

export interface AssetsDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  clock: Clock;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Told of each file storeStaged has put in a folder: the app's service counts them as uploads. */
  onStored?: (file: StagedFile) => void;
  /** With several instances: the version their kept listings are checked against. */
  shared?: SharedVersions;
  /**
   * Held around blob commits and blob deletion on top of this process's queue, when other instances
   * share the store (a PostgreSQL advisory lock: db/advisory-lock.ts).
   */
  storageLock?: <T>(work: () => Promise<T>) => Promise<T>;
}

const conflict = (name: string) =>
  new HttpError(409, `There is already an item named '${name}' in this folder.`);
const noSuchItem = () => notFound('There is no item with this id.');
const noSuchFolder = () => notFound('There is no folder with this id.');
const notAFolder = () => badRequest('The parent must be a folder.');
const MAX_NAME_BYTES = 255;
/** Listings at least this large (some 700 items) are kept; at most this many (~64 MB for 10,000-item folders). */
const LISTING_KEEP_BYTES = 256 * 1024;
const LISTINGS_KEPT = 16;

/** The trees the directory calls of SPEC §7 list. */
export type DirectoryLookup = Extract<
  TreeName,
  'library' | 'documentCentre' | 'financialDocumentCentre' | 'games' | 'popularDrawGames' | 'userFolders'
>;

/**
 * The asset trees: the resource library, the document centres, each game's and popular draw game's
 * centre and each user's folder, with their files in a BlobStore. Routes of SPEC §7 'Assets' and the
 * modules that own games, draw games, users and operators all go through this service.
 *
 * Blob commits and the rows that point at them run through one queue with blob deletion, so a file
 * is never swept between its commit and its row's insert; multi-row changes run in one transaction.
 */
export class AssetsService {
  private readonly commits = new SerialQueue();
  private readonly policy: AssetPolicy;
  private readonly changeListeners: (() => void)[] = [];
  /** Large listings, serialised once; every write below ends with listingsChanged(). */
  private readonly listings: AnswerCache;

  constructor(private readonly deps: AssetsDeps) {
    this.policy = new AssetPolicy(deps.db);
    this.listings = new AnswerCache({
      name: 'listings',
      maxEntries: LISTINGS_KEPT,
      keep: (answer) => answer.body.length >= LISTING_KEEP_BYTES,
      shared: deps.shared,
    });
  }

  /**
   * Calls `listener` after every change to any tree, once it has committed and before the change is
   * answered (games show artwork and game centres from the library, and keep their answers).
   */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  /** An item that owns a tree changed who may see it (a game left the roadmap): kept listings go. */
  ownersChanged(): void {
    this.listings.invalidate();
  }

  // ── Trees and roots ────────────────────────────────────────────────────────────────────────

  /** The id of the tree's root folder, made (with `label` as its name) on first use. */
  async ensureRoot(rootKey: string, label: string): Promise<number> {
    const existing = await findRoot(this.deps.db, rootKey);
    if (existing) return existing.id;
    await insertRootIfMissing(this.deps.db, rootKey, label, this.now());
    this.listingsChanged();
    const root = await findRoot(this.deps.db, rootKey);
    if (!root) throw new Error(`The root ${rootKey} could not be made`);
    return root.id;
  }

  /**
   * Renames a tree's root folder inside the caller's transaction (a game renamed keeps its centre's
   * label in step). Answers what to run once `trx` has committed.
   */
  async relabelRootWithin(trx: Transaction<Database>, rootKey: string, label: string): Promise<AfterCommit> {
    const root = await findRoot(trx, rootKey);
    if (!root || root.name === label) return async () => {};
    await updateAsset(trx, root.id, { name: label, updated_at: this.now() });
    return async () => this.listingsChanged();
  }

  /**
   * A whole tree, every level nested (a game's centre for a depth-1 game read), or null when the
   * tree has no root yet.
   */
  async tree(rootKey: string): Promise<DirectoryItem | null> {
    const root = await findRoot(this.deps.db, rootKey);
    if (!root) return null;
    return nest(await findSubtree(this.deps.db, root.id));
  }

  /**
   * Removes a tree's rows inside the caller's transaction (a deleted user's folder goes with the
   * user's row), so that a crash leaves both or neither. With `keeping`, the tree's files that
   * `keeping.files` answers stay, with the folders above them, and the root is relabelled
   * `keeping.label` (a deleted game's files that another game still shows). Answers what to run once
   * `trx` has committed: the listings renewed and the blobs no row points at any more removed.
   */
  async deleteTreeWithin(
    trx: Transaction<Database>,
    rootKey: string,
    keeping?: { files: (ids: number[]) => Promise<ReadonlySet<number>>; label: string },
  ): Promise<AfterCommit> {
    const root = await findRoot(trx, rootKey);
    if (!root) return async () => {};
    const rows = await findSubtree(trx, root.id);
    const kept = keeping
      ? await keeping.files(rows.filter((row) => row.type !== 'folder').map((row) => row.id))
      : new Set<number>();
    for (const id of rowsToDelete(rows, kept)) await deleteAsset(trx, id);
    if (keeping && kept.size > 0)
      await updateAsset(trx, root.id, { name: keeping.label, updated_at: this.now() });
    return this.afterDeleting(rows);
  }

  /** Deletes an item with everything under it inside the caller's transaction; see deleteTreeWithin. */
  async deleteWithin(trx: Transaction<Database>, id: number): Promise<AfterCommit> {
    const rows = await findSubtree(trx, id);
    await deleteAsset(trx, id);
    return this.afterDeleting(rows);
  }

  // ── Directory lookups (SPEC §7) ────────────────────────────────────────────────────────────

  /**
   * A directory lookup as the routes send it: the tree's top (made on first use; for per-item trees,
   * a virtual root over the items' roots the caller may see; for user folders, the caller's own),
   * or the folder `id` in that tree. Building a folder of thousands of items costs far more than
   * sending it, so large answers are kept serialised (and gzipped on first demand) until the next
   * change, per what the caller may see.
   */
  listing(lookup: DirectoryLookup, id: number | null, user: User | null): Promise<CachedAnswer> {
    const tree: AssetTree = ASSET_TREES[lookup];
    const key = `${lookup}:${id ?? 'root'}:${this.policy.audience(user, tree)}`;
    return this.listings.answer(key, async () => [
      id === null ? await this.top(tree, user) : await this.folderIn(tree, id, user),
    ]);
  }

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
    const row = await findAsset(this.deps.db, id);
    if (!row || !(await this.policy.canReadAsset(user, row, use))) throw refusal;
    return row;
  }

  /**
   * Before an edit: 403 unless `user` may edit each item (404 for one it may not even read). Unknown
   * ids are left to the edit, which names what is missing.
   */
  async authoriseEdit(user: User, ids: readonly number[]): Promise<void> {
    for (const row of await findAssets(this.deps.db, [...ids])) {
      if (this.policy.canEditAsset(user, row)) continue;
      if (await this.policy.canReadAsset(user, row)) throw forbidden(MESSAGES.notAuthorised);
      throw noSuchItem();
    }
  }

  /** Before storing into a tree by name (the library's put, a game's centre): 403 unless `user` edits it. */
  authoriseTreeEdit(user: User, tree: TreeName, id?: number): void {
    const { key } = ASSET_TREES[tree];
    const rootKey = id === undefined ? key : itemRootKey(ASSET_TREES[tree], id);
    if (!this.policy.canEditAsset(user, { root_key: rootKey })) throw forbidden(MESSAGES.notAuthorised);
  }

  /** The item and everything under it, parents first (what a zip of it holds). */
  /** The row of an item, whoever asks (callers check what they may do with it). */
  find(id: number): Promise<AssetRow | undefined> {
    return findAsset(this.deps.db, id);
  }

  subtree(id: number): Promise<SubtreeRow[]> {
    return findSubtree(this.deps.db, id);
  }

  // ── Uploads ────────────────────────────────────────────────────────────────────────────────

  /**
   * Streams a file into the blob store's staging area: hashed, typed by its bytes, and for images
   * given a WebP thumbnail and preview. Nothing is visible until storeStaged commits it.
   */
  async stageFile(name: string, stream: Readable): Promise<StagedFile> {
    const blob = await this.deps.blobs.stage(stream);
    try {
      const kind = detectFileKind(name, blob.head);
      const derivatives =
        kind.renderable && blob.size <= IMAGE_MAX_BYTES
          ? await makeImageDerivatives(await buffer(await blob.open()))
          : null;
      const [thumbnail, preview] = derivatives
        ? await Promise.all([
            this.deps.blobs.stage(readableOf(derivatives.thumbnail)),
            this.deps.blobs.stage(readableOf(derivatives.preview)),
          ])
        : [null, null];
      return {
        name,
        type: derivatives ? 'image' : 'file',
        mimeType: kind.mimeType,
        blob,
        thumbnail,
        preview,
        width: derivatives?.width ?? null,
        height: derivatives?.height ?? null,
      };
    } catch (error) {
      await blob.discard();
      throw error;
    }
  }

  /** Drops staged files that will not be stored (a failed or refused upload). */
  async discardStaged(files: StagedFile[]): Promise<void> {
    await Promise.all(
      files.flatMap((file) => [file.blob.discard(), file.thumbnail?.discard(), file.preview?.discard()]),
    );
  }

  /**
   * Puts staged files into a folder, all or none. A name already taken there gets a numbered suffix
   * ('Logo (1).png'). Answers the stored items in the order given.
   */
  async storeStaged(parentId: number, files: StagedFile[]): Promise<DirectoryItem[]> {
    await this.requireFolder(parentId);
    const ids = await this.storingFiles(files, (trx) => this.insertStaged(trx, parentId, files));
    return Promise.all(ids.map((id) => this.item(id)));
  }

  /**
   * Commits the staged files' blobs, then runs `write` in one transaction, which puts the files in
   * their folders (insertStaged) along with whatever else must commit with them (a game and its
   * slots): after a crash there is all of it or none of it. When `write` fails, the blobs no row
   * points at go again.
   */
  async storingFiles<T>(files: StagedFile[], write: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const result = await this.exclusively(async () => {
      for (const file of files) {
        for (const blob of [file.blob, file.thumbnail, file.preview]) await blob?.commit();
      }
      try {
        return await this.deps.db.transaction().execute(write);
      } catch (error) {
        await this.deleteUnreferencedBlobs(files.flatMap(blobHashes));
        throw error;
      }
    });
    this.listingsChanged();
    for (const file of files) this.deps.onStored?.(file);
    return result;
  }

  /** Inside storingFiles: rows for staged files in a folder, named as storeStaged names them; answers their ids. */
  async insertStaged(trx: Transaction<Database>, parentId: number, files: StagedFile[]): Promise<number[]> {
    const parent = await findAsset(trx, parentId);
    if (!parent) throw noSuchFolder();
    const now = this.now();
    const taken = new Set<string>();
    const inserted: number[] = [];
    for (const file of files) {
      const name = await freeName(trx, parentId, file.name, taken);
      taken.add(name);
      inserted.push(
        await insertAsset(trx, {
          parent_id: parentId,
          root_key: parent.root_key,
          name,
          type: file.type,
          blob_sha256: file.blob.sha256,
          size: file.blob.size,
          mime_type: file.mimeType,
          thumbnail_sha256: file.thumbnail?.sha256 ?? null,
          preview_sha256: file.preview?.sha256 ?? null,
          width: file.width,
          height: file.height,
          is_hero: 0,
          created_at: now,
          updated_at: now,
        }),
      );
    }
    return inserted;
  }

  /** Inside storingFiles: the id of the tree's root folder, made when missing (ensureRoot). */
  async ensureRootWithin(trx: Transaction<Database>, rootKey: string, label: string): Promise<number> {
    await insertRootIfMissing(trx, rootKey, label, this.now());
    const root = await findRoot(trx, rootKey);
    if (!root) throw new Error(`The root ${rootKey} could not be made`);
    return root.id;
  }

  /** Inside storingFiles: the folder `name` in `parentId`, made when missing (ensureFolder). */
  async ensureFolderWithin(trx: Transaction<Database>, parentId: number, name: string): Promise<number> {
    const existing = await findChildNamed(trx, parentId, name);
    if (existing) {
      if (existing.type !== 'folder') throw conflict(name);
      return existing.id;
    }
    const parent = await findAsset(trx, parentId);
    if (!parent) throw noSuchFolder();
    const now = this.now();
    return insertAsset(trx, {
      parent_id: parentId,
      root_key: parent.root_key,
      name,
      type: 'folder',
      is_hero: 0,
      created_at: now,
      updated_at: now,
    });
  }

  /** POST /api/asset/put: into the library's root, or into the folder `folder` under it (made when missing). */
  async storeInLibrary(folder: string | null, files: StagedFile[]): Promise<DirectoryItem[]> {
    const rootId = await this.ensureRoot(ASSET_TREES.library.key, ASSET_TREES.library.label);
    return this.storeStaged(folder ? await this.ensureFolder(rootId, folder) : rootId, files);
  }

  /** POST /api/asset/game: into a game's centre, or into the folder `folder` under it (made when missing). */
  async storeForGame(gameId: number, folder: string | null, files: StagedFile[]): Promise<DirectoryItem[]> {
    const rootId = await this.ensureRoot(gameRootKey(gameId), `Game ${gameId}`);
    return this.storeStaged(folder ? await this.ensureFolder(rootId, folder) : rootId, files);
  }

  /** Stores one file from a stream into a folder (numbered suffix on a clash). `name` must be a valid file name. */
  async storeFile(parentId: number, name: string, stream: Readable): Promise<DirectoryItem> {
    if (!isValidFileName(name)) throw badRequest('That file name cannot be used.');
    await this.requireFolder(parentId);
    const staged = await this.stageFile(name, stream);
    try {
      const [item] = await this.storeStaged(parentId, [staged]);
      return item!;
    } finally {
      await this.discardStaged([staged]);
    }
  }

  // ── Editing ────────────────────────────────────────────────────────────────────────────────

  /** A new empty folder (SPEC §5 name rule); 409 when the name is taken in that folder. */
  async createFolder(
    parentId: number,
    name: string,
    options: { isHero?: boolean; iconOverride?: AssetIconType } = {},
  ): Promise<DirectoryItem> {
    if (!isValidFolderName(name)) throw badRequest(MESSAGES.invalidFolderName);
    const parent = await this.requireFolder(parentId);
    if (await nameExists(this.deps.db, parentId, name)) throw conflict(name);
    const now = this.now();
    const id = await insertAsset(this.deps.db, {
      parent_id: parentId,
      root_key: parent.root_key,
      name,
      type: 'folder',
      icon_override: options.iconOverride ?? null,
      is_hero: options.isHero ? 1 : 0,
      created_at: now,
      updated_at: now,
    }).catch(async (error: unknown) => {
      if (await nameExists(this.deps.db, parentId, name)) throw conflict(name);
      throw error;
    });
    this.listingsChanged();
    return this.item(id);
  }

  /** The folder `name` in `parentId`, made when missing (`put`'s folder field). */
  async ensureFolder(parentId: number, name: string): Promise<number> {
    if (!isValidFolderName(name)) throw badRequest(MESSAGES.invalidFolderName);
    const existing = await findChildNamed(this.deps.db, parentId, name);
    if (existing) {
      if (existing.type !== 'folder') throw conflict(name);
      return existing.id;
    }
    return (await this.createFolder(parentId, name)).id;
  }

  /** Renames an item; a file keeps its extension (DESIGN 'Names'), a folder follows SPEC §5. */
  async rename(id: number, requested: string): Promise<DirectoryItem> {
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
    if (name === row.name) return this.item(id);
    if (await nameExists(this.deps.db, row.parent_id, name, row.id)) throw conflict(name);
    await updateAsset(this.deps.db, id, { name, updated_at: this.now() }).catch(async (error: unknown) => {
      if (row.parent_id !== null && (await nameExists(this.deps.db, row.parent_id, name, row.id)))
        throw conflict(name);
      throw error;
    });
    this.listingsChanged();
    return this.item(id);
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
  async move(ids: number[], parentId: number): Promise<DirectoryItem[]> {
    await this.requireFolder(parentId);
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
        if (item.root_key !== target.root_key) {
          const moved = await findSubtree(trx, item.id);
          await setRootKey(
            trx,
            moved.map((row) => row.id),
            target.root_key,
          );
        }
      }
    });
    this.listingsChanged();
    return Promise.all(ids.map((id) => this.item(id)));
  }

  /** Deletes an item with everything under it, and the blobs no other row still points at. */
  async delete(id: number): Promise<void> {
    const row = await findAsset(this.deps.db, id);
    if (!row) throw noSuchItem();
    if (row.parent_id === null) throw badRequest('The top folder of a tree cannot be deleted.');
    await this.deleteWithEverythingUnder(row);
  }

  // ── Storage upkeep ─────────────────────────────────────────────────────────────────────────

  /**
   * After a crash: removes temporary files and blobs no row points at that were written before
   * `startedAt` (so uploads this process has begun are left alone). Run once at start-up.
   */
  async recoverStorage(startedAt: Date): Promise<{ temporaries: number; orphans: number }> {
    const temporaries = await this.deps.blobs.removeTemporaries(startedAt);
    const orphans = await this.exclusively(async () => {
      const referenced = await referencedBlobs(this.deps.db);
      let removed = 0;
      for await (const blob of this.deps.blobs.list()) {
        if (referenced.has(blob.sha256) || blob.writtenAt >= startedAt) continue;
        await this.deps.blobs.delete(blob.sha256);
        removed++;
      }
      return removed;
    });
    if (temporaries + orphans > 0) {
      this.deps.log?.warn({ temporaries, orphans }, 'removed files left behind by an interrupted run');
    }
    return { temporaries, orphans };
  }

  // ── Internals ──────────────────────────────────────────────────────────────────────────────

  private async top(tree: AssetTree, user: User | null): Promise<DirectoryItem> {
    if (tree.owner === 'user') {
      if (!user) throw new Error('A user folder is listed for a signed-in caller only');
      return this.folderWithChildren(await this.ensureRoot(userRootKey(user.id), fullName(user)));
    }
    if (!isPerItem(tree)) return this.folderWithChildren(await this.ensureRoot(tree.key, tree.label));
    const roots = await this.policy.readableRoots(
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
      !(await this.policy.canReadAsset(user, row))
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

  private async item(id: number): Promise<DirectoryItem> {
    const row = await findAssetWithCount(this.deps.db, id);
    if (!row) throw noSuchItem();
    return presentAsset(row, row.items);
  }

  private async requireFolder(id: number): Promise<AssetRow> {
    const row = await findAsset(this.deps.db, id);
    if (!row) throw noSuchFolder();
    if (row.type !== 'folder') throw notAFolder();
    return row;
  }

  private async deleteWithEverythingUnder(row: AssetRow): Promise<void> {
    const afterCommit = await this.deps.db.transaction().execute((trx) => this.deleteWithin(trx, row.id));
    await afterCommit();
  }

  /** Once deleted rows have committed: the listings renewed, their blobs removed unless still used. */
  private afterDeleting(rows: AssetRow[]): AfterCommit {
    return async () => {
      this.listingsChanged();
      await this.exclusively(() => this.deleteUnreferencedBlobs(rows.flatMap(rowHashes)));
    };
  }

  /** Only from inside the commit queue. */
  private async deleteUnreferencedBlobs(hashes: string[]): Promise<void> {
    for (const sha256 of new Set(hashes)) {
      if (!(await isBlobReferenced(this.deps.db, sha256))) await this.deps.blobs.delete(sha256);
    }
  }

  /** Blob commits and deletions: one at a time in this process, and across instances with the lock. */
  private exclusively<T>(work: () => Promise<T>): Promise<T> {
    const { storageLock } = this.deps;
    return this.commits.run(storageLock ? () => storageLock(work) : work);
  }

  private listingsChanged(): void {
    this.listings.invalidate();
    for (const listener of this.changeListeners) listener();
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }
}

/**
 * `wanted`, or the first 'base (n)ext' not taken in the folder nor by `alsoTaken`, whatever the case
 * (names are compared by assetNameKey).
 */
async function freeName(
  db: Kysely<Database>,
  parentId: number,
  wanted: string,
  alsoTaken: Set<string>,
): Promise<string> {
  const { base, ext } = splitExtension(wanted);
  const taken = new Set([
    ...(await nameKeysLike(db, parentId, base, ext)),
    ...[...alsoTaken].map(assetNameKey),
  ]);
  if (!taken.has(assetNameKey(wanted))) return wanted;
  for (let n = 1; ; n++) {
    let candidateBase = base;
    let candidate = `${candidateBase} (${n})${ext}`;
    while (Buffer.byteLength(candidate) > MAX_NAME_BYTES && candidateBase.length > 1) {
      candidateBase = candidateBase.slice(0, -1);
      candidate = `${candidateBase} (${n})${ext}`;
    }
    if (!taken.has(assetNameKey(candidate))) return candidate;
  }
}

/**
 * Which rows of a tree (parents first) to delete so that only the files in `kept` and the folders
 * above them stay: the highest rows holding none of them (the cascade takes what is under each),
 * or the root alone when nothing is kept.
 */
export function rowsToDelete(rows: readonly AssetRow[], kept: ReadonlySet<number>): number[] {
  const holdsKept = new Set<number>();
  for (const row of [...rows].reverse()) {
    if (kept.has(row.id) || holdsKept.has(row.id)) {
      holdsKept.add(row.id);
      if (row.parent_id !== null) holdsKept.add(row.parent_id);
    }
  }
  const ids = new Set(rows.map((row) => row.id));
  return rows
    .filter((row) => !holdsKept.has(row.id))
    .filter((row) => row.parent_id === null || !ids.has(row.parent_id) || holdsKept.has(row.parent_id))
    .map((row) => row.id);
}

/** Rows of a subtree (parents first) as one nested item. */
function nest(rows: SubtreeRow[]): DirectoryItem {
  const children = new Map<number, DirectoryItem[]>();
  const items = new Map<number, DirectoryItem>();
  for (const row of [...rows].reverse()) {
    const kids = children.get(row.id) ?? [];
    const item = presentAsset(row, kids.length, kids);
    items.set(row.id, item);
    if (row.parent_id === null) continue;
    const siblings = children.get(row.parent_id);
    if (siblings) siblings.push(item);
    else children.set(row.parent_id, [item]);
  }
  return items.get(rows[0]!.id)!;
}

function blobHashes(file: StagedFile): string[] {
  return [file.blob.sha256, file.thumbnail?.sha256, file.preview?.sha256].filter((s): s is string => !!s);
}

function rowHashes(row: AssetRow): string[] {
  return [row.blob_sha256, row.thumbnail_sha256, row.preview_sha256].filter((s): s is string => s !== null);
}

function readableOf(bytes: Buffer): Readable {
  return Readable.from([bytes]);
}

export type { AssetRowWithCount };
