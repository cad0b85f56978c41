import { z } from 'zod';
import { isRegionKey } from '../regions';
import { NUMBER_TEXT_MAX } from '../validation';

/** Form and query booleans accept true/false/1/0 (DESIGN.md 'Contracts'). */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Text a form must fill in: trimmed; missing or blank answers `missing`, over `max` characters `tooLong`. */
export function requiredText(missing: string, max: number, tooLong: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
}

/** Trimmed text of at most `max` characters, its messages naming the field. */
export function boundedText(field: string, max: number) {
  return z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(max, `${field} must be at most ${max} characters.`);
}

/** The longest text a form's list field may be sent as (JSON text). */
export const JSON_TEXT_MAX = 100_000;

/** A number as a form or query sends it ('12'), of at most NUMBER_TEXT_MAX characters (`message` when longer). */
export function numberText(message: string) {
  return z.string().max(NUMBER_TEXT_MAX, message);
}

/** 'YYYY-MM-DD' as text, trimmed: at most 10 characters, which `message` says when longer. */
export function dateText(message: string) {
  return z.string({ error: message }).trim().max(10, message);
}

/** The longest region key a request may name (the real ones are far shorter). */
const REGION_KEY_TEXT_MAX = 100;

/** A region key as text, of at most REGION_KEY_TEXT_MAX characters; `error` when it is not text. */
export function regionKeyText(field: string, error: string) {
  return z
    .string({ error })
    .max(REGION_KEY_TEXT_MAX, `${field}: a region key is at most ${REGION_KEY_TEXT_MAX} characters.`);
}

/** regionKeyText that is a region: '${field}: 'x' is not a region.' otherwise. */
export function regionKeyField(field: string, error: string) {
  return regionKeyText(field, error).refine(isRegionKey, {
    error: (issue) => `${field}: '${String(issue.input)}' is not a region.`,
  });
}

/**
 * The first step of a list field (for z.preprocess): a form sends a JSON array as text, a single
 * plain value or repeated fields (an array); a JSON body sends an array. Blank text is an empty list.
 */
export function listFromForm(field: string) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text.length > JSON_TEXT_MAX) {
      ctx.addIssue({ code: 'custom', message: `${field} is too long.` });
      return z.NEVER;
    }
    if (text === '') return [];
    if (!text.startsWith('[')) return [text];
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${field} must be a JSON list.` });
      return z.NEVER;
    }
  };
}

/**
 * The list fields a form sends as JSON text: the API description shows them as the strings they are
 * in a form or query, and as lists in a JSON body (plugins/openapi.ts on the server). A registry, so a
 * list refined further (`.superRefine`) is still found: its lookups follow a schema to its parent.
 */
export const JSON_TEXT_LISTS = z.registry<{ field: string }>();

/** A list field of a form (listFromForm's inputs), checked by `list` once read. */
export function jsonTextList<T extends z.ZodType>(field: string, list: T) {
  const schema = z.preprocess(listFromForm(field), list);
  JSON_TEXT_LISTS.add(schema, { field });
  return schema;
}

/** A numeric id as a form, query or path sends it ('12'), or as a JSON number. */
export const ID_DESCRIPTION = {
  type: ['integer', 'string'],
  minimum: 1,
  pattern: '^[0-9]+$',
  maxLength: NUMBER_TEXT_MAX,
  description: 'A numeric id.',
};

export { PASSWORD_MAX_LENGTH } from '../constants';

/** The status of an answer: the HTTP status code and its name ('Bad Request'). */
interface ApiStatus {
  code: number;
  name: string;
}

/**
 * The answer of every /api call (DESIGN.md 'Contracts'): the HTTP status equals status.code; a
 * success carries data, a failure a message a person can read in error.
 */
export type Envelope<T> =
  | { success: true; data: T; status: ApiStatus; error: null }
  | { success: false; data: null; status: ApiStatus; error: string };

/** A failure as the web client hands it to callers (SPEC §7: code, name and message). */
export interface ApiFailure {
  code: number;
  name: string;
  message: string;
}
