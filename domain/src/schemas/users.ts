import { z } from 'zod';
import { isIsoDate } from '../dates';
import { USER_GROUPS, USER_TYPES } from '../enums';
import { MESSAGES } from '../messages';
import { GUEST_MAX_DAYS, regionListProblem, USER_STATUSES } from '../people';
import { EMAIL_MAX_LENGTH, isEmailShape } from '../validation';
import { boundedText, dateText, formBoolean, regionKeyField, requiredText } from './common.ts';
import { type Deleted, formList, idField } from './games.ts';

/**
 * Requests and answers of the users calls (SPEC §7 'Authentication and users', issue 10). Forms
 * arrive urlencoded, multipart or as JSON; lists are JSON text. Every answer is the envelope
 * `{ success, data, status: { code, name }, error }`; `data` is given below. people-api.md in the
 * notes and the route files list who may call each one.
 *
 * Only the fields named here are read: anything else in a form (password, passwordHash, guestSlug,
 * active, an id on POST …) is dropped or refused, never stored.
 */

// ---------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------

/** A region a user may choose, and whether it is the user's default. */
export const UserRegion = z.object({ region: z.string(), isDefault: z.boolean() });
export type UserRegion = z.infer<typeof UserRegion>;

/** The current user as GET /api/user/active answers it (SPEC §3 'User'). */
export const User = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstName: z.string(),
  surname: z.string(),
  userType: z.enum(USER_TYPES),
  userGroup: z.enum(USER_GROUPS),
  isGuest: z.boolean(),
  trackName: z.string(),
  /** The tournaments-demo key (SPEC §5); '' unless set. */
  hash: z.string(),
  regions: z.array(UserRegion),
  operator: z
    .object({
      id: z.number().int().positive(),
      name: z.string(),
      logo: z.object({ link: z.string() }).nullable(),
      regions: z.array(z.string()),
    })
    .nullable(),
  guestSlug: z.string().nullable(),
  /** 'YYYY-MM-DD'. */
  guestExpiryStart: z.string().nullable(),
  guestExpiryDays: z.number().int().nullable(),
});
export type User = z.infer<typeof User>;

/** One row of `GET /api/users/getAll`. */
export const UserListItem = User.pick({
  id: true,
  email: true,
  firstName: true,
  surname: true,
  userType: true,
  userGroup: true,
}).extend({
  operator: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  regions: z.array(UserRegion),
  /** ISO instant of the latest sign-in, null when the user never signed in. */
  lastSignInAt: z.string().nullable(),
  /** 'invited': no password chosen yet; guests are 'guest-active' or 'guest-expired'. */
  status: z.enum(USER_STATUSES),
  /** Guests only: whole days left (0 on the last day, negative once expired); null otherwise. */
  guestDaysLeft: z.number().int().nullable(),
  /** Guests only: 'YYYY-MM-DD', the last day the guest may sign in. */
  guestLastDay: z.string().nullable(),
  /** Guests only: the sign-in link to hand out ({PUBLIC_URL}/guest/{slug}). */
  guestLink: z.string().nullable(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof UserListItem>;

/** `GET /api/user/get?id=` and `GET /api/user/{token}`: what the edit form needs. */
export const UserDetail = UserListItem.extend({
  trackName: z.string(),
  /** The tournaments-demo key (SPEC §5); '' unless set. */
  hash: z.string(),
  /** The operator with its regions, which bound an operator user's regions. */
  operator: z
    .object({ id: z.number().int().positive(), name: z.string(), regions: z.array(z.string()) })
    .nullable(),
  hasPassword: z.boolean(),
  guestSlug: z.string().nullable(),
  guestExpiryStart: z.string().nullable(),
  guestExpiryDays: z.number().int().nullable(),
  /** Guests only: the admin who created the guest and gets the expiry reminder. */
  guestSponsor: z.object({ id: z.number().int().positive(), fullName: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type UserDetail = z.infer<typeof UserDetail>;

/** `POST /api/user/create`: the saved user, and whether a set-password mail went out. */
export const UserSaved = z.object({
  user: UserDetail,
  /** True when a 72-hour set link was mailed (a new non-guest account without the no-mail flag). */
  setPasswordMailSent: z.boolean(),
});
export type UserSaved = z.infer<typeof UserSaved>;

/** `POST /api/user/send-password-link`: 'set' for an account with no password yet, else 'reset'. */
export const PasswordLinkSent = z.object({ mailSent: z.boolean(), purpose: z.enum(['set', 'reset']) });
export type PasswordLinkSent = z.infer<typeof PasswordLinkSent>;

/** `POST /api/user/delete` answers the id it deleted. */
export type UserDeleted = z.infer<typeof Deleted>;

// ---------------------------------------------------------------------------------------------
// Field parsers.
// ---------------------------------------------------------------------------------------------

/** Text a form may leave blank: blank (or absent) is undefined, i.e. "not sent". */
const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const emailField = z
  .string({ error: 'Please enter an e-mail address.' })
  .trim()
  .max(EMAIL_MAX_LENGTH, `Please enter an e-mail address of at most ${EMAIL_MAX_LENGTH} characters.`)
  .toLowerCase()
  .refine(isEmailShape, 'Please enter a valid e-mail address.');

export const userTypeField = z.enum(USER_TYPES, {
  error: `userType must be one of: ${USER_TYPES.join(', ')}.`,
});
export const userGroupField = z.enum(USER_GROUPS, {
  error: `userGroup must be one of: ${USER_GROUPS.join(', ')}.`,
});

const RegionEntry = z.object(
  {
    region: regionKeyField('regions', 'regions: each entry needs a region key.'),
    isDefault: formBoolean.default(false),
  },
  { error: 'regions must be a JSON list of { region, isDefault }.' },
);

/** A JSON list of { region, isDefault }: no region twice, exactly one default when not empty. */
export const userRegionsField = formList(RegionEntry, 'regions').superRefine((regions, ctx) => {
  const problem = regionListProblem(regions);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const guestStartField = dateText('guestExpiryStart must be a date (YYYY-MM-DD).').refine(
  isIsoDate,
  'guestExpiryStart must be a date (YYYY-MM-DD).',
);

function guestDaysField(field: string) {
  const message = `${field} must be a whole number from 1 to ${GUEST_MAX_DAYS}.`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(GUEST_MAX_DAYS, message);
}

// ---------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------

/** The add-or-edit forms (`type` POST or PUT): an id with PUT, none with POST. */
export function checkIdForType(
  form: { type: 'POST' | 'PUT'; id?: number | undefined },
  ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
  noun: 'user' | 'operator',
): void {
  if (form.type === 'PUT' && form.id === undefined)
    ctx.addIssue({ code: 'custom', path: ['id'], message: MESSAGES.idInvalid });
  if (form.type === 'POST' && form.id !== undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['id'],
      message: `A new ${noun} cannot be given an id (send type PUT to edit).`,
    });
}

/**
 * POST /api/user/create: `type` POST adds a user, PUT (with `id`) edits one; on an edit a field not
 * sent (or sent blank) keeps its value. `operator` is the operator's id: required for operator
 * users, refused for others. Guests (userType guest; userGroup may be left out) need
 * guestExpiryDays, and guestExpiryStart defaults to today; the server makes their slug. A new
 * non-guest account gets the 72-hour set-password link by mail unless sendSetPasswordMail is false.
 * The server also checks what one field cannot: the group belongs to the type, an operator user's
 * regions are among the operator's (see userShapeProblem in domain/people.ts).
 */
export const UserForm = z
  .object({
    type: z.enum(['POST', 'PUT'], { error: 'type must be POST (add a user) or PUT (edit one).' }),
    id: z.preprocess(blankAsAbsent, idField.optional()),
    firstName: z.preprocess(
      blankAsAbsent,
      requiredText('Please enter a first name.', 100, 'firstName must be at most 100 characters.').optional(),
    ),
    surname: z.preprocess(
      blankAsAbsent,
      requiredText('Please enter a surname.', 100, 'surname must be at most 100 characters.').optional(),
    ),
    email: z.preprocess(blankAsAbsent, emailField.optional()),
    userType: z.preprocess(blankAsAbsent, userTypeField.optional()),
    userGroup: z.preprocess(blankAsAbsent, userGroupField.optional()),
    regions: userRegionsField.optional(),
    /** The operator's id, or 'null'/blank for none (refused unless the user is an operator user). */
    operator: z.preprocess(
      (value) => (value === 'null' ? null : value === '' ? null : value),
      z.union([z.null(), idField]).optional(),
    ),
    hash: boundedText('hash', 200).optional(),
    trackName: boundedText('trackName', 200).optional(),
    guestExpiryStart: z.preprocess(blankAsAbsent, guestStartField.optional()),
    guestExpiryDays: z.preprocess(blankAsAbsent, guestDaysField('guestExpiryDays').optional()),
    sendSetPasswordMail: formBoolean.default(true),
  })
  .superRefine((form, ctx) => {
    checkIdForType(form, ctx, 'user');
    if (form.type !== 'POST') return;
    if (form.firstName === undefined)
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'Please enter a first name.' });
    if (form.surname === undefined)
      ctx.addIssue({ code: 'custom', path: ['surname'], message: 'Please enter a surname.' });
    if (form.email === undefined)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please enter an e-mail address.' });
    if (form.userType === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['userType'],
        message: `userType must be one of: ${USER_TYPES.join(', ')}.`,
      });
    else if (form.userType !== 'guest' && form.userGroup === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['userGroup'],
        message: `userGroup must be one of: ${USER_GROUPS.join(', ')}.`,
      });
  });
export type UserForm = z.infer<typeof UserForm>;

/** GET /api/users/getAll?type=: igt, operator or guest; absent or blank lists everyone. */
export const UsersListQuery = z.object({
  type: z.preprocess(blankAsAbsent, userTypeField.optional()),
});
export type UsersListQuery = z.infer<typeof UsersListQuery>;

/** GET /api/user/get?id=, POST /api/user/delete, POST /api/user/send-password-link, POST /api/user/guest/expire. */
export const UserIdForm = z.object({ id: idField });
export type UserIdForm = z.infer<typeof UserIdForm>;

/** GET /api/user/{token}: the guest slug of a guest link; any value is looked up (unknown ones are a 404). */
export const GuestTokenParams = z.object({ token: z.string().max(200, 'There is no guest with this link.') });
export type GuestTokenParams = z.infer<typeof GuestTokenParams>;

/**
 * POST /api/user/guest/extend: `days` more after the guest's last valid day (or after today when it
 * has expired); the guest's sessions go on.
 */
export const GuestExtendForm = z.object({ id: idField, days: guestDaysField('days') });
export type GuestExtendForm = z.infer<typeof GuestExtendForm>;

/** POST /api/user/guest/expire: the guest's last valid day becomes yesterday and its sessions end. */
export const GuestExpireForm = UserIdForm;
export type GuestExpireForm = z.infer<typeof GuestExpireForm>;
