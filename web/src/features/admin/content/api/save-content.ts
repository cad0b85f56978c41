import type { ContentAnswer, ContentPage } from '@portal/domain/schemas';
import { api } from '../../../../lib/api-client';
import { useNewRevisionMutation } from './new-revision';

/** POST /api/content/edit{page} (auth, SA, JSON): the page's whole document; a get{page} answer is accepted as is. */
function saveContent<P extends ContentPage>(page: P, document: unknown): Promise<ContentAnswer<P>> {
  return api.post<ContentAnswer<P>>(`/api/content/edit${page}`, { auth: true, json: document });
}

/** Saves, then shows the saved answer everywhere the page is read and refreshes its revisions. */
export function useSaveContent<P extends ContentPage>(page: P) {
  return useNewRevisionMutation(page, (document: unknown) => saveContent(page, document));
}

/** GET /api/content/get{page}, past the cache: the page as saved now (a stale save's comparison). */
export function fetchSavedContent<P extends ContentPage>(page: P): Promise<ContentAnswer<P>> {
  return api.get<ContentAnswer<P>>(`/api/content/get${page}`);
}
