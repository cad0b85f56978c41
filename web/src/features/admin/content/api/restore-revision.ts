import type { ContentAnswer, ContentPage } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { contentKeys } from '../../../../shared/page-content';
import { revisionsKey } from './get-revisions';

/** POST /api/content/restore (auth, SA, JSON): an earlier revision saved again as the newest. */
function restoreRevision<P extends ContentPage>(page: P, revision: number): Promise<ContentAnswer<P>> {
  return api.post<ContentAnswer<P>>('/api/content/restore', { auth: true, json: { page, revision } });
}

export function useRestoreRevision<P extends ContentPage>(page: P) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) => restoreRevision(page, revision),
    onSuccess: (restored) => {
      client.setQueryData(contentKeys.page(page), restored);
      void client.invalidateQueries({ queryKey: revisionsKey(page) });
    },
  });
}
