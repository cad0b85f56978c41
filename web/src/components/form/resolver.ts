import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { splitFieldMessage } from './server-errors';

/**
 * The domain's messages name their field ('title: please …', 'sections.title must …'); under the
 * field itself that name goes. A message naming something else is left whole. Messages name list
 * fields without their index: 'sections.title' for sections.2.title.
 */
function textUnderField(path: string, message: string): string {
  const parts = splitFieldMessage(message);
  const named = path
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');
  return parts && (parts.field === named || named.endsWith(`.${parts.field}`)) ? parts.text : message;
}

/**
 * A react-hook-form resolver from a domain zod schema, so a form checks exactly what the server
 * will. `toRequest` turns the form's values into the request first (a local date and time into
 * ISO, a picked image into its id); the first problem of each field lands on the field of that
 * name, and a valid form submits the parsed request.
 */
export function domainResolver<Values extends FieldValues, Request>(
  schema: z.ZodType<Request>,
  toRequest: (values: Values) => unknown,
  more: readonly FurtherCheck<Values>[] = [],
): Resolver<Values, unknown, Request> {
  return async (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    const collect = (issues: readonly z.core.$ZodIssue[], at = '') => {
      for (const issue of issues) {
        const path = [at, ...issue.path.map(String)].filter(Boolean).join('.');
        const named = issue.path.map(String).join('.');
        errors[path] ??= { type: issue.code, message: textUnderField(named, issue.message) };
      }
    };
    const result = await schema.safeParseAsync(toRequest(values));
    if (!result.success) collect(result.error.issues);
    for (const check of more) {
      const part = await check.schema.safeParseAsync(check.toRequest(values));
      if (!part.success) collect(part.error.issues, check.at);
    }
    if (result.success && Object.keys(errors).length === 0) return { values: result.data, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** A second schema a form must also pass (a draw game's details), its problems under the field `at`. */
export interface FurtherCheck<Values> {
  schema: z.ZodType<unknown>;
  toRequest: (values: Values) => unknown;
  at: string;
}
