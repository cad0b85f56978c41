import { MESSAGES } from '@portal/domain';
import type { ApiFailure } from '@portal/domain/schemas';
import { toFailure } from '../../lib/api-client';

/**
 * What the login form shows (SPEC §2, §5, §8; DESIGN: empty username shows the unknown-account
 * message and makes no call; a 429 shows the server's message).
 */
export type LoginProblem = { kind: 'unknown-account' } | { kind: 'message'; text: string };

export function loginProblemFor(failure: ApiFailure): LoginProblem {
  if (failure.code === 404) return { kind: 'unknown-account' };
  if (failure.code === 429) return { kind: 'message', text: failure.message || MESSAGES.genericError };
  if (failure.message) return { kind: 'message', text: MESSAGES.invalidCredentials };
  return { kind: 'message', text: MESSAGES.genericError };
}

/**
 * What the second step shows: the server's sentence (a wrong code, an expired sign-in, a wait), or
 * that the browser's passkey prompt was closed.
 */
export function secondFactorProblemFor(error: unknown): LoginProblem {
  if (error instanceof Error && error.name === 'NotAllowedError')
    return { kind: 'message', text: 'The passkey prompt was closed before it finished. Please try again.' };
  const failure = toFailure(error);
  return { kind: 'message', text: failure.message || MESSAGES.genericError };
}
