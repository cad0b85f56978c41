import { MESSAGES } from '@portal/domain';
import type { DirectoryItem, TrashAnswer } from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assetKeys } from './keys';

/** The trash of every tree (SA): one list, newest first. */
export const trashKey = [...assetKeys.all, 'trash'] as const;

/** GET /api/asset/trash (auth, SA). */
export const trashQueryOptions = queryOptions({
  queryKey: trashKey,
  queryFn: ({ signal }) => api.get<TrashAnswer>('/api/asset/trash', { auth: true, signal }),
});

/** POST /api/asset/trash/restore (auth, SA): where it was, or into `parentId`. */
export function restoreFromTrash(id: number, parentId: number | null): Promise<DirectoryItem> {
  return api.post<DirectoryItem>('/api/asset/trash/restore', {
    auth: true,
    ids: [
      { value: id },
      ...(parentId === null ? [] : [{ value: parentId, message: MESSAGES.parentIdInvalid }]),
    ],
    form: parentId === null ? { id } : { id, parentId },
  });
}

/** POST /api/asset/trash/purge (auth, SA): deletes the item for good. */
export function purgeFromTrash(id: number): Promise<unknown> {
  return api.post('/api/asset/trash/purge', { auth: true, ids: [{ value: id }], form: { id } });
}
