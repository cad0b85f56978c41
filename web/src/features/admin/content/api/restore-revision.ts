import type { ContentAnswer, ContentPage } from '@portal/domain/schemas';
import { api } from '../../../../lib/api-client';
import { useNewRevisionMutation } from './new-revision';

/** POST /api/content/restore (auth, SA, JSON): an earlier revision saved again as the newest. */
function restoreRevision<P extends ContentPage>(
  page: P,
  revision: number,
  baseRevision: number | null,
): Promise<ContentAnswer<P>> {
  return api.post<ContentAnswer<P>>('/api/content/restore', {
    auth: true,
    json: { page, revision, baseRevision },
  });
}

/** Restores `revision`; `baseRevision` is the one the editor shows, refused (409) when another save came since. */
export function useRestoreRevision<P extends ContentPage>(page: P) {
  return useNewRevisionMutation(page, (which: { revision: number; baseRevision: number | null }) =>
    restoreRevision(page, which.revision, which.baseRevision),
  );
}
