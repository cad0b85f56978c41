import type { UserDeleted } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshPeople } from '../../../../shared/people';

/** POST /api/user/delete (auth; AM and SA): form id. */
function deleteUser(id: number): Promise<UserDeleted> {
  return api.post<UserDeleted>('/api/user/delete', { auth: true, form: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => refreshPeople(queryClient) });
}
