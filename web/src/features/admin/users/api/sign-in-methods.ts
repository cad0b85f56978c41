import type { SignInMethods } from '@portal/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshPeople } from '../../../../shared/people';

const signInMethodsKey = (id: number) => ['admin', 'users', id, 'sign-in-methods'] as const;

/** GET /api/user/sign-in-methods?id= (auth; AM and SA): how a staff member signs in. */
export function useSignInMethods(id: number) {
  return useQuery({
    queryKey: signInMethodsKey(id),
    queryFn: ({ signal }) =>
      api.get<SignInMethods>('/api/user/sign-in-methods', { auth: true, query: { id }, signal }),
  });
}

/** POST /api/user/reset-second-factor (auth; SA): clears a lost second factor, in the audit trail. */
export function useResetSecondFactor(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SignInMethods>('/api/user/reset-second-factor', { auth: true, form: { id } }),
    onSuccess: (methods) => {
      queryClient.setQueryData(signInMethodsKey(id), methods);
      // The history panel shows the reset.
      void refreshPeople(queryClient);
    },
  });
}
