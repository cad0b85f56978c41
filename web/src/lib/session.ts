import type { User } from '@portal/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { clearToken, useToken } from './token-store';
import { classifyUserError, UserLoadError } from './user-errors';

const USER_QUERY_ROOT = ['user', 'active'] as const;

function userQueryKey(token: string | null) {
  return [...USER_QUERY_ROOT, token] as const;
}

/**
 * GET /api/user/active (auth). A visitor outcome resolves to null (no user); a guest-expired or any
 * other failure rejects with a UserLoadError. Never retried, so a failure shows at once.
 */
export function userQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: userQueryKey(token),
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        return await api.get<User>('/api/user/active', { auth: true, token, signal });
      } catch (error) {
        const outcome = classifyUserError(error);
        if (outcome.kind === 'visitor') {
          if (token) console.info('[session] stored token refused, continuing as a visitor');
          return null;
        }
        console.warn('[session] user load failed', error);
        throw new UserLoadError(outcome, error);
      }
    },
    retry: false,
    retryOnMount: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export type SessionStatus = 'loading' | 'ready';

export interface Session {
  token: string | null;
  user: User | null;
  /** 'loading' while the user of the current token is not yet known (SPEC §2: defer the checks). */
  status: SessionStatus;
  error: UserLoadError | null;
}

export function useSession(): Session {
  const token = useToken();
  // Without a token there is no one to load: a visitor, known from the first render on. The start-up
  // gate still asks who the caller is (and fails start-up on an error); the many components that read
  // the session do not follow that answer, which for a visitor changes nothing they show.
  const query = useQuery({ ...userQueryOptions(token), subscribed: token !== null });
  return {
    token,
    user: token === null ? null : (query.data ?? null),
    status: token !== null && query.isPending ? 'loading' : 'ready',
    error: query.error instanceof UserLoadError ? query.error : null,
  };
}

/** How often an open page asks again who its signed-in caller is (issue 28 item 4, decision 046). */
export const USER_RECHECK_MS = 60_000;

/**
 * Asks again who the caller is: a call refused for a token the app still holds means the account
 * changed (ended, deleted, its group changed); the start-up gate acts on the answer.
 */
export function recheckUser(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: USER_QUERY_ROOT });
}

/** Whether a query is the user check itself (its refusals are its answer, not a reason to ask again). */
export function isUserQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === USER_QUERY_ROOT[0] && queryKey[1] === USER_QUERY_ROOT[1];
}

/** Forget the token and the user here (after logout, or when the server refused the token). */
export function signOutLocally(queryClient: QueryClient): void {
  queryClient.setQueryData(userQueryKey(null), null);
  clearToken();
  queryClient.removeQueries({
    queryKey: USER_QUERY_ROOT,
    predicate: (query) => query.queryKey[2] !== null,
  });
}
