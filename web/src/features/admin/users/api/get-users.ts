import type { UserType } from '@portal/domain';
import type { UserListItem } from '@portal/domain/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useToken } from '../../../../lib/token-store';
import { peopleKeys } from '../../../../shared/people';

/** GET /api/users/getAll?type= (auth; AM and SA): the users of one type, or everyone; an AM gets no SA or AM. */
function getUsers(type: UserType | null, signal?: AbortSignal): Promise<UserListItem[]> {
  return api.get<UserListItem[]>('/api/users/getAll', {
    auth: true,
    signal,
    query: { type: type ?? undefined },
  });
}

function usersQueryOptions(token: string | null, type: UserType | null) {
  return queryOptions({
    queryKey: peopleKeys.users(token, type),
    queryFn: ({ signal }) => getUsers(type, signal),
    staleTime: 15_000,
  });
}

export function useUsers(type: UserType | null) {
  return useQuery(usersQueryOptions(useToken(), type));
}
