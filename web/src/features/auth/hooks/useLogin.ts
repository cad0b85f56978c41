import { isEmailShape, MESSAGES } from '@portal/domain';
import type { SecondFactorChallenge } from '@portal/domain/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toFailure } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/session';
import { setToken } from '../../../lib/token-store';
import { trackEvent } from '../../../lib/track';
import { loginOrChallenge, passkeySignIn, secondFactorRequest } from '../api/second-factor';
import { type LoginProblem, loginProblemFor, secondFactorProblemFor } from '../login-errors';

export type PendingSecondFactor = SecondFactorChallenge['secondFactor'];

/**
 * SPEC §4 Login: check the username, call login, load the user, then store the token
 * (so the app switches to the signed-in user in one step) and track the success. An account with a
 * second factor is asked for it after the password (decision 160); a passkey alone also signs in.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [pending, setPending] = useState(false);
  const [secondFactor, setSecondFactor] = useState<PendingSecondFactor | null>(null);

  /** Loads the user of a new token, then keeps it: true once signed in. */
  const finish = useCallback(
    async (token: string): Promise<boolean> => {
      const user = await queryClient.fetchQuery(userQueryOptions(token));
      if (!user) {
        setProblem({ kind: 'message', text: MESSAGES.genericError });
        return false;
      }
      setToken(token);
      void trackEvent('Login success');
      return true;
    },
    [queryClient],
  );

  const attempt = useCallback(
    async (step: () => Promise<boolean>, problemFor: (error: unknown) => LoginProblem) => {
      setPending(true);
      setProblem(null);
      try {
        return await step();
      } catch (error) {
        setProblem(problemFor(error));
        return false;
      } finally {
        setPending(false);
      }
    },
    [],
  );

  const submit = useCallback(
    async (rawEmail: string, password: string): Promise<boolean> => {
      const email = rawEmail.trim();
      if (!email || !isEmailShape(email)) {
        setProblem({ kind: 'unknown-account' });
        return false;
      }
      return attempt(
        async () => {
          const answer = await loginOrChallenge(email, password);
          if (typeof answer !== 'string') {
            setSecondFactor(answer.secondFactor);
            return false;
          }
          return finish(answer);
        },
        (error) => loginProblemFor(toFailure(error)),
      );
    },
    [attempt, finish],
  );

  const submitCode = useCallback(
    (code: string): Promise<boolean> => {
      if (!secondFactor) return Promise.resolve(false);
      if (!code.trim()) {
        setProblem({ kind: 'message', text: 'Please enter the code.' });
        return Promise.resolve(false);
      }
      return attempt(
        async () => finish(await secondFactorRequest(secondFactor.challenge, code.trim())),
        secondFactorProblemFor,
      );
    },
    [attempt, finish, secondFactor],
  );

  /** A passkey: the second step of the waiting sign-in, or on its own from the login form. */
  const signInWithPasskey = useCallback(
    (): Promise<boolean> =>
      attempt(async () => finish(await passkeySignIn(secondFactor?.challenge)), secondFactorProblemFor),
    [attempt, finish, secondFactor],
  );

  const startOver = useCallback(() => {
    setSecondFactor(null);
    setProblem(null);
  }, []);

  const clearProblem = useCallback(() => setProblem(null), []);

  return { submit, submitCode, signInWithPasskey, startOver, secondFactor, problem, pending, clearProblem };
}
