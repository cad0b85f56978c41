import type { z } from 'zod';
import { badRequest } from './http-error.ts';

// Zod's own messages ('Invalid input: expected boolean…') do not say which field; ours do.
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (big|small)|Expected|Unrecognized)/;

/** Parses input with a domain schema; the first problem becomes a 400 with a readable message. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message ?? 'The request is not valid.';
  const field = issue?.path.length ? issue.path.join('.') : '';
  throw badRequest(field && ZOD_DEFAULT_MESSAGE.test(message) ? `${field}: ${message}` : message);
}
