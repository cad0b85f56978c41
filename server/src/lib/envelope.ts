import { STATUS_CODES } from 'node:http';

/** The answer of every /api call (DESIGN.md 'Contracts'): the HTTP status equals status.code. */
export interface Envelope<T> {
  success: boolean;
  data: T | null;
  status: { code: number; name: string };
  error: string | null;
}

export function ok<T>(data: T, code = 200): Envelope<T> {
  return { success: true, data, status: { code, name: STATUS_CODES[code] ?? 'OK' }, error: null };
}

export function failure(code: number, error: string): Envelope<null> {
  return { success: false, data: null, status: { code, name: STATUS_CODES[code] ?? 'Error' }, error };
}
