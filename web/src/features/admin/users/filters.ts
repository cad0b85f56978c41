import type { UserGroup, UserStatus, UserType } from '@portal/domain';
import type { UserListItem } from '@portal/domain/schemas';

/** What the users list is narrowed to; '' is 'all'. `operator` is an operator id or 'none'. */
export interface UserFilters {
  search: string;
  type: UserType | '';
  group: UserGroup | '';
  operator: string;
  status: UserStatus | '';
}

export const NO_FILTERS: UserFilters = { search: '', type: '', group: '', operator: '', status: '' };

/** Whether the user's name or e-mail holds the search text (any case, any spacing around it). */
export function matchesSearch(user: Pick<UserListItem, 'firstName' | 'surname' | 'email'>, search: string) {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [`${user.firstName} ${user.surname}`, user.email].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export function filterUsers(users: readonly UserListItem[], filters: UserFilters): UserListItem[] {
  return users.filter(
    (user) =>
      matchesSearch(user, filters.search) &&
      (filters.type === '' || user.userType === filters.type) &&
      (filters.group === '' || user.userGroup === filters.group) &&
      (filters.status === '' || user.status === filters.status) &&
      (filters.operator === '' ||
        (filters.operator === 'none'
          ? user.operator === null
          : String(user.operator?.id) === filters.operator)),
  );
}
