import { z } from 'zod';

/** Form and query booleans accept true/false/1/0 (DESIGN.md 'Contracts'). */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
