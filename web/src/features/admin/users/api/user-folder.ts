import type { DirectoryItem } from '@portal/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

const folderKey = (userId: number) => ['people', 'folder', userId] as const;

/** GET /api/asset/user/folder?id= (SA): the user's folder, or null while they have none. */
export function userFolderQueryOptions(userId: number) {
  return queryOptions({
    queryKey: folderKey(userId),
    queryFn: async ({ signal }) =>
      (
        await api.get<DirectoryItem[]>('/api/asset/user/folder', {
          auth: true,
          signal,
          query: { id: userId },
        })
      )[0] ?? null,
  });
}

/** POST /api/asset/user (SA, multipart `id` and `files`): the first upload makes the user's folder. */
export function useUploadToUserFolder(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const body = new FormData();
      body.append('id', String(userId));
      for (const file of files) body.append('files', file, file.name);
      return api.upload<DirectoryItem[]>('/api/asset/user', body, { auth: true });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: folderKey(userId) }),
  });
}
