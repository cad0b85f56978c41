import { MESSAGES, type User } from '@portal/domain';
import type { DirectoryItem } from '@portal/domain/schemas';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { ResumableFileStore } from '../../storage/resumable-store.ts';
import type { AssetAccess } from './asset-access.service.ts';
import type { AssetTrees } from './asset-trees.service.ts';
import type { AssetUploads } from './asset-uploads.service.ts';
import { byteSize, cleanFileName } from './uploads.ts';

/** What a resumable upload is for, from its Upload-Metadata: the file's name and its folder. */
export interface UploadTarget {
  name: string;
  parentId: number;
}

/** The metadata key naming who started an upload: set by the server, never taken from the client. */
export const UPLOADER_KEY = 'uploader';

export interface ResumableUploadsDeps {
  store: ResumableFileStore;
  blobs: BlobStore;
  access: AssetAccess;
  trees: AssetTrees;
  uploads: AssetUploads;
  maxBytes: number;
}

/**
 * Files sent with the tus protocol into an asset folder (decision 145). The folder is checked with
 * the asset policy when the upload is created and again when its last byte has arrived; the finished
 * file then goes the way of every upload (AssetUploads.storeStaged): the same names, checks and
 * audit entry. An upload belongs to the user who created it; another caller is told it is not there.
 */
export class ResumableUploads {
  constructor(private readonly deps: ResumableUploadsDeps) {}

  /** UPLOAD_MAX_BYTES: the largest file an upload may be. */
  get maxBytes(): number {
    return this.deps.maxBytes;
  }

  /** The target named by an upload's metadata (`filename`, `parentId`), or a 400 saying what is wrong. */
  target(metadata: Record<string, string | null> | undefined): UploadTarget {
    const raw = metadata?.filename ?? '';
    const name = cleanFileName(raw);
    if (!raw) throw badRequest('Name the file in the upload metadata (filename).');
    if (name === null) throw badRequest(`'${raw}' cannot be used as a file name.`);
    const parentText = metadata?.parentId ?? '';
    if (!/^[1-9]\d{0,15}$/.test(parentText)) throw badRequest(MESSAGES.parentIdInvalid);
    return { name, parentId: Number(parentText) };
  }

  /** Before an upload is created: the size within the limit, the folder there and `user`'s to edit. */
  async authoriseCreate(user: User, target: UploadTarget, length: number): Promise<void> {
    if (length > this.deps.maxBytes) throw this.tooLarge(target.name);
    await this.authoriseFolder(user, target.parentId);
  }

  /** An upload someone other than `user` started is, to `user`, not there. */
  checkOwner(user: User, metadata: Record<string, string | null> | undefined): void {
    if (metadata?.[UPLOADER_KEY] !== String(user.id)) throw noSuchUpload();
  }

  tooLarge(name: string): HttpError {
    return new HttpError(413, `${name} is larger than the upload limit of ${byteSize(this.deps.maxBytes)}.`);
  }

  /**
   * The last byte of upload `id` has arrived: check the folder again (it may be gone, or no longer
   * the caller's), then store the file in it. The upload's bytes become the staged blob by a rename;
   * stored or refused, the upload is gone: nothing of it is left half-written.
   */
  async finish(
    user: User,
    id: string,
    size: number,
    metadata: Record<string, string | null> | undefined,
  ): Promise<DirectoryItem> {
    const { store, blobs, uploads } = this.deps;
    this.checkOwner(user, metadata);
    try {
      const target = this.target(metadata);
      await this.authoriseFolder(user, target.parentId);
      const finished = await store.finished(id, size);
      const file = await uploads.stageBlob(target.name, await blobs.adopt(finished.file, finished));
      try {
        const [item] = await uploads.storeStaged(target.parentId, [file], user.id);
        return item!;
      } finally {
        await uploads.discardStaged([file]);
      }
    } finally {
      // Stored, or refused with every byte there (the folder gone meanwhile): the upload is over.
      await store.forget(id);
    }
  }

  private async authoriseFolder(user: User, parentId: number): Promise<void> {
    await this.deps.access.authoriseEdit(user, [parentId]);
    await this.deps.trees.folder(parentId);
  }
}

export const noSuchUpload = () => notFound('There is no upload with this id. Start the upload again.');
