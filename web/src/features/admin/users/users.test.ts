import type { UserListItem } from '@portal/domain/schemas';
import { describe, expect, it } from 'vitest';
import { filterUsers, matchesSearch, NO_FILTERS } from './filters';
import { lastDayAfterExtending } from './hooks/useUserActions';
import { chooseRegions, offeredRegions, withDefaultRegion } from './regions';

function user(patch: Partial<UserListItem>): UserListItem {
  return {
    id: 1,
    email: 'ann.lee@example.test',
    firstName: 'Ann',
    surname: 'Lee',
    userType: 'operator',
    userGroup: 'customer',
    operator: { id: 7, name: 'Harbour' },
    regions: [],
    lastSignInAt: null,
    status: 'active',
    guestDaysLeft: null,
    guestLastDay: null,
    guestLink: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}

describe('the users list filters', () => {
  it('searches the full name and the e-mail, in any case', () => {
    expect(matchesSearch(user({}), '  ANN LEE ')).toBe(true);
    expect(matchesSearch(user({}), 'lee@example')).toBe(true);
    expect(matchesSearch(user({}), 'bob')).toBe(false);
  });

  it('narrows by type, group, status and operator, with "none" for users without one', () => {
    const ann = user({ id: 1 });
    const sam = user({ id: 2, userType: 'igt', userGroup: 'CM', operator: null, status: 'invited' });
    const gus = user({
      id: 3,
      userType: 'guest',
      userGroup: 'guest',
      operator: null,
      status: 'guest-expired',
    });
    const all = [ann, sam, gus];
    const ids = (filters: Partial<typeof NO_FILTERS>) =>
      filterUsers(all, { ...NO_FILTERS, ...filters }).map((u) => u.id);
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ type: 'igt' })).toEqual([2]);
    expect(ids({ group: 'customer' })).toEqual([1]);
    expect(ids({ status: 'guest-expired' })).toEqual([3]);
    expect(ids({ operator: '7' })).toEqual([1]);
    expect(ids({ operator: 'none' })).toEqual([2, 3]);
    expect(ids({ operator: '8' })).toEqual([]);
  });
});

describe('a user’s regions in the form', () => {
  it('offers an operator user only the operator’s regions; a whole group opens each region of it', () => {
    const keys = (operatorRegions: string[] | null) => offeredRegions(operatorRegions).map((r) => r.key);
    expect(keys(['canada--ontario', 'canada--quebec'])).toEqual(['canada--ontario', 'canada--quebec']);
    expect(keys(['apac--all'])).toEqual(['apac--all', 'apac--new-zealand', 'apac--asia-pacific-other']);
    expect(keys([])).toEqual([]);
    expect(keys(null).length).toBeGreaterThan(30);
  });

  it('keeps the default while it stays ticked, else makes the first region the default', () => {
    const current = [
      { region: 'canada--ontario', isDefault: false },
      { region: 'canada--quebec', isDefault: true },
    ];
    expect(chooseRegions(['canada--ontario', 'canada--quebec', 'us--georgia'], current)).toEqual([
      { region: 'canada--ontario', isDefault: false },
      { region: 'canada--quebec', isDefault: true },
      { region: 'us--georgia', isDefault: false },
    ]);
    expect(chooseRegions(['us--georgia', 'canada--ontario'], current)).toEqual([
      { region: 'us--georgia', isDefault: true },
      { region: 'canada--ontario', isDefault: false },
    ]);
    expect(chooseRegions([], current)).toEqual([]);
    expect(withDefaultRegion(current, 'canada--ontario')).toEqual([
      { region: 'canada--ontario', isDefault: true },
      { region: 'canada--quebec', isDefault: false },
    ]);
  });
});

describe('extending a guest', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('adds the days after the last day while the guest is active', () => {
    expect(lastDayAfterExtending('2026-03-15', 7, now)).toBe('2026-03-22');
  });
  it('counts from today once the guest has expired', () => {
    expect(lastDayAfterExtending('2026-03-01', 7, now)).toBe('2026-03-17');
  });
  it('says nothing for an unreadable last day', () => {
    expect(lastDayAfterExtending('soon', 7, now)).toBeNull();
  });
});
