import { api } from '../../../lib/api-client';
import type { AssetItem } from './types';

/** POST /api/asset/move (auth): ids joined with a colon, parentId. Answers the moved items. */
export function moveAssets(ids: number[], parentId: number): Promise<AssetItem[]> {
  return api.post<AssetItem[]>('/api/asset/move', { auth: true, form: { ids: ids.join(':'), parentId } });
}
