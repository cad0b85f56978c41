import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { splitFieldMessage } from './server-errors';

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && 'message' in value && 'type' in value;
}

/** The domain's messages name their field ('title: please …'); under the field itself that prefix goes. */
function tidy(errors: FieldErrors): FieldErrors {
  for (const value of Object.values(errors)) {
    if (isFieldError(value) && typeof value.message === 'string') {
      value.message = splitFieldMessage(value.message)?.text ?? value.message;
    } else if (typeof value === 'object' && value !== null) {
      tidy(value as FieldErrors);
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
