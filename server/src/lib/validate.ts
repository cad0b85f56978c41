import type { z } from 'zod';
import { badRequest } from './http-error.ts';

// Zod's own messages ('Invalid input: expected boolean…') do not say which field; ours do.
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (big|small)|Expected|Unrecognized)/;

/** Parses input with a domain schema; the first problem becomes a 400 with a readable message. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nulField = fieldWithNul(input);
  if (nulField !== null) {
    throw badRequest(`${nulField ? `${nulField}: ` : ''}Text cannot contain the NUL character (U+0000).`);
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message ?? 'The request is not valid.';
  const field = issue?.path.length ? issue.path.join('.') : '';
  throw badRequest(field && ZOD_DEFAULT_MESSAGE.test(message) ? `${field}: ${message}` : message);
}

/**
 * The path of the first text (a value or a field name) holding U+0000, '' for the input itself, null
 * when none does. PostgreSQL text cannot hold it (a 500 there), so both databases refuse it alike.
 */
function fieldWithNul(input: unknown): string | null {
  const pending: [unknown, string][] = [[input, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return itemPath;
        pending.push([item, itemPath]);
      }
    }
  }
  return null;
}
