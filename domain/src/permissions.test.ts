import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isGroupOfType,
  USER_GROUPS,
  USER_GROUPS_BY_TYPE,
  USER_TYPES,
  type UserGroup,
  type UserType,
} from './enums';
import {
  type Area,
  assignableGroups,
  canManageUser,
  canSeeDrawGame,
  canSeeGame,
  hasPermission,
  type Principal,
} from './permissions';

const user = (userType: UserType, userGroup: UserGroup): Principal => ({ userType, userGroup });
const SA = user('igt', 'SA');
const AM = user('igt', 'AM');
const CM = user('igt', 'CM');
const affiliate = user('operator', 'affiliate');
const customer = user('operator', 'customer');
const performance = user('operator', 'performance');
const guest = user('guest', 'guest');
const everyone = [SA, AM, CM, affiliate, customer, performance, guest];

describe('hasPermission', () => {
  // SPEC §6, one row per area: who is let in, in the order of `everyone`.
  const table: [Area, Principal[]][] = [
    ['games', [SA, AM, CM, affiliate, customer, performance, guest]],
    ['drawGames', [SA, AM, CM, affiliate, customer, performance, guest]],
    ['assets', [SA, AM, CM, affiliate, customer, performance]],
    ['pipeline', [SA, AM, CM, customer, performance]],
    ['admin', [SA, AM]],
    ['users', [SA, AM]],
    ['superAdmin', [SA]],
  ];

  it.each(table)('lets exactly the right groups into %s', (area, allowed) => {
    for (const principal of everyone)
      expect(hasPermission(principal, area)).toBe(allowed.includes(principal));
  });

  it('opens public pages to everyone, visitors included', () => {
    for (const principal of [...everyone, null, undefined]) expect(hasPermission(principal, null)).toBe(true);
  });

  it('keeps visitors out of every area', () => {
    for (const [area] of table) {
      expect(hasPermission(null, area)).toBe(false);
      expect(hasPermission(undefined, area)).toBe(false);
    }
  });

  it('needs the group under its own type, whatever strings arrive at run time', () => {
    const anyText = fc.oneof(
      fc.constantFrom<string>(...USER_TYPES, ...USER_GROUPS, 'constructor', '__proto__'),
      fc.string(),
    );
    fc.assert(
      fc.property(anyText, anyText, fc.constantFrom(...table.map(([area]) => area)), (type, group, area) => {
        const principal = { userType: type as UserType, userGroup: group as UserGroup };
        if (hasPermission(principal, area))
          expect(isGroupOfType(principal.userType, principal.userGroup)).toBe(true);
      }),
    );
  });
});

describe('canManageUser and assignableGroups', () => {
  it('lets an SA manage anyone', () => {
    for (const target of everyone) expect(canManageUser(SA, target)).toBe(true);
    expect(assignableGroups(SA)).toEqual(
      USER_TYPES.flatMap((userType) =>
        USER_GROUPS_BY_TYPE[userType].map((userGroup) => ({ userType, userGroup })),
      ),
    );
  });

  it('lets an AM manage anyone but an SA or an AM', () => {
    expect(everyone.filter((target) => canManageUser(AM, target))).toEqual([
      CM,
      affiliate,
      customer,
      performance,
      guest,
    ]);
    expect(assignableGroups(AM)).toEqual([CM, affiliate, customer, performance, guest]);
  });

  it('lets nobody else manage users', () => {
    for (const actor of [CM, affiliate, customer, performance, guest]) {
      for (const target of everyone) expect(canManageUser(actor, target)).toBe(false);
      expect(assignableGroups(actor)).toEqual([]);
    }
    expect(canManageUser(user('operator', 'SA'), guest)).toBe(false);
  });
});

describe('canSeeGame', () => {
  it('shows active games off the roadmap to everyone, visitors included', () => {
    for (const principal of [...everyone, null])
      expect(canSeeGame(principal, { isActive: true, roadmap: false })).toBe(true);
  });

  it('shows inactive and roadmap games only with the Pipeline permission', () => {
    for (const game of [
      { isActive: false, roadmap: false },
      { isActive: false, roadmap: true },
      { isActive: true, roadmap: true },
    ]) {
      expect(canSeeGame(null, game)).toBe(false);
      for (const principal of everyone)
        expect(canSeeGame(principal, game)).toBe(hasPermission(principal, 'pipeline'));
    }
  });
});

describe('canSeeDrawGame', () => {
  it('shows live items to everyone and the others only to an SA', () => {
    for (const principal of [...everyone, null]) {
      expect(canSeeDrawGame(principal, { live: true })).toBe(true);
      expect(canSeeDrawGame(principal, { live: false })).toBe(principal === SA);
    }
  });
});
