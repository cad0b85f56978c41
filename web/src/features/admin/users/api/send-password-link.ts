import type { PasswordLinkSent } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshPeople } from '../../../../shared/people';

/** POST /api/user/send-password-link (auth; AM and SA): a set link without a password yet, else a reset link. */
function sendPasswordLink(id: number): Promise<PasswordLinkSent> {
  return api.post<PasswordLinkSent>('/api/user/send-password-link', { auth: true, form: { id } });
}

export function useSendPasswordLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendPasswordLink, onSuccess: () => refreshPeople(queryClient) });
}
