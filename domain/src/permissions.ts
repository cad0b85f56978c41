import { USER_GROUPS_BY_TYPE, USER_TYPES, type UserGroup, type UserType } from './enums';

export type Area = 'games' | 'drawGames' | 'assets' | 'pipeline' | 'admin' | 'users' | 'superAdmin';

export interface Principal {
  userType: UserType;
  userGroup: UserGroup;
}

const IGT_STAFF = ['SA', 'AM', 'CM'] as const;
const ALL_OPERATORS = ['affiliate', 'customer', 'performance'] as const;

/** SPEC §6: for each area, the user types allowed in and, per type, the groups allowed in. */
export const PERMISSIONS: Record<Area, Partial<Record<UserType, readonly UserGroup[]>>> = {
  games: { igt: IGT_STAFF, operator: ALL_OPERATORS, guest: ['guest'] },
  drawGames: { igt: IGT_STAFF, operator: ALL_OPERATORS, guest: ['guest'] },
  assets: { igt: IGT_STAFF, operator: ALL_OPERATORS },
  pipeline: { igt: IGT_STAFF, operator: ['customer', 'performance'] },
  admin: { igt: ['SA', 'AM'] },
  users: { igt: ['SA', 'AM'] },
  superAdmin: { igt: ['SA'] },
};

/**
 * SPEC §6: met when the user's type is a key of the area's map and the user's group is in that
 * type's list. A null area is a public page. hasOwn keeps a stray type such as 'constructor' out.
 */
export function hasPermission(user: Principal | null | undefined, area: Area | null): boolean {
  if (area === null) return true;
  if (!user) return false;
  const byType = PERMISSIONS[area];
  if (!Object.hasOwn(byType, user.userType)) return false;
  return byType[user.userType]?.includes(user.userGroup) ?? false;
}

/** Decision 020: inactive and roadmap games reach only callers with the Pipeline permission. */
export function seesUnreleasedGames(principal: Principal | null | undefined): boolean {
  return hasPermission(principal, 'pipeline');
}

/** Decision 020: a game is public when active and off the roadmap; the Pipeline permission sees every game. */
export function canSeeGame(
  principal: Principal | null | undefined,
  game: { isActive: boolean; roadmap: boolean },
): boolean {
  return (game.isActive && !game.roadmap) || seesUnreleasedGames(principal);
}

/** Decision 020: draw games that are not live reach only an SA, who edits them. */
export function seesUnpublishedDrawGames(principal: Principal | null | undefined): boolean {
  return hasPermission(principal, 'superAdmin');
}

export function canSeeDrawGame(principal: Principal | null | undefined, item: { live: boolean }): boolean {
  return item.live || seesUnpublishedDrawGames(principal);
}

function isSuperAdmin(principal: Principal): boolean {
  return hasPermission(principal, 'superAdmin');
}

function isAccountManager(principal: Principal): boolean {
  return principal.userType === 'igt' && principal.userGroup === 'AM';
}

/** DESIGN 'Contracts': an SA manages anyone; an AM manages anyone but an SA or an AM. */
export function canManageUser(actor: Principal, target: Principal): boolean {
  if (isSuperAdmin(actor)) return true;
  if (!isAccountManager(actor)) return false;
  return !(target.userType === 'igt' && (target.userGroup === 'SA' || target.userGroup === 'AM'));
}

const ALL_PRINCIPALS: Principal[] = USER_TYPES.flatMap((userType) =>
  USER_GROUPS_BY_TYPE[userType].map((userGroup) => ({ userType, userGroup })),
);

/** The type and group pairs an actor may give a user they create or edit. */
export function assignableGroups(actor: Principal): Principal[] {
  return ALL_PRINCIPALS.filter((target) => canManageUser(actor, target)).map((target) => ({ ...target }));
}
