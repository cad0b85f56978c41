import { dayNumberToIsoDate, isoDateToDayNumber, utcDayNumber } from './dates';
import { isGroupOfType, type UserGroup, type UserType } from './enums';
import { guestDaysRemaining } from './guests';
import { isWholeGroupKey, regionGroupOf, type UserRegion } from './regions';
import type { AuditChange } from './schemas/audit.ts';

/*
 * Rules of the people admin (issue 10): a user's status in the list, the guest lifecycle (extend,
 * expire now, the sponsor's reminder), and which regions and operators a user may hold.
 */

/** How far ahead of a guest's last valid day the sponsor is reminded. */
export const GUEST_REMINDER_DAYS = 3;
/** The longest a guest may be valid for in one go (create or extend). */
export const GUEST_MAX_DAYS = 365;

export const USER_STATUSES = ['active', 'invited', 'guest-active', 'guest-expired'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * 'invited' until a password is chosen; guests are active or expired by their dates (malformed
 * dates count as expired, like sign-in does).
 */
export function userStatus(
  user: {
    userType: UserType;
    hasPassword: boolean;
    guestExpiryStart: string | null;
    guestExpiryDays: number | null;
  },
  now: Date,
): UserStatus {
  if (user.userType === 'guest') {
    const left = guestDaysLeft(user, now);
    return left !== null && left >= 0 ? 'guest-active' : 'guest-expired';
  }
  return user.hasPassword ? 'active' : 'invited';
}

/** Whole days a guest has left (0 on the last day, negative once expired); null without valid dates. */
export function guestDaysLeft(
  guest: { guestExpiryStart: string | null; guestExpiryDays: number | null },
  now: Date,
): number | null {
  if (guest.guestExpiryStart === null || guest.guestExpiryDays === null) return null;
  try {
    return guestDaysRemaining(guest.guestExpiryStart, guest.guestExpiryDays, now);
  } catch {
    return null;
  }
}

export interface GuestDates {
  guestExpiryStart: string;
  guestExpiryDays: number;
}

/**
 * Extends a guest by `days`: the new last valid day is `days` after the current one, or, for a
 * guest already expired, `days` after today (as if created today). The start stays, so the guest's
 * history reads true.
 */
export function extendGuest(guest: GuestDates, days: number, now: Date): GuestDates {
  const start = requireDay(guest.guestExpiryStart);
  const newLastDay = Math.max(start + guest.guestExpiryDays, utcDayNumber(now)) + days;
  return { guestExpiryStart: guest.guestExpiryStart, guestExpiryDays: newLastDay - start };
}

/**
 * Ends a guest's access now: the last valid day becomes yesterday (UTC). A guest who started today
 * or later gets yesterday as start and last day, since days cannot go below zero.
 */
export function expireGuestNow(guest: GuestDates, now: Date): GuestDates {
  const start = requireDay(guest.guestExpiryStart);
  const yesterday = utcDayNumber(now) - 1;
  if (start + guest.guestExpiryDays <= yesterday) return { ...guest };
  if (start <= yesterday)
    return { guestExpiryStart: guest.guestExpiryStart, guestExpiryDays: yesterday - start };
  return { guestExpiryStart: dayNumberToIsoDate(yesterday), guestExpiryDays: 0 };
}

/** The sponsor is reminded once the guest has GUEST_REMINDER_DAYS days or fewer left, until it expires. */
export function isGuestReminderDue(
  guest: { guestExpiryStart: string | null; guestExpiryDays: number | null },
  now: Date,
): boolean {
  const left = guestDaysLeft(guest, now);
  return left !== null && left >= 0 && left <= GUEST_REMINDER_DAYS;
}

function requireDay(iso: string): number {
  const day = isoDateToDayNumber(iso);
  if (day === null) throw new RangeError(`Guest expiry start must be YYYY-MM-DD, got '${iso}'`);
  return day;
}

/**
 * A region an operator's user may hold: one of the operator's regions, or inside a whole group
 * (`us--all`) the operator holds.
 */
export function isRegionWithin(region: string, operatorRegions: readonly string[]): boolean {
  return operatorRegions.some(
    (held) => held === region || (isWholeGroupKey(held) && regionGroupOf(held) === regionGroupOf(region)),
  );
}

/**
 * A user's regions after their operator's regions changed: those still within, with the default
 * kept when it survives, else the first remaining region as the default.
 */
export function keepRegionsWithin(
  regions: readonly UserRegion[],
  operatorRegions: readonly string[],
): UserRegion[] {
  const kept = regions.filter((r) => isRegionWithin(r.region, operatorRegions)).map((r) => ({ ...r }));
  if (kept.length > 0 && !kept.some((r) => r.isDefault)) kept[0]!.isDefault = true;
  return kept;
}

/** Exactly one default region in a non-empty list, and no region twice. */
export function regionListProblem(regions: readonly UserRegion[]): string | null {
  const keys = regions.map((r) => r.region);
  if (new Set(keys).size !== keys.length) return 'regions: a region is listed twice.';
  if (regions.length > 0 && regions.filter((r) => r.isDefault).length !== 1)
    return 'regions: exactly one region must be the default.';
  return null;
}

/** The fields of a user that must agree with each other, as they will be stored. */
export interface UserShape {
  userType: UserType;
  userGroup: UserGroup;
  operatorId: number | null;
  regions: readonly UserRegion[];
  guestExpiryStart: string | null;
  guestExpiryDays: number | null;
}

export const USER_RULE_MESSAGES = {
  groupOfType:
    'userGroup does not belong to userType (igt: SA, AM, CM; operator: affiliate, customer, performance; guest: guest).',
  operatorNeeded: 'Choose the operator this user belongs to.',
  operatorForbidden: 'Only operator users belong to an operator.',
  guestDatesNeeded: 'A guest needs guestExpiryStart (YYYY-MM-DD) and guestExpiryDays.',
  guestDatesForbidden: 'Only guests have guestExpiryStart and guestExpiryDays.',
  regionOutsideOperator: (region: string) => `regions: ${region} is not one of the operator's regions.`,
  guestStartOutOfReach: `guestExpiryStart: the guest's first day must be within ${GUEST_MAX_DAYS} days of today.`,
} as const;

/**
 * A guest's first day, when it is set or changed, lies within GUEST_MAX_DAYS of today (UTC) either
 * way: so a guest cannot be made to start in 9999 and outlive the 365-day limit (issue 28 item 17).
 * A start that stays as it was is not checked (a guest extended over years keeps its first day).
 */
export function guestStartProblem(start: string, now: Date): string | null {
  const day = isoDateToDayNumber(start);
  if (day === null) return null; // the schema says what is wrong with it
  const today = utcDayNumber(now);
  return Math.abs(day - today) > GUEST_MAX_DAYS ? USER_RULE_MESSAGES.guestStartOutOfReach : null;
}

/**
 * The first reason a user as it would be stored is inconsistent, or null. `operatorRegions` are the
 * regions of the user's operator (checked only for operator users).
 */
export function userShapeProblem(user: UserShape, operatorRegions: readonly string[] | null): string | null {
  if (!isGroupOfType(user.userType, user.userGroup)) return USER_RULE_MESSAGES.groupOfType;
  if (user.userType === 'operator' && user.operatorId === null) return USER_RULE_MESSAGES.operatorNeeded;
  if (user.userType !== 'operator' && user.operatorId !== null) return USER_RULE_MESSAGES.operatorForbidden;
  const isGuest = user.userType === 'guest';
  const hasDates = user.guestExpiryStart !== null || user.guestExpiryDays !== null;
  if (isGuest && (user.guestExpiryStart === null || user.guestExpiryDays === null))
    return USER_RULE_MESSAGES.guestDatesNeeded;
  if (!isGuest && hasDates) return USER_RULE_MESSAGES.guestDatesForbidden;
  const listProblem = regionListProblem(user.regions);
  if (listProblem) return listProblem;
  if (user.userType === 'operator' && operatorRegions !== null) {
    const outside = user.regions.find((r) => !isRegionWithin(r.region, operatorRegions));
    if (outside) return USER_RULE_MESSAGES.regionOutsideOperator(outside.region);
  }
  return null;
}

/** Fields whose values stay out of the audit trail. */
export const AUDIT_SECRET_FIELDS: readonly string[] = ['hash', 'password', 'passwordHash', 'guestSlug'];

/** The changes between two versions of a record, over `fields`, with secrets masked. */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  fields: readonly string[],
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const field of fields) {
    const from = before ? before[field] : undefined;
    const to = after[field];
    if (before && JSON.stringify(from) === JSON.stringify(to)) continue;
    if (!before && (to === undefined || to === null || to === '')) continue;
    changes[field] = AUDIT_SECRET_FIELDS.includes(field)
      ? { changed: true }
      : { from: from ?? null, to: to ?? null };
  }
  return changes;
}

/** The refusals of the people admin that the screens show as they come. */
export const PEOPLE_MESSAGES = {
  noSuchUser: 'There is no user with this id.',
  noSuchGuest: 'There is no guest with this link.',
  emailTaken: 'A user with this e-mail already exists',
  selfDelete: 'You cannot delete your own account.',
  selfRoleChange: 'You cannot change your own group or type.',
  lastSuperAdmin: 'The last super admin cannot be deleted or demoted.',
  noSuchOperator: 'There is no operator with this id.',
  guestTypeChange: 'A guest cannot become another kind of user, nor a user a guest.',
  notAGuest: 'This user is not a guest.',
  guestsHaveNoPassword: 'Guests sign in with their link: they have no password to set.',
  operatorNameTaken: 'An operator with this name already exists',
  operatorHasUsers: (count: number) =>
    `This operator still has ${count} ${count === 1 ? 'user' : 'users'}. Move or delete them first.`,
} as const;
