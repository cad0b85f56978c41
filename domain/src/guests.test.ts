import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GUEST_ALERT_DELAY_MS,
  GUEST_ALERT_DURATION_MS,
  guestDaysRemaining,
  guestLastValidDay,
  guestValidUntil,
  isGuestExpired,
} from './guests';
import { isoDateBetween } from './test/arbitraries';

const at = (iso: string) => new Date(iso);
const startDate = isoDateBetween('1970-01-01', '2090-12-31');

describe('guest expiry', () => {
  it('shows the alert after 1 s for 8 s', () => {
    expect(GUEST_ALERT_DELAY_MS).toBe(1000);
    expect(GUEST_ALERT_DURATION_MS).toBe(8000);
  });

  it('ends the last valid day at start plus days, across month ends, year ends and leap days', () => {
    expect(guestLastValidDay('2025-03-01', 14)).toBe('2025-03-15');
    expect(guestLastValidDay('2025-03-01', 0)).toBe('2025-03-01');
    expect(guestLastValidDay('2024-02-15', 14)).toBe('2024-02-29');
    expect(guestLastValidDay('2023-02-15', 14)).toBe('2023-03-01');
    expect(guestLastValidDay('2024-12-25', 7)).toBe('2025-01-01');
    expect(guestLastValidDay('2024-01-31', 366)).toBe('2025-01-31');
    expect(guestValidUntil('2024-02-15', 14)).toEqual(at('2024-03-01T00:00:00Z'));
  });

  it('counts the days remaining in UTC, zero on the last day', () => {
    expect(guestDaysRemaining('2025-03-01', 14, at('2025-03-01T00:00:00Z'))).toBe(14);
    expect(guestDaysRemaining('2025-03-01', 14, at('2025-03-15T23:59:59.999Z'))).toBe(0);
    expect(guestDaysRemaining('2025-03-01', 14, at('2025-03-16T00:00:00Z'))).toBe(-1);
    // 23:30 in New York on the 15th is already the 16th in UTC.
    expect(guestDaysRemaining('2025-03-01', 14, at('2025-03-15T23:30:00-04:00'))).toBe(-1);
    expect(guestDaysRemaining('2025-03-01', 14, at('2025-03-16T09:00:00+14:00'))).toBe(0);
  });

  describe('whatever the machine zone', () => {
    const originalTz = process.env.TZ;
    afterEach(() => {
      process.env.TZ = originalTz;
    });

    it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/St_Johns'])(
      'counts the same in %s',
      (tz) => {
        process.env.TZ = tz;
        expect(guestLastValidDay('2024-02-28', 1)).toBe('2024-02-29');
        expect(guestDaysRemaining('2024-02-28', 1, at('2024-02-29T23:59:59Z'))).toBe(0);
        expect(guestDaysRemaining('2024-02-28', 1, at('2024-03-01T00:00:00Z'))).toBe(-1);
        expect(guestValidUntil('2024-12-30', 1)).toEqual(at('2025-01-01T00:00:00Z'));
      },
    );
  });

  it('expires when the last valid day ends', () => {
    expect(isGuestExpired('2025-03-01', 14, at('2025-03-15T23:59:59.999Z'))).toBe(false);
    expect(isGuestExpired('2025-03-01', 14, at('2025-03-16T00:00:00Z'))).toBe(true);
  });

  it('refuses malformed dates, and counts them as expired', () => {
    for (const [start, days] of [
      ['2023-02-29', 1],
      ['01/03/2025', 1],
      ['2025-03-01', -1],
      ['2025-03-01', 1.5],
      ['2025-03-01', Number.NaN],
    ] as const) {
      expect(() => guestDaysRemaining(start, days, new Date())).toThrow(RangeError);
      expect(isGuestExpired(start, days, at('2000-01-01T00:00:00Z'))).toBe(true);
    }
    expect(isGuestExpired('2025-03-01', 14, new Date(Number.NaN))).toBe(true);
  });

  it('agrees with itself: expired exactly when no days remain and once the valid-until instant is reached', () => {
    fc.assert(
      fc.property(
        startDate,
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        (start, days, ms) => {
          const now = new Date(ms);
          const remaining = guestDaysRemaining(start, days, now);
          expect(isGuestExpired(start, days, now)).toBe(remaining < 0);
          expect(isGuestExpired(start, days, now)).toBe(ms >= guestValidUntil(start, days).getTime());
        },
      ),
    );
  });

  it('lasts exactly days + 1 calendar days from the start', () => {
    fc.assert(
      fc.property(startDate, fc.integer({ min: 0, max: 3650 }), (start, days) => {
        const startMs = Date.parse(`${start}T00:00:00Z`);
        expect(guestValidUntil(start, days).getTime() - startMs).toBe((days + 1) * 86_400_000);
        expect(guestLastValidDay(start, days)).toBe(
          new Date(startMs + days * 86_400_000).toISOString().slice(0, 10),
        );
        expect(guestDaysRemaining(start, days, new Date(startMs))).toBe(days);
      }),
    );
  });
});
