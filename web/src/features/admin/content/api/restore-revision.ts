import type { ContentAnswer, ContentPage } from '@portal/domain/schemas';
import { api } from '../../../../lib/api-client';
import { useNewRevisionMutation } from './new-revision';

/** POST /api/content/restore (auth, SA, JSON): an earlier revision saved again as the newest. */
function restoreRevision<P extends ContentPage>(page: P, revision: number): Promise<ContentAnswer<P>> {
  return api.post<ContentAnswer<P>>('/api/content/restore', { auth: true, json: { page, revision } });
}

export function useRestoreRevision<P extends ContentPage>(page: P) {
  return useNewRevisionMutation(page, (revision: number) => restoreRevision(page, revision));
}
