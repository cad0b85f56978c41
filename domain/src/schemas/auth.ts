import { z } from 'zod';

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
