import type { User } from './schemas/users.ts';

export type { User } from './schemas/users.ts';

/** 'First Surname', leaving out a blank part. */
export function fullName(user: Pick<User, 'firstName' | 'surname'>): string {
  return [user.firstName, user.surname]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}
