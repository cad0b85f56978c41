import type { UserDetail } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshPeople } from '../../../../shared/people';

/** POST /api/user/guest/extend (auth; AM and SA): `days` more after the last day (or after today once expired). */
function extendGuest({ id, days }: { id: number; days: number }): Promise<UserDetail> {
  return api.post<UserDetail>('/api/user/guest/extend', { auth: true, form: { id, days } });
}

export function useExtendGuest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: extendGuest, onSuccess: () => refreshPeople(queryClient) });
}
