import type { DirectoryItem } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/asset/rename (auth): id, name. Answers the renamed item. */
export function renameAsset(id: number, name: string): Promise<DirectoryItem> {
  return api.post<DirectoryItem>('/api/asset/rename', {
    auth: true,
    ids: [{ value: id }],
    form: { id, name },
  });
}
