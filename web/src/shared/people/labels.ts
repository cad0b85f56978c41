import type { UserGroup, UserRegion, UserStatus, UserType } from '@portal/domain';
import { regionLabel } from '../admin/regions';

/** How the admin screens name the user types and groups of SPEC §6. */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  igt: 'Provider staff',
  operator: 'Operator staff',
  guest: 'Guest',
};

export const USER_GROUP_LABELS: Record<UserGroup, string> = {
  SA: 'Super admin (SA)',
  AM: 'Account manager (AM)',
  CM: 'Staff (CM)',
  affiliate: 'Affiliate',
  customer: 'Customer',
  performance: 'Performance',
  guest: 'Guest',
};

/** 'Ontario (default), Quebec': a user's regions, the default one marked. */
export function userRegionsText(regions: readonly UserRegion[]): string {
  if (regions.length === 0) return 'None';
  return regions
    .map((region) =>
      region.isDefault ? `${regionLabel(region.region)} (default)` : regionLabel(region.region),
    )
    .join(', ');
}

/** A guest's time left as a person reads it. */
export function guestDaysLeftText(daysLeft: number | null): string {
  if (daysLeft === null) return 'No dates';
  if (daysLeft < 0) return 'Expired';
  if (daysLeft === 0) return 'Last day today';
  return daysLeft === 1 ? '1 day left' : `${daysLeft} days left`;
}

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  'guest-active': 'Active guest',
  'guest-expired': 'Expired guest',
};

/** The status a list shows: guests with their days left, others active or invited. */
export function userStatusText(user: { status: UserStatus; guestDaysLeft: number | null }): string {
  if (user.status === 'guest-active' || user.status === 'guest-expired')
    return guestDaysLeftText(user.guestDaysLeft);
  return USER_STATUS_LABELS[user.status];
}

/** 'Ann Lee', or the e-mail when both names are blank. */
export function personName(user: { firstName: string; surname: string; email: string }): string {
  return `${user.firstName} ${user.surname}`.trim() || user.email;
}
