import type { UserDetail } from '@portal/domain/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useToken } from '../../../../lib/token-store';
import { peopleKeys } from '../../../../shared/people';

/** GET /api/user/get?id= (auth; AM and SA): what the edit form needs. */
function getUser(id: number, signal?: AbortSignal): Promise<UserDetail> {
  return api.get<UserDetail>('/api/user/get', { auth: true, signal, query: { id } });
}

function userQueryOptions(token: string | null, id: number) {
  return queryOptions({
    queryKey: peopleKeys.user(token, id),
    queryFn: ({ signal }) => getUser(id, signal),
    retry: false,
  });
}

/** The user of `id`; with `enabled: false` (an id that cannot be one) nothing is asked. */
export function useUser(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userQueryOptions(useToken(), id), enabled });
}
