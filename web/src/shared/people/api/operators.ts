import type { OperatorListItem } from '@portal/domain/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/token-store';
import { peopleKeys } from './keys';

/** GET /api/operator/get (auth; SA and AM): every operator with its regions, logo and user count. */
function getOperators(signal?: AbortSignal): Promise<OperatorListItem[]> {
  return api.get<OperatorListItem[]>('/api/operator/get', { auth: true, signal });
}

function operatorsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: peopleKeys.operators(token),
    queryFn: ({ signal }) => getOperators(signal),
    staleTime: 30_000,
  });
}

export function useOperators() {
  return useQuery(operatorsQueryOptions(useToken()));
}
