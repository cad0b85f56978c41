import { MESSAGES } from '@portal/domain';
import { toFailure } from '../../../lib/api-client';

/** The server's message of a failure, for the danger alert (SPEC §8); a generic one when it gave none. */
export function failureMessage(error: unknown): string {
  const { message } = toFailure(error);
  return message.trim() !== '' ? message : MESSAGES.genericError;
}
