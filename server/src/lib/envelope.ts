import { STATUS_CODES } from 'node:http';
import type { Envelope } from '@portal/domain/schemas';

export function ok<T>(data: T, code = 200): Envelope<T> {
  return { success: true, data, status: { code, name: STATUS_CODES[code] ?? 'OK' }, error: null };
}

export function failure(code: number, error: string): Envelope<null> {
  return { success: false, data: null, status: { code, name: STATUS_CODES[code] ?? 'Error' }, error };
}
