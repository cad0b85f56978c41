import { dayNumberStart, dayNumberToIsoDate, isoDateToDayNumber, utcDayNumber } from './dates';

/** SPEC §4 'Guest expiry': the alert appears after 1 s and stays 8 s. */
export const GUEST_ALERT_DELAY_MS = 1000;
export const GUEST_ALERT_DURATION_MS = 8000;

/*
 * DESIGN 'Choices': guest dates are UTC calendar dates. The last valid day is guestExpiryStart plus
 * guestExpiryDays, and the guest's access ends when that day ends.
 */

function lastValidDayNumber(start: string, days: number): number {
  const startDay = isoDateToDayNumber(start);
  if (startDay === null) throw new RangeError(`Guest expiry start must be YYYY-MM-DD, got '${start}'`);
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`Guest expiry days must be a whole number of zero or more, got ${days}`);
  }
  return startDay + days;
}

/** 'YYYY-MM-DD' of the guest's last valid day. RangeError on a malformed start or days. */
export function guestLastValidDay(start: string, days: number): string {
  return dayNumberToIsoDate(lastValidDayNumber(start, days));
}

/** Whole days from today (UTC) to the last valid day: 0 on that day, negative once expired. */
export function guestDaysRemaining(start: string, days: number, now: Date): number {
  return lastValidDayNumber(start, days) - utcDayNumber(now);
}

/** The instant the guest's access ends: UTC midnight after the last valid day. */
export function guestValidUntil(start: string, days: number): Date {
  return dayNumberStart(lastValidDayNumber(start, days) + 1);
}

/** Unlike the functions above this never throws: malformed guest dates count as expired (fail closed). */
export function isGuestExpired(start: string, days: number, now: Date): boolean {
  try {
    // Written as 'not before' so that an invalid Date (NaN) counts as expired too.
    return !(now.getTime() < guestValidUntil(start, days).getTime());
  } catch {
    return true;
  }
}
