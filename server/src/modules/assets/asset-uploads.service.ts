import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fullName, isValidFileName } from '@portal/domain';
import type { DirectoryItem } from '@portal/domain/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { indexAssets } from '../../db/search-index.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Clock } from '../../lib/time.ts';
import type { BlobStore, StagedBlob } from '../../storage/blob-store.ts';
import type { LogsService } from '../logs/logs.service.ts';
import { type AssetEditor, namesText, writeAssetAudit } from './asset-audit.ts';
import type { AssetBlobs } from './asset-blobs.service.ts';
import type { AssetChanges } from './asset-changes.ts';
import type { AssetEditing } from './asset-editing.service.ts';
import { ASSET_TREES, gameRootKey, userRootKey } from './asset-policy.ts';
import { conflict, noSuchFolder, noSuchUser } from './asset-refusals.ts';
import type { AssetTrees } from './asset-trees.service.ts';
import {
  findAsset,
  findChildNamed,
  findRoot,
  insertAsset,
  insertRootIfMissing,
} from './assets.repository.ts';
import { detectFileKind } from './file-types.ts';
import { freeName } from './free-name.ts';
import { IMAGE_MAX_BYTES, makeImageDerivatives } from './images.ts';
import { selectUserName } from './tree-owners.repository.ts';

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

export interface AssetUploadsDeps {
  db: Kysely<Database>;
  clock: Clock;
  store: BlobStore;
  blobs: AssetBlobs;
  trees: AssetTrees;
  editing: AssetEditing;
  changes: AssetChanges;
  /** Where an SA's uploads are recorded (the audit trail). */
  logs?: Pick<LogsService, 'writeAudit'>;
  /** Told of each file storingFiles has put in a folder: the app's service counts them as uploads. */
  onStored?: (file: StagedFile) => void;
}

/**
 * Files into the trees: streamed into the blob store's staging area, then committed with the rows
 * that put them in their folders (and whatever else must commit with them: a game and its slots).
 */
export class AssetUploads {
  constructor(private readonly deps: AssetUploadsDeps) {}

  /**
   * Streams a file into the blob store's staging area: hashed, typed by its bytes, and for images
   * given a WebP thumbnail and preview. Nothing is visible until storeStaged commits it.
   */
  async stageFile(name: string, stream: Readable): Promise<StagedFile> {
    return this.stageBlob(name, await this.deps.store.stage(stream));
  }

  /**
   * A file whose bytes are staged already (a finished resumable upload): typed by its bytes and, for
   * images, given a WebP thumbnail and preview, as stageFile does. Discards the blob when that fails.
   */
  async stageBlob(name: string, blob: StagedBlob): Promise<StagedFile> {
    const { store } = this.deps;
    try {
      const kind = detectFileKind(name, blob.head);
      const derivatives =
        kind.renderable && blob.size <= IMAGE_MAX_BYTES
          ? await makeImageDerivatives(await buffer(await blob.open()))
          : null;
      const [thumbnail, preview] = derivatives
        ? await Promise.all([
            store.stage(Readable.from([derivatives.thumbnail])),
            store.stage(Readable.from([derivatives.preview])),
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
  async storeStaged(parentId: number, files: StagedFile[], editor?: AssetEditor): Promise<DirectoryItem[]> {
    await this.deps.trees.folder(parentId);
    const ids = await this.storingFiles(files, async (trx) => {
      const ids = await this.insertStaged(trx, parentId, files);
      const folder = await findAsset(trx, parentId);
      const names = await Promise.all(ids.map(async (id) => (await findAsset(trx, id))?.name ?? ''));
      const count = names.length === 1 ? '1 file' : `${names.length} files`;
      await writeAssetAudit(
        this.deps.logs,
        trx,
        editor,
        {
          action: 'asset.uploaded',
          item: { id: parentId, name: folder?.name ?? '' },
          description: `Uploaded ${count} to ${folder?.name ?? 'a folder'}: ${namesText(names)}`,
          changes: { files: { from: null, to: namesText(names) } },
        },
        this.now(),
      );
      return ids;
    });
    return Promise.all(ids.map((id) => this.deps.trees.item(id)));
  }

  /**
   * Commits the staged files' blobs, then runs `write` in one transaction, which puts the files in
   * their folders (insertStaged) along with whatever else must commit with them (a game and its
   * slots): after a crash there is all of it or none of it. When `write` fails, the blobs no row
   * points at go again.
   */
  async storingFiles<T>(files: StagedFile[], write: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const { blobs } = this.deps;
    const result = await blobs.exclusively(async () => {
      for (const file of files) {
        for (const blob of [file.blob, file.thumbnail, file.preview]) await blob?.commit();
      }
      try {
        return await this.deps.db.transaction().execute(write);
      } catch (error) {
        await blobs.deleteUnreferenced(files.flatMap(blobHashes));
        throw error;
      }
    });
    this.deps.changes.changed();
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
    await indexAssets(trx, inserted);
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
    const id = await insertAsset(trx, {
      parent_id: parentId,
      root_key: parent.root_key,
      name,
      type: 'folder',
      is_hero: 0,
      created_at: now,
      updated_at: now,
    });
    await indexAssets(trx, [id]);
    return id;
  }

  /** POST /api/asset/put: into the library's root, or into the folder `folder` under it (made when missing). */
  async storeInLibrary(
    folder: string | null,
    files: StagedFile[],
    editor?: AssetEditor,
  ): Promise<DirectoryItem[]> {
    const rootId = await this.deps.trees.ensureRoot(ASSET_TREES.library.key, ASSET_TREES.library.label);
    const parentId = folder ? await this.deps.editing.ensureFolder(rootId, folder, editor) : rootId;
    return this.storeStaged(parentId, files, editor);
  }

  /** POST /api/asset/game: into a game's centre, or into the folder `folder` under it (made when missing). */
  async storeForGame(
    gameId: number,
    folder: string | null,
    files: StagedFile[],
    editor?: AssetEditor,
  ): Promise<DirectoryItem[]> {
    const rootId = await this.deps.trees.ensureRoot(gameRootKey(gameId), `Game ${gameId}`);
    const parentId = folder ? await this.deps.editing.ensureFolder(rootId, folder, editor) : rootId;
    return this.storeStaged(parentId, files, editor);
  }

  /**
   * POST /api/asset/user: into a user's folder, or into the folder `folder` under it (made when
   * missing). The user's folder itself is made by this, their first upload (decision 096).
   */
  async storeForUser(userId: number, folder: string | null, files: StagedFile[]): Promise<DirectoryItem[]> {
    const owner = await selectUserName(this.deps.db, userId);
    if (!owner) throw noSuchUser();
    const rootId = await this.deps.trees.ensureRoot(userRootKey(userId), fullName(owner));
    return this.storeStaged(folder ? await this.deps.editing.ensureFolder(rootId, folder) : rootId, files);
  }

  /** Stores one file from a stream into a folder (numbered suffix on a clash). `name` must be a valid file name. */
  async storeFile(parentId: number, name: string, stream: Readable): Promise<DirectoryItem> {
    if (!isValidFileName(name)) throw badRequest('That file name cannot be used.');
    await this.deps.trees.folder(parentId);
    const staged = await this.stageFile(name, stream);
    try {
      const [item] = await this.storeStaged(parentId, [staged]);
      return item!;
    } finally {
      await this.discardStaged([staged]);
    }
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }
}

function blobHashes(file: StagedFile): string[] {
  return [file.blob.sha256, file.thumbnail?.sha256, file.preview?.sha256].filter((s): s is string => !!s);
}
