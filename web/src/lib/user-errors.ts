import { MESSAGES, parseGuestExpired } from '@portal/domain';
import { toFailure } from './api-client';

/**
 * Classification of a failed user load at start-up (SPEC §4 Start-up, §8):
 * - not authorised / not logged in (server or local failure): continue as a visitor;
 * - 'Guest account expired|{slug}': go to /guest/{slug};
 * - anything else: start-up failed, full-page error.
 */
export type UserLoadOutcome =
  | { kind: 'visitor' }
  | { kind: 'guest-expired'; slug: string }
  | { kind: 'failed' };

const VISITOR_MESSAGES: readonly string[] = [
  MESSAGES.notLoggedIn,
  MESSAGES.notAuthorised,
  MESSAGES.notAuthorisedLocal,
];

export function classifyUserError(error: unknown): UserLoadOutcome {
  const { message } = toFailure(error);
  if (VISITOR_MESSAGES.includes(message)) return { kind: 'visitor' };
  const slug = parseGuestExpired(message);
  if (slug !== null) return { kind: 'guest-expired', slug };
  return { kind: 'failed' };
}

/** Thrown by the user query for the outcomes that are not 'visitor'. */
export class UserLoadError extends Error {
  readonly outcome: Exclude<UserLoadOutcome, { kind: 'visitor' }>;
  override readonly cause: unknown;

  constructor(outcome: Exclude<UserLoadOutcome, { kind: 'visitor' }>, cause: unknown) {
    super(toFailure(cause).message);
    this.name = 'UserLoadError';
    this.outcome = outcome;
    this.cause = cause;
  }
}
