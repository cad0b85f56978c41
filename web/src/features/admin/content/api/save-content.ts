import type { ContentAnswer, ContentPage } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { contentKeys } from '../../../../shared/page-content';
import { revisionsKey } from './get-revisions';

/** POST /api/content/edit{page} (auth, SA, JSON): the page's whole document; a get{page} answer is accepted as is. */
function saveContent<P extends ContentPage>(page: P, document: unknown): Promise<ContentAnswer<P>> {
  return api.post<ContentAnswer<P>>(`/api/content/edit${page}`, { auth: true, json: document });
}

/** Saves, then shows the saved answer everywhere the page is read and refreshes its revisions. */
export function useSaveContent<P extends ContentPage>(page: P) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: unknown) => saveContent(page, document),
    onSuccess: (saved) => {
      client.setQueryData(contentKeys.page(page), saved);
      void client.invalidateQueries({ queryKey: revisionsKey(page) });
    },
  });
}
