import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { PASSWORD_MESSAGES, passwordProblem } from '../passwords';
import { EMAIL_MAX_LENGTH, isEmailShape } from '../validation';
import { requiredText } from './common.ts';

export const LoginForm = z.object({
  email: requiredText('Please enter your e-mail address.', 320, 'That e-mail address is too long.'),
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    // A password is at most PASSWORD_MAX_LENGTH characters, each at most two UTF-16 units.
    .max(2 * PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.length),
});
export type LoginForm = z.infer<typeof LoginForm>;

export const GuestLoginForm = z.object({
  guestSlug: requiredText('The guest link is missing its code.', 200, 'That guest link is not valid.'),
});
export type GuestLoginForm = z.infer<typeof GuestLoginForm>;

export const ResetPasswordByEmailForm = z.object({
  email: z
    .string({ error: PASSWORD_MESSAGES.emailNeeded })
    .trim()
    .max(EMAIL_MAX_LENGTH, PASSWORD_MESSAGES.emailNeeded)
    .refine(isEmailShape, PASSWORD_MESSAGES.emailNeeded),
});
export type ResetPasswordByEmailForm = z.infer<typeof ResetPasswordByEmailForm>;

export const UpdatePasswordForm = z.object({
  token: requiredText(PASSWORD_MESSAGES.linkMissing, 200, PASSWORD_MESSAGES.linkUnusable),
  password: z
    .string({ error: PASSWORD_MESSAGES.length })
    .max(2 * PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.length)
    .refine((password) => passwordProblem(password) === null, PASSWORD_MESSAGES.length),
});
export type UpdatePasswordForm = z.infer<typeof UpdatePasswordForm>;
