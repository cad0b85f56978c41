import { useRef } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { domainResolver, type FurtherCheck } from './resolver';

/**
 * The admin's one way to bind a domain schema to a form. The form holds `Values` (what its inputs
 * hold: text for dates, a picked image); `toRequest` turns them into the request, which `schema`
 * (from @portal/domain, the one the server checks) validates. Problems land on the fields of the
 * same names, and `handleSubmit` hands over the parsed request, typed by the schema.
 */
export function useDomainForm<Values extends FieldValues, Request>({
  schema,
  toRequest,
  alsoCheck = [],
  defaultValues,
}: {
  schema: z.ZodType<Request>;
  /** From the inputs' values to the request; the values themselves when they are the request. */
  toRequest: (values: Values) => unknown;
  /** Further schemas a part of the form must pass (a draw game's details, under 'details'). */
  alsoCheck?: readonly FurtherCheck<Values>[];
  defaultValues: DefaultValues<Values>;
}): UseFormReturn<Values, unknown, Request> {
  // react-hook-form keeps the first resolver it is given: this one reads the latest schema and
  // mapping (which may close over props) each time it checks.
  const latest = useRef({ schema, toRequest, alsoCheck });
  latest.current = { schema, toRequest, alsoCheck };
  const resolver = useRef<Resolver<Values, unknown, Request>>((values, context, options) => {
    const { schema, toRequest, alsoCheck } = latest.current;
    return domainResolver(schema, toRequest, alsoCheck)(values, context, options);
  });
  return useForm<Values, unknown, Request>({ defaultValues, resolver: resolver.current });
}
