import type { OperatorDetail } from '@portal/domain/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useToken } from '../../../../lib/token-store';
import { peopleKeys } from '../../../../shared/people';

/** GET /api/operator/{id} (auth; SA and AM): the operator with its users. */
function getOperator(id: number, signal?: AbortSignal): Promise<OperatorDetail> {
  return api.get<OperatorDetail>(`/api/operator/${id}`, { auth: true, signal });
}

function operatorQueryOptions(token: string | null, id: number) {
  return queryOptions({
    queryKey: peopleKeys.operator(token, id),
    queryFn: ({ signal }) => getOperator(id, signal),
    retry: false,
  });
}

/** The operator of a page's id; nothing is asked while the id is not a valid one. */
export function useOperator(id: number | null) {
  return useQuery({ ...operatorQueryOptions(useToken(), id ?? 0), enabled: id !== null });
}
