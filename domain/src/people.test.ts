import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guestDaysRemaining, isGuestExpired } from './guests';
import {
  auditChanges,
  expireGuestNow,
  extendGuest,
  guestDaysLeft,
  guestStartProblem,
  isGuestReminderDue,
  isRegionWithin,
  keepRegionsWithin,
  regionListProblem,
  USER_RULE_MESSAGES,
  type UserShape,
  userShapeProblem,
  userStatus,
} from './people';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
const region = (key: string, isDefault = false) => ({ region: key, isDefault });

describe('userStatus', () => {
  const now = at('2026-11-23');
  it('calls an account without a password invited, and one with a password active', () => {
    const base = { userType: 'operator' as const, guestExpiryStart: null, guestExpiryDays: null };
    expect(userStatus({ ...base, hasPassword: false }, now)).toBe('invited');
    expect(userStatus({ ...base, hasPassword: true }, now)).toBe('active');
  });

  it('tells guests apart by their dates, whatever their password', () => {
    const guest = (start: string, days: number) => ({
      userType: 'guest' as const,
      hasPassword: false,
      guestExpiryStart: start,
      guestExpiryDays: days,
    });
    expect(userStatus(guest('2026-11-20', 3), now)).toBe('guest-active');
    expect(userStatus(guest('2026-11-20', 2), now)).toBe('guest-expired');
    expect(userStatus({ ...guest('2026-11-20', 3), guestExpiryStart: null }, now)).toBe('guest-expired');
  });
});

describe('guestDaysLeft', () => {
  it('is 0 on the last day, negative after, and null without valid dates', () => {
    expect(guestDaysLeft({ guestExpiryStart: '2026-11-20', guestExpiryDays: 3 }, at('2026-11-23'))).toBe(0);
    expect(guestDaysLeft({ guestExpiryStart: '2026-11-20', guestExpiryDays: 3 }, at('2026-11-25'))).toBe(-2);
    expect(
      guestDaysLeft({ guestExpiryStart: '2026-02-30', guestExpiryDays: 3 }, at('2026-11-25')),
    ).toBeNull();
    expect(guestDaysLeft({ guestExpiryStart: null, guestExpiryDays: 3 }, at('2026-11-25'))).toBeNull();
  });
});

describe('extendGuest', () => {
  it('adds the days after the current last day while the guest is valid, keeping the start', () => {
    expect(extendGuest({ guestExpiryStart: '2026-11-01', guestExpiryDays: 30 }, 7, at('2026-11-23'))).toEqual(
      {
        guestExpiryStart: '2026-11-01',
        guestExpiryDays: 37,
      },
    );
  });

  it('counts from today for a guest already expired, as if created today', () => {
    const extended = extendGuest(
      { guestExpiryStart: '2026-10-01', guestExpiryDays: 14 },
      7,
      at('2026-11-23'),
    );
    expect(extended.guestExpiryStart).toBe('2026-10-01');
    expect(guestDaysRemaining(extended.guestExpiryStart, extended.guestExpiryDays, at('2026-11-23'))).toBe(7);
  });

  it('always leaves the guest valid for at least the days given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 365 }),
        (startOffset, days, nowOffset, add) => {
          const start = new Date(Date.UTC(2024, 0, 1 + startOffset)).toISOString().slice(0, 10);
          const now = new Date(Date.UTC(2024, 0, 1 + nowOffset, 15));
          const extended = extendGuest({ guestExpiryStart: start, guestExpiryDays: days }, add, now);
          expect(extended.guestExpiryDays).toBeGreaterThanOrEqual(days + add);
          expect(
            guestDaysRemaining(extended.guestExpiryStart, extended.guestExpiryDays, now),
          ).toBeGreaterThanOrEqual(add);
        },
      ),
    );
  });
});

describe('expireGuestNow', () => {
  it('makes yesterday the last valid day', () => {
    expect(expireGuestNow({ guestExpiryStart: '2026-11-01', guestExpiryDays: 30 }, at('2026-11-23'))).toEqual(
      {
        guestExpiryStart: '2026-11-01',
        guestExpiryDays: 21,
      },
    );
  });

  it('moves the start back for a guest who started today or later, and leaves an expired guest alone', () => {
    expect(expireGuestNow({ guestExpiryStart: '2026-11-25', guestExpiryDays: 30 }, at('2026-11-23'))).toEqual(
      {
        guestExpiryStart: '2026-11-22',
        guestExpiryDays: 0,
      },
    );
    expect(expireGuestNow({ guestExpiryStart: '2026-10-01', guestExpiryDays: 3 }, at('2026-11-23'))).toEqual({
      guestExpiryStart: '2026-10-01',
      guestExpiryDays: 3,
    });
  });

  it('always leaves the guest expired', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 3000 }),
        (s, days, n) => {
          const start = new Date(Date.UTC(2024, 0, 1 + s)).toISOString().slice(0, 10);
          const now = new Date(Date.UTC(2024, 0, 1 + n, 9));
          const expired = expireGuestNow({ guestExpiryStart: start, guestExpiryDays: days }, now);
          expect(expired.guestExpiryDays).toBeGreaterThanOrEqual(0);
          expect(isGuestExpired(expired.guestExpiryStart, expired.guestExpiryDays, now)).toBe(true);
        },
      ),
    );
  });
});

describe('isGuestReminderDue', () => {
  const guest = { guestExpiryStart: '2026-11-01', guestExpiryDays: 30 }; // last day 2026-12-01
  it('is due from three days before the last day until the guest expires', () => {
    expect(isGuestReminderDue(guest, at('2026-11-27'))).toBe(false);
    expect(isGuestReminderDue(guest, at('2026-11-28'))).toBe(true);
    expect(isGuestReminderDue(guest, at('2026-12-01'))).toBe(true);
    expect(isGuestReminderDue(guest, at('2026-12-02'))).toBe(false);
  });
});

describe('regions of operator users', () => {
  it('counts a region within when the operator holds it or its whole group', () => {
    expect(isRegionWithin('us--georgia', ['us--georgia'])).toBe(true);
    expect(isRegionWithin('us--georgia', ['us--all'])).toBe(true);
    expect(isRegionWithin('us--all', ['us--georgia'])).toBe(false);
    expect(isRegionWithin('canada--ontario', ['us--all'])).toBe(false);
  });

  it('keeps the regions still within, moving the default to the first one left when it went', () => {
    expect(
      keepRegionsWithin(
        [region('us--georgia', true), region('us--michigan'), region('canada--ontario')],
        ['us--michigan', 'canada--all'],
      ),
    ).toEqual([region('us--michigan', true), region('canada--ontario')]);
    expect(keepRegionsWithin([region('us--georgia', true)], [])).toEqual([]);
  });

  it('wants exactly one default in a non-empty list and no region twice', () => {
    expect(regionListProblem([])).toBeNull();
    expect(regionListProblem([region('us--all', true)])).toBeNull();
    expect(regionListProblem([region('us--all')])).toBe('regions: exactly one region must be the default.');
    expect(regionListProblem([region('us--all', true), region('europe--all', true)])).toBe(
      'regions: exactly one region must be the default.',
    );
    expect(regionListProblem([region('us--all', true), region('us--all')])).toBe(
      'regions: a region is listed twice.',
    );
  });
});

describe('userShapeProblem', () => {
  const igt: UserShape = {
    userType: 'igt',
    userGroup: 'CM',
    operatorId: null,
    regions: [],
    guestExpiryStart: null,
    guestExpiryDays: null,
  };
  const operatorUser: UserShape = { ...igt, userType: 'operator', userGroup: 'customer', operatorId: 4 };
  const guest: UserShape = {
    ...igt,
    userType: 'guest',
    userGroup: 'guest',
    guestExpiryStart: '2026-11-23',
    guestExpiryDays: 14,
  };

  it('accepts consistent users', () => {
    expect(userShapeProblem(igt, null)).toBeNull();
    expect(
      userShapeProblem({ ...operatorUser, regions: [region('us--georgia', true)] }, ['us--all']),
    ).toBeNull();
    expect(userShapeProblem(guest, null)).toBeNull();
  });

  it('names the first thing that does not agree', () => {
    expect(userShapeProblem({ ...igt, userGroup: 'customer' }, null)).toBe(USER_RULE_MESSAGES.groupOfType);
    expect(userShapeProblem({ ...operatorUser, operatorId: null }, null)).toBe(
      USER_RULE_MESSAGES.operatorNeeded,
    );
    expect(userShapeProblem({ ...igt, operatorId: 4 }, null)).toBe(USER_RULE_MESSAGES.operatorForbidden);
    expect(userShapeProblem({ ...guest, guestExpiryDays: null }, null)).toBe(
      USER_RULE_MESSAGES.guestDatesNeeded,
    );
    expect(userShapeProblem({ ...igt, guestExpiryDays: 3 }, null)).toBe(
      USER_RULE_MESSAGES.guestDatesForbidden,
    );
    expect(
      userShapeProblem({ ...operatorUser, regions: [region('canada--ontario', true)] }, ['us--all']),
    ).toBe("regions: canada--ontario is not one of the operator's regions.");
  });
});

describe('auditChanges', () => {
  it('lists what changed, and masks secrets', () => {
    expect(
      auditChanges(
        { firstName: 'Ada', userGroup: 'customer', hash: 'old-key', regions: ['a'] },
        { firstName: 'Ada', userGroup: 'performance', hash: 'new-key', regions: ['a'] },
        ['firstName', 'userGroup', 'hash', 'regions'],
      ),
    ).toEqual({ userGroup: { from: 'customer', to: 'performance' }, hash: { changed: true } });
  });

  it('lists the fields a create set, leaving out empty ones', () => {
    expect(
      auditChanges(null, { email: 'a@b.test', hash: 'k', trackName: '' }, ['email', 'hash', 'trackName']),
    ).toEqual({
      email: { from: null, to: 'a@b.test' },
      hash: { changed: true },
    });
  });
});

describe("a guest's first day", () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('lies within 365 days of today either way (issue 28 item 17)', () => {
    for (const start of ['2026-11-28', '2027-11-28', '2025-11-28'])
      expect(guestStartProblem(start, now), start).toBeNull();
    for (const start of ['9999-01-01', '2027-11-29', '2025-11-27', '0001-01-01'])
      expect(guestStartProblem(start, now), start).toBe(USER_RULE_MESSAGES.guestStartOutOfReach);
  });

  it('leaves a text that is no date to the schema', () => {
    expect(guestStartProblem('soon', now)).toBeNull();
  });
});
