import type { SearchKind } from '@portal/domain/schemas';
import { useRegions } from '../../../lib/region';
import { useSession } from '../../../lib/session';
import { useToken } from '../../../lib/token-store';
import type { SearchRequest } from '../api/search';

/**
 * A search as the caller makes it: a signed-in user's region selection (a visitor sends none and
 * gets what a visitor may read) and their token in the key, since both change the answer.
 */
export function useSearchRequest(q: string, kinds: readonly SearchKind[], limit: number): SearchRequest {
  const { user } = useSession();
  const { selection } = useRegions();
  const token = useToken();
  return { q, kinds, regions: user ? selection : undefined, limit, token };
}
