import type { Readable } from 'node:stream';
import { hasPermission, MESSAGES, splitExtension, type User } from '@portal/domain';
import { forbidden, notFound, unauthorised } from '../../lib/http-error.ts';
import { BlobNotFoundError, type BlobStore, type ByteRange } from '../../storage/blob-store.ts';
import type { AssetRow } from '../assets/assets.repository.ts';
import { type AssetsService, isShowcaseRoot } from '../assets/assets.service.ts';
import { UNKNOWN_TYPE } from '../assets/file-types.ts';
import { type ZipDownload, zipSubtree } from './zip.ts';

/** One stored blob to send, with the name and type it is sent under. */
export interface BlobDownload {
  sha256: string;
  size: number;
  mimeType: string;
  filename: string;
}

export type ImageVariant = 'thumbnail' | 'preview';

export interface DownloadsDeps {
  assets: AssetsService;
  blobs: BlobStore;
  log?: { error(obj: object, msg: string): void };
}

const missingContent = () => notFound('This file is no longer available.');

/**
 * What the browser downloads (SPEC §7 'Downloads'). The routes have checked the asset permission of
 * the session when the request arrived, which is when the stream starts; here each item is checked
 * against its tree (a user's folder is theirs).
 */
export class DownloadsService {
  constructor(private readonly deps: DownloadsDeps) {}

  /** The file behind /download/asset/{id}; 'folder' when the id is a folder (it downloads as a zip). */
  async file(user: User, id: number): Promise<BlobDownload | 'folder'> {
    const row = await this.deps.assets.readable(user, id);
    if (row.type === 'folder') return 'folder';
    if (!row.blob_sha256) throw missingContent();
    return {
      sha256: row.blob_sha256,
      size: Number(row.size ?? 0),
      mimeType: row.mime_type ?? UNKNOWN_TYPE,
      filename: row.name,
    };
  }

  /**
   * An image's WebP thumbnail or preview (the listing's `thumbnail` and `alink`). Artwork of the game
   * and popular draw game centres is showcase material shown wherever those games are, so anyone may
   * see it; every other tree's needs the asset permission like any download.
   */
  async imageVariant(user: User | null, id: number, variant: ImageVariant): Promise<BlobDownload> {
    const showcase = await this.showcaseRow(id);
    if (!showcase) {
      if (!user) throw unauthorised(MESSAGES.notLoggedIn);
      if (!hasPermission(user, 'assets')) throw forbidden(MESSAGES.notAuthorised);
    }
    const row = showcase ?? (await this.deps.assets.readable(user!, id));
    const sha256 = variant === 'preview' ? row.preview_sha256 : row.thumbnail_sha256;
    if (!sha256) throw notFound(`This item has no ${variant}.`);
    const stat = await this.deps.blobs.stat(sha256);
    if (!stat) throw this.lost(row, sha256);
    return {
      sha256,
      size: stat.size,
      mimeType: 'image/webp',
      filename: `${splitExtension(row.name).base}.webp`,
    };
  }

  /** A folder (or a single file) as a zip named after it, streamed as it is read. */
  async zip(user: User, id: number): Promise<{ filename: string; archive: ZipDownload }> {
    const row = await this.deps.assets.readable(user, id);
    const rows = await this.deps.assets.subtree(row.id);
    return { filename: `${row.name}.zip`, archive: zipSubtree(rows, this.deps.blobs) };
  }

  /** The blob's bytes; a blob lost from storage is logged and answered as a 404, never half a file. */
  async open(download: BlobDownload, range?: ByteRange): Promise<Readable> {
    try {
      return await this.deps.blobs.open(download.sha256, range);
    } catch (error) {
      if (error instanceof BlobNotFoundError) {
        this.deps.log?.error({ sha256: download.sha256 }, 'a stored file is missing from the blob store');
        throw missingContent();
      }
      throw error;
    }
  }

  private async showcaseRow(id: number): Promise<AssetRow | null> {
    const row = await this.deps.assets.find(id);
    if (!row) throw notFound('There is no item with this id.');
    return isShowcaseRoot(row.root_key) ? row : null;
  }

  private lost(row: AssetRow, sha256: string) {
    this.deps.log?.error(
      { assetId: row.id, sha256 },
      'a stored image variant is missing from the blob store',
    );
    return missingContent();
  }
}
