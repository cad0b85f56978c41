import { z } from 'zod';
import { MAX_ID } from '../validation';
import { numberText } from './common.ts';

/**
 * Saves that carry the version they started from (issue 28 item 16, decision 070). A story or a page
 * answers its `revision`; the editor sends it back as `baseRevision` with the save (and the restore).
 * When another save came in between, the save is refused with 409 and a sentence saying who saved
 * and when, and nothing is written. A save that sends no `baseRevision` is not checked (scripts that
 * mean to replace).
 */
const BASE_REVISION = 'baseRevision must be the revision you started from (a whole number), or null.';

export const baseRevisionField = z
  .union([z.null(), z.number(), numberText(BASE_REVISION)], {
    error: 'baseRevision must be the revision you started from (a whole number), or null.',
  })
  .transform((value) => (value === null || value === '' ? null : Number(value)))
  .refine(
    (n) => n === null || (Number.isInteger(n) && n >= 0 && n <= MAX_ID),
    'baseRevision must be the revision you started from (a whole number), or null.',
  );

const REVISION = 'revision must be a revision number.';

/** The revision a restore brings back (news, pages, draw games): a whole number from 1. */
export const revisionField = z
  .union([z.number(), numberText(REVISION)], { error: REVISION })
  .transform(Number)
  .refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_ID, REVISION);

const REVISIONS_LIMIT = 'limit must be a whole number from 1 to 100.';

/** How many revisions a list answers (pages, draw games): 1 to 100, 20 when not given. */
export const revisionsLimitField = z
  .union([z.number(), numberText(REVISIONS_LIMIT)], { error: REVISIONS_LIMIT })
  .transform(Number)
  .refine((n) => Number.isInteger(n) && n >= 1 && n <= 100, REVISIONS_LIMIT)
  .default(20);

/** Read beside a save's own body: the revision it started from, when it names one. */
export const SavedFrom = z.object({ baseRevision: baseRevisionField.optional() });
export type SavedFrom = z.infer<typeof SavedFrom>;

/** The 409 of a stale save: `what` ('This story') was saved by someone else after the editor opened it. */
export function staleSaveMessage(what: string, savedBy: string | null, savedAt: string | null): string {
  const who = savedBy ? savedBy : 'someone else';
  const when = savedAt ? ` on ${savedAt.slice(0, 10)} at ${savedAt.slice(11, 16)} UTC` : '';
  return `${what} was changed by ${who}${when}, after you opened it. Reload it to see their changes, or compare them with yours before saving again.`;
}
