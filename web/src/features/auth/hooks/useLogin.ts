import { isEmailShape, MESSAGES } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toFailure } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/session';
import { setToken } from '../../../lib/token-store';
import { trackEvent } from '../../../lib/track';
import { loginRequest } from '../api/auth';
import { type LoginProblem, loginProblemFor } from '../login-errors';

/**
 * SPEC §4 Login: check the username, call login, load the user, then store the token
 * (so the app switches to the signed-in user in one step) and track the success.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [pending, setPending] = useState(false);

  const submit = useCallback(
    async (rawEmail: string, password: string): Promise<boolean> => {
      const email = rawEmail.trim();
      if (!email || !isEmailShape(email)) {
        setProblem({ kind: 'unknown-account' });
        return false;
      }
      setPending(true);
      setProblem(null);
      try {
        const token = await loginRequest(email, password);
        const user = await queryClient.fetchQuery(userQueryOptions(token));
        if (!user) {
          setProblem({ kind: 'message', text: MESSAGES.genericError });
          return false;
        }
        setToken(token);
        void trackEvent('Login success');
        return true;
      } catch (error) {
        setProblem(loginProblemFor(toFailure(error)));
        return false;
      } finally {
        setPending(false);
      }
    },
    [queryClient],
  );

  const clearProblem = useCallback(() => setProblem(null), []);

  return { submit, problem, pending, clearProblem };
}
