import { MESSAGES } from '@portal/domain';
import type { DirectoryItem } from '@portal/domain/schemas';
import { api, type UploadOptions } from '../../../lib/api-client';

/**
 * POST /api/asset/putIntoParent (auth): multipart `parentId` and `files`. Answers the stored items.
 * Sent through api.upload (XMLHttpRequest) so that the listing can show a progress bar per file.
 */
export async function uploadIntoParent(
  parentId: number,
  files: File[],
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<DirectoryItem[]> {
  // parentId goes first: the server checks it before it stores any byte of the files.
  const body = new FormData();
  body.append('parentId', String(parentId));
  for (const file of files) body.append('files', file, file.name);

  const stored = await api.upload<DirectoryItem[] | null>('/api/asset/putIntoParent', body, {
    auth: true,
    ids: [{ value: parentId, message: MESSAGES.parentIdInvalid }],
    ...options,
  });
  return Array.isArray(stored) ? stored : [];
}
