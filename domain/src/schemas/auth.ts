import { z } from 'zod';
import { PASSWORD_MESSAGES, passwordProblem } from '../passwords';
import { isEmailShape } from '../validation';

export const LoginForm = z.object({
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(320, 'That e-mail address is too long.'),
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.'),
});
export type LoginForm = z.infer<typeof LoginForm>;

export const GuestLoginForm = z.object({
  guestSlug: z
    .string({ error: 'The guest link is missing its code.' })
    .trim()
    .min(1, 'The guest link is missing its code.')
    .max(200, 'That guest link is not valid.'),
});
export type GuestLoginForm = z.infer<typeof GuestLoginForm>;

export const ResetPasswordByEmailForm = z.object({
  email: z
    .string({ error: PASSWORD_MESSAGES.emailNeeded })
    .trim()
    .refine(isEmailShape, PASSWORD_MESSAGES.emailNeeded),
});
export type ResetPasswordByEmailForm = z.infer<typeof ResetPasswordByEmailForm>;

export const UpdatePasswordForm = z.object({
  token: z
    .string({ error: PASSWORD_MESSAGES.linkMissing })
    .trim()
    .min(1, PASSWORD_MESSAGES.linkMissing)
    .max(200, PASSWORD_MESSAGES.linkUnusable),
  password: z
    .string({ error: PASSWORD_MESSAGES.length })
    .refine((password) => passwordProblem(password) === null, PASSWORD_MESSAGES.length),
});
export type UpdatePasswordForm = z.infer<typeof UpdatePasswordForm>;
