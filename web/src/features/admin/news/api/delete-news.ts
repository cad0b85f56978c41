import type { NewsDeleted } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminNewsKeys, PUBLIC_NEWS_KEY } from './keys';

/** POST /api/news/delete (auth, SA): id. */
function deleteNews(id: number): Promise<NewsDeleted> {
  return api.post<NewsDeleted>('/api/news/delete', { auth: true, json: { id } });
}

export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: (_done, id) => {
      client.removeQueries({ queryKey: adminNewsKeys.story(id) });
      void client.invalidateQueries({ queryKey: adminNewsKeys.all });
      void client.invalidateQueries({ queryKey: PUBLIC_NEWS_KEY });
    },
  });
}
