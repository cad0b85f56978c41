import { MESSAGES } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { alerts } from '../../../components/alerts';
import { signOutLocally } from '../../../lib/session';
import { logoutRequest } from '../api/auth';

/** Ends the server session, clears token and user, says so; the guards then re-check the route. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logoutRequest();
    } catch (error) {
      console.warn('[auth] logout call failed; signing out locally', error);
    }
    signOutLocally(queryClient);
    alerts.success(MESSAGES.logoutSuccess);
  }, [queryClient]);
}
