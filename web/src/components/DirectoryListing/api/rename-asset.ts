import { api } from '../../../lib/api-client';
import type { AssetItem } from './types';

/** POST /api/asset/rename (auth): id, name. Answers the renamed item. */
export function renameAsset(id: number, name: string): Promise<AssetItem> {
  return api.post<AssetItem>('/api/asset/rename', { auth: true, form: { id, name } });
}
