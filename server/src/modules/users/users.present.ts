import {
  fullName,
  guestDaysLeft,
  guestLastValidDay,
  type UserRegion,
  type UserType,
  userStatus,
} from '@portal/domain';
import type { UserDetail, UserListItem } from '@portal/domain/schemas';
import { identityOf, type UserRow } from './users.repository.ts';

/** Where a guest's link leads: the guest sign-in page on the portal's public address. */
function guestLinkOf(publicUrl: string, slug: string | null): string | null {
  return slug === null ? null : `${publicUrl}/guest/${encodeURIComponent(slug)}`;
}

function lastDayOf(row: UserRow): string | null {
  if (row.guest_expiry_start === null || row.guest_expiry_days === null) return null;
  try {
    return guestLastValidDay(row.guest_expiry_start, row.guest_expiry_days);
  } catch {
    return null;
  }
}

/** One row of the users list. No password hash, no tournaments key. */
export function presentListItem(
  row: UserRow & { operator_name: string | null; last_sign_in_at: string | null },
  regions: UserRegion[],
  now: Date,
  publicUrl: string,
): UserListItem {
  const isGuest = row.user_type === 'guest';
  const dates = { guestExpiryStart: row.guest_expiry_start, guestExpiryDays: row.guest_expiry_days };
  return {
    ...identityOf(row),
    operator: row.operator_id === null ? null : { id: row.operator_id, name: row.operator_name ?? '' },
    regions,
    lastSignInAt: row.last_sign_in_at,
    status: userStatus(
      { userType: row.user_type as UserType, hasPassword: row.password_hash !== null, ...dates },
      now,
    ),
    guestDaysLeft: isGuest ? guestDaysLeft(dates, now) : null,
    guestLastDay: isGuest ? lastDayOf(row) : null,
    guestLink: isGuest ? guestLinkOf(publicUrl, row.guest_slug) : null,
    createdAt: row.created_at,
  };
}

export interface DetailExtras {
  regions: UserRegion[];
  operator: { id: number; name: string; regions: string[] } | null;
  lastSignInAt: string | null;
  sponsor: { id: number; first_name: string; surname: string } | null;
}

/** What the edit form needs. */
export function presentDetail(row: UserRow, extras: DetailExtras, now: Date, publicUrl: string): UserDetail {
  const item = presentListItem(
    { ...row, operator_name: extras.operator?.name ?? null, last_sign_in_at: extras.lastSignInAt },
    extras.regions,
    now,
    publicUrl,
  );
  return {
    ...item,
    operator: extras.operator,
    trackName: row.track_name,
    hash: row.hash,
    hasPassword: row.password_hash !== null,
    guestSlug: row.guest_slug,
    guestExpiryStart: row.guest_expiry_start,
    guestExpiryDays: row.guest_expiry_days,
    guestSponsor: extras.sponsor
      ? {
          id: extras.sponsor.id,
          fullName: fullName({ firstName: extras.sponsor.first_name, surname: extras.sponsor.surname }),
        }
      : null,
    updatedAt: row.updated_at,
  };
}
