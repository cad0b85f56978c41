import { api } from '../../../lib/api-client';
import type { AssetItem } from './types';

/** POST /api/asset/create/folder (auth): pid, name. Answers the new folder. */
export function createFolder(parentId: number, name: string): Promise<AssetItem> {
  return api.post<AssetItem>('/api/asset/create/folder', { auth: true, form: { pid: parentId, name } });
}
