import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toFailure } from '../../lib/api-client';
import { alerts } from '../alerts';

type FormLike<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

/** The field a server message names ('title: please…', 'hero.title must be…'), and the rest of it. */
export function splitFieldMessage(message: string): { field: string; text: string } | null {
  const match = /^([A-Za-z][\w]*(?:\.[\w]+)*)(:\s*|\s+)(.+)$/s.exec(message.trim());
  if (!match) return null;
  const [, field = '', separator = '', rest = ''] = match;
  const text = separator.startsWith(':') ? rest : `${field} ${rest}`;
  return { field, text: text.charAt(0).toUpperCase() + text.slice(1) };
}

/**
 * Puts a failed save's message where it belongs: on the field the server's 400 names (and focuses
 * it), or else in a danger alert. Returns true when a field took it.
 */
export function applyServerError<T extends FieldValues>(
  form: FormLike<T>,
  error: unknown,
  fallback = 'That did not save. Please try again.',
): boolean {
  const failure = toFailure(error);
  const parts = failure.code === 400 ? splitFieldMessage(failure.message) : null;
  if (parts && form.getValues(parts.field as Path<T>) !== undefined) {
    form.setError(parts.field as Path<T>, { type: 'server', message: parts.text }, { shouldFocus: true });
    return true;
  }
  alerts.danger(failure.message || fallback);
  return false;
}
