import {
  accountExpiresMessage,
  GUEST_ALERT_DELAY_MS,
  GUEST_ALERT_DURATION_MS,
  guestDaysRemaining,
  type User,
} from '@portal/domain';
import { useEffect } from 'react';
import { alerts } from '../../../components/alerts';

/** The days left for a guest, or null when not a guest (or expired, or dates missing). */
export function guestAlertDays(user: User | null, now: Date): number | null {
  if (!user?.isGuest || !user.guestExpiryStart || user.guestExpiryDays === null) return null;
  const days = guestDaysRemaining(user.guestExpiryStart, user.guestExpiryDays, now);
  return days >= 0 ? days : null;
}

/** SPEC §4 Guest expiry: an info alert after 1 s, for 8 s, once per signed-in guest. */
export function useGuestExpiryAlert(user: User | null): void {
  const userId = user?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per guest, not per user object
  useEffect(() => {
    const days = guestAlertDays(user, new Date());
    if (days === null) return;
    const timer = setTimeout(() => {
      alerts.info(accountExpiresMessage(days), { duration: GUEST_ALERT_DURATION_MS, id: 'guest-expiry' });
    }, GUEST_ALERT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId]);
}
