import type { OperatorDeleted } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshPeople } from '../../../../shared/people';

/** POST /api/operator/delete (auth; SA): refused with 409 while users belong to it. */
function deleteOperator(id: number): Promise<OperatorDeleted> {
  return api.post<OperatorDeleted>('/api/operator/delete', { auth: true, form: { id } });
}

export function useDeleteOperator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOperator, onSuccess: () => refreshPeople(queryClient) });
}
