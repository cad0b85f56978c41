import { z } from 'zod';
import { requiredText } from './common.ts';
import { type Deleted, idField, regionSelectionField } from './games.ts';
import { checkIdForType, UserListItem } from './users.ts';

/**
 * Requests and answers of SPEC §7 'Operators' (issue 10). Every answer is the envelope; `data` is
 * given below.
 *
 * POST /api/operator/create takes the asset form of games (multipart): the logo is uploaded as
 * `files[logo][0][data]`, or reused from a stored image as `files[logo][0][id]`; a field `logo=[]`
 * removes it, and an edit that does not mention the logo keeps it. Logos live in the operator's
 * asset tree (`operator:{id}`) and are linked as their WebP thumbnail, never as a data: URL.
 */

// ---------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------

export const OperatorLogo = z.object({
  /** The asset holding the logo. */
  id: z.number().int().positive(),
  /** The logo's thumbnail (/download/asset/{id}/thumbnail). */
  link: z.string(),
});
export type OperatorLogo = z.infer<typeof OperatorLogo>;

/** One row of `GET /api/operator/get`. */
export const OperatorListItem = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  regions: z.array(z.string()),
  logo: OperatorLogo.nullable(),
  userCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type OperatorListItem = z.infer<typeof OperatorListItem>;

/** `GET /api/operator/{id}` and the answer of `operator/create`: the operator with its users. */
export const OperatorDetail = OperatorListItem.extend({ users: z.array(UserListItem) });
export type OperatorDetail = z.infer<typeof OperatorDetail>;

/** `POST /api/operator/delete` answers the id it deleted. */
export type OperatorDeleted = z.infer<typeof Deleted>;

// ---------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------

const nameField = requiredText(
  "Please enter the operator's name.",
  200,
  "The operator's name must be at most 200 characters.",
);

/**
 * POST /api/operator/create (the fields beside the logo): `type` POST adds, PUT (with `id`) edits;
 * on an edit a field not sent keeps its value. `regions` is a JSON list of region keys; narrowing
 * it removes, in the same change, the regions its users may no longer hold.
 */
export const OperatorForm = z
  .object({
    type: z.enum(['POST', 'PUT'], { error: 'type must be POST (add an operator) or PUT (edit one).' }),
    id: idField.optional(),
    name: nameField.optional(),
    regions: regionSelectionField.optional(),
    /**
     * An edit that removes regions the operator's users hold answers 409 naming them (regionLosses)
     * unless this is true: ticking a region again does not give it back to them.
     */
    removeFromUsers: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
        error: 'removeFromUsers must be true or false.',
      })
      .transform((v) => v === true || v === 'true' || v === '1')
      .optional(),
  })
  .superRefine((form, ctx) => {
    checkIdForType(form, ctx, 'operator');
    if (form.type === 'POST' && form.name === undefined)
      ctx.addIssue({ code: 'custom', path: ['name'], message: "Please enter the operator's name." });
  });
export type OperatorForm = z.infer<typeof OperatorForm>;

/** GET /api/operator/{id} and POST /api/operator/delete. */
export const OperatorIdForm = z.object({ id: idField });
export type OperatorIdForm = z.infer<typeof OperatorIdForm>;
