import { api } from '../../../lib/api-client';

/** POST /api/asset/delete (auth): id. A folder goes with everything under it. */
export function deleteAsset(id: number): Promise<unknown> {
  return api.post('/api/asset/delete', { auth: true, ids: [{ value: id }], form: { id } });
}
