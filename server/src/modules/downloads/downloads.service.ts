import { splitExtension, type User } from '@portal/domain';
import { notFound } from '../../lib/http-error.ts';
import {
  BlobDamagedError,
  BlobNotFoundError,
  type BlobSending,
  type BlobStore,
  type ByteRange,
} from '../../storage/blob-store.ts';
import type { AssetServices } from '../assets/asset-services.ts';
import type { AssetRow } from '../assets/asset-trees.service.ts';
import { UNKNOWN_TYPE } from '../assets/file-types.ts';
import { type ZipDownload, zipSubtree } from './zip.ts';

/** One stored blob to send, with the name and type it is sent under. */
export interface BlobDownload {
  sha256: string;
  size: number;
  mimeType: string;
  filename: string;
}

/** The library item a download is of, as the download record keeps it (modules/analytics). */
export interface DownloadedAsset {
  id: number;
  name: string;
  rootKey: string;
}

const downloadedAsset = (row: AssetRow): DownloadedAsset => ({
  id: row.id,
  name: row.name,
  rootKey: row.root_key,
});

export type ImageVariant = 'thumbnail' | 'preview';

export interface DownloadsDeps {
  assets: AssetServices;
  blobs: BlobStore;
  log?: { error(obj: object, msg: string): void };
}

const missingContent = () => notFound('This file is no longer available.');

/**
 * What the browser downloads (SPEC §7 'Downloads'). The routes have checked the asset permission of
 * the session when the request arrived, which is when the stream starts; here the asset policy
 * checks each item (decision 022).
 */
export class DownloadsService {
  constructor(private readonly deps: DownloadsDeps) {}

  /** The file behind /download/asset/{id}; 'folder' when the id is a folder (it downloads as a zip). */
  async file(user: User, id: number): Promise<(BlobDownload & { asset: DownloadedAsset }) | 'folder'> {
    const row = await this.deps.assets.access.readable(user, id);
    if (row.type === 'folder') return 'folder';
    if (!row.blob_sha256) throw missingContent();
    return {
      asset: downloadedAsset(row),
      sha256: row.blob_sha256,
      size: Number(row.size ?? 0),
      mimeType: row.mime_type ?? UNKNOWN_TYPE,
      filename: row.name,
    };
  }

  /**
   * An image's WebP thumbnail or preview (the listing's `thumbnail` and `alink`). Artwork of a
   * showcase tree (games, draw games) is shown to whoever may see its item, visitors included;
   * other trees' images need the asset permission like any download.
   */
  async imageVariant(user: User | null, id: number, variant: ImageVariant): Promise<BlobDownload> {
    const row = await this.deps.assets.access.readable(user, id, 'image');
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
  async zip(
    user: User,
    id: number,
  ): Promise<{ filename: string; archive: ZipDownload; asset: DownloadedAsset }> {
    const row = await this.deps.assets.access.readable(user, id);
    const rows = await this.deps.assets.trees.subtree(row.id);
    return {
      filename: `${row.name}.zip`,
      archive: zipSubtree(rows, this.deps.blobs),
      asset: downloadedAsset(row),
    };
  }

  /**
   * The blob opened to be written to the response; a blob lost from storage is logged and answered
   * as a 404 before any byte, never half a file.
   */
  async openForSending(download: BlobDownload, range?: ByteRange): Promise<BlobSending> {
    try {
      return await this.deps.blobs.openForSending(download.sha256, range, download.size);
    } catch (error) {
      if (error instanceof BlobNotFoundError) {
        this.deps.log?.error({ sha256: download.sha256 }, 'a stored file is missing from the blob store');
        throw missingContent();
      }
      if (error instanceof BlobDamagedError) {
        this.deps.log?.error({ sha256: download.sha256, reason: error.reason }, 'a stored file is damaged');
        throw missingContent();
      }
      throw error;
    }
  }

  private lost(row: AssetRow, sha256: string) {
    this.deps.log?.error(
      { assetId: row.id, sha256 },
      'a stored image variant is missing from the blob store',
    );
    return missingContent();
  }
}
