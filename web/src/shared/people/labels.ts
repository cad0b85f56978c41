import { findRegion, type UserGroup, type UserRegion, type UserStatus, type UserType } from '@portal/domain';
import dayjs from 'dayjs';

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

export function regionName(key: string): string {
  return findRegion(key)?.label ?? key;
}

/** 'Ontario (default), Quebec': a user's regions, the default one marked. */
export function userRegionsText(regions: readonly UserRegion[]): string {
  if (regions.length === 0) return 'None';
  return regions
    .map((region) =>
      region.isDefault ? `${regionName(region.region)} (default)` : regionName(region.region),
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

/** '12 Mar 2026' (SPEC §9 'DD MMM YYYY') from an ISO instant or a YYYY-MM-DD day. */
export function formatDay(value: string): string {
  return dayjs(value).format('DD MMM YYYY');
}

/** '12 Mar 2026, 14:05' in the reader's time zone. */
export function formatMoment(value: string): string {
  return dayjs(value).format('DD MMM YYYY, HH:mm');
}

/** 'Ann Lee', or the e-mail when both names are blank. */
export function personName(user: { firstName: string; surname: string; email: string }): string {
  return `${user.firstName} ${user.surname}`.trim() || user.email;
}

/** '1 user', '12 users'. */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** A list's count under its table: '12 users', or 'Showing 3 of 12 users' when a search or filter hides some. */
export function shownOfCount(shown: number, total: number, noun: string): string {
  return shown === total ? countOf(total, noun) : `Showing ${shown} of ${countOf(total, noun)}`;
}
