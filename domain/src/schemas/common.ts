import { z } from 'zod';

/** Form and query booleans accept true/false/1/0 (DESIGN.md 'Contracts'). */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export { PASSWORD_MAX_LENGTH } from '../constants';

/** The status of an answer: the HTTP status code and its name ('Bad Request'). */
interface ApiStatus {
  code: number;
  name: string;
}

/**
 * The answer of every /api call (DESIGN.md 'Contracts'): the HTTP status equals status.code; a
 * success carries data, a failure a message a person can read in error.
 */
export type Envelope<T> =
  | { success: true; data: T; status: ApiStatus; error: null }
  | { success: false; data: null; status: ApiStatus; error: string };

/** A failure as the web client hands it to callers (SPEC §7: code, name and message). */
export interface ApiFailure {
  code: number;
  name: string;
  message: string;
}
