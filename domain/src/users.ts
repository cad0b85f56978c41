import type { UserGroup, UserType } from './enums';
import type { UserRegion } from './regions';

/** The current user as GET /api/user/active answers it (SPEC §3 'User'). */
export interface User {
  id: number;
  email: string;
  firstName: string;
  surname: string;
  userType: UserType;
  userGroup: UserGroup;
  isGuest: boolean;
  trackName: string;
  /** The tournaments-demo key (SPEC §5); '' unless set. */
  hash: string;
  regions: UserRegion[];
  operator: { id: number; name: string; logo: { link: string } | null; regions: string[] } | null;
  guestSlug: string | null;
  /** 'YYYY-MM-DD'. */
  guestExpiryStart: string | null;
  guestExpiryDays: number | null;
}

/** 'First Surname', leaving out a blank part. */
export function fullName(user: Pick<User, 'firstName' | 'surname'>): string {
  return [user.firstName, user.surname]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}
