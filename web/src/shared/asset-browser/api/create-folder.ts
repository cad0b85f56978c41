import { MESSAGES } from '@portal/domain';
import type { DirectoryItem } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/asset/create/folder (auth): pid, name. Answers the new folder. */
export function createFolder(parentId: number, name: string): Promise<DirectoryItem> {
  return api.post<DirectoryItem>('/api/asset/create/folder', {
    auth: true,
    ids: [{ value: parentId, message: MESSAGES.parentIdInvalid }],
    form: { pid: parentId, name },
  });
}
