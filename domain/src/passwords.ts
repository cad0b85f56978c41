import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/** What the set-password and reset-password screens and calls say; the server and the web say the same. */
export const PASSWORD_MESSAGES = {
  length: `Choose a password of ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  mismatch: 'The two passwords do not match.',
  emailNeeded: 'Enter the e-mail address of your account.',
  linkMissing: 'This link is incomplete. Open the link from your e-mail again.',
  linkUnusable:
    'This link has expired or has already been used. Ask for a new one on the Reset Password page.',
} as const;

/** Why a chosen password cannot be used, or null when it can (length counts characters, not bytes). */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  return length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH ? PASSWORD_MESSAGES.length : null;
}

/** How long a link stays valid, as the mail and the Reset Password page say it ('one hour', '72 hours'). */
export function linkValidityText(hours: number): string {
  return hours === 1 ? 'one hour' : `${hours} hours`;
}
