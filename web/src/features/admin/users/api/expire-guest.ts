import type { UserDetail } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshPeople } from '../../../../shared/people';

/** POST /api/user/guest/expire (auth; AM and SA): the last day becomes yesterday; the guest's sessions end. */
function expireGuest(id: number): Promise<UserDetail> {
  return api.post<UserDetail>('/api/user/guest/expire', { auth: true, form: { id } });
}

export function useExpireGuest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: expireGuest, onSuccess: () => refreshPeople(queryClient) });
}
