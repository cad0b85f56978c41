import { MESSAGES } from '@portal/domain';
import type { DirectoryItem } from '@portal/domain/schemas';
import { type ResumableUploadOptions, resumableUpload } from '../../../lib/resumable-upload';

/**
 * A file into the folder `parentId`, resumable (tus, /api/uploads): a dropped connection or a
 * browser gone offline goes on from the byte the server has. Answers the stored item. (Other
 * clients keep SPEC's multipart putIntoParent; the server stores both the same way.)
 */
export function uploadIntoParent(
  parentId: number,
  file: File,
  options: Pick<ResumableUploadOptions, 'onProgress' | 'onWaiting' | 'signal'> = {},
): Promise<DirectoryItem | null> {
  return resumableUpload<DirectoryItem | null>(file, {
    auth: true,
    ids: [{ value: parentId, message: MESSAGES.parentIdInvalid }],
    metadata: { filename: file.name, parentId: String(parentId) },
    ...options,
  });
}
