import { MESSAGES } from '@portal/domain';
import type { DirectoryItem } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/asset/move (auth): ids joined with a colon, parentId. Answers the moved items. */
export function moveAssets(ids: number[], parentId: number): Promise<DirectoryItem[]> {
  return api.post<DirectoryItem[]>('/api/asset/move', {
    auth: true,
    ids: [...ids.map((value) => ({ value })), { value: parentId, message: MESSAGES.parentIdInvalidMove }],
    form: { ids: ids.join(':'), parentId },
  });
}
