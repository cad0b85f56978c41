import type { UserForm, UserSaved } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshPeople } from '../../../../shared/people';

/**
 * POST /api/user/create (auth; AM and SA): `type` POST adds, PUT edits. The form's values as the
 * server reads them: regions as a JSON list, no operator as blank.
 */
function saveUser(form: UserForm): Promise<UserSaved> {
  return api.post<UserSaved>('/api/user/create', {
    auth: true,
    form: {
      type: form.type,
      id: form.id,
      firstName: form.firstName,
      surname: form.surname,
      email: form.email,
      userType: form.userType,
      userGroup: form.userGroup,
      regions: form.regions === undefined ? undefined : JSON.stringify(form.regions),
      operator: form.operator === undefined ? undefined : (form.operator ?? ''),
      hash: form.hash,
      trackName: form.trackName,
      guestExpiryStart: form.guestExpiryStart,
      guestExpiryDays: form.guestExpiryDays,
      sendSetPasswordMail: form.sendSetPasswordMail,
    },
  });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveUser, onSuccess: () => refreshPeople(queryClient) });
}
