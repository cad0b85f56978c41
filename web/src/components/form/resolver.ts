import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { splitFieldMessage } from './server-errors';

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && 'message' in value && 'type' in value;
}

/**
 * The domain's messages name their field ('title: please …', 'sections.title must …'); under the
 * field itself that name goes. A message naming something else is left whole.
 */
function tidy(errors: FieldErrors, path: string[] = []): FieldErrors {
  for (const [key, value] of Object.entries(errors)) {
    const here = [...path, key];
    if (isFieldError(value) && typeof value.message === 'string') {
      const parts = splitFieldMessage(value.message);
      // Messages name list fields without their index: 'sections.title' for sections.2.title.
      const named = here.filter((segment) => !/^\d+$/.test(segment) && segment !== 'root').join('.');
      if (parts && (parts.field === named || named.endsWith(`.${parts.field}`))) value.message = parts.text;
    }
    if (typeof value === 'object' && value !== null && !(value instanceof Element)) {
      tidy(value as FieldErrors, here);
    }
  }
  return errors;
}

/**
 * A react-hook-form resolver from a domain zod schema, so a form checks exactly what the server
 * will. `toRequest` turns the form's values into the request first (a local date and time into
 * ISO, a picked image into its id); errors land on the fields of the same names.
 */
export function domainResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  toRequest: (values: Values) => unknown = (values) => values,
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(toRequest(values) as FieldValues, context, options as never);
    return { ...result, errors: tidy(result.errors) } as Awaited<
      ReturnType<Resolver<Values, unknown, Output>>
    >;
  };
}
