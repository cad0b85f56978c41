import { isUserGroup, isUserType, type UserStatus } from '@portal/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminFilter } from '../../../../components/form';
import { USER_STATUS_LABELS } from '../../../../shared/people';
import { NO_FILTERS, type UserFilters } from '../filters';

const PARAM: Record<keyof UserFilters, string> = {
  search: 'q',
  type: 'type',
  group: 'group',
  operator: 'operator',
  status: 'status',
};

/**
 * The list's search and filters, kept in the address (?q=&type=&group=&operator=&status=) so they
 * survive opening a user and coming back, and can be shared as a link. Unknown values read as 'all'.
 */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<UserFilters>(() => {
    const type = params.get(PARAM.type) ?? '';
    const group = params.get(PARAM.group) ?? '';
    const status = params.get(PARAM.status) ?? '';
    return {
      search: params.get(PARAM.search) ?? '',
      type: isUserType(type) ? type : '',
      group: isUserGroup(group) ? group : '',
      operator: params.get(PARAM.operator) ?? '',
      status: Object.hasOwn(USER_STATUS_LABELS, status) ? (status as UserStatus) : '',
    };
  }, [params]);

  const setFilter = useCallback(
    <K extends keyof UserFilters>(key: K, value: UserFilters[K]) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(PARAM[key]);
          else next.set(PARAM[key], value);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of Object.keys(NO_FILTERS) as (keyof UserFilters)[]) next.delete(PARAM[key]);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  /** The table's search box, over names and e-mails. */
  const search = {
    value: filters.search,
    onChange: (value: string) => setFilter('search', value),
    label: 'Search by name or e-mail',
  };

  /** The table's select for one filter; `options` start with the 'all' choice (value ''). */
  function filterSelect<K extends Exclude<keyof UserFilters, 'search'>>(
    id: K,
    label: string,
    options: AdminFilter['options'],
  ): AdminFilter {
    return {
      id,
      label,
      value: filters[id],
      onChange: (value) => setFilter(id, value as UserFilters[K]),
      options,
    };
  }

  return { filters, setFilter, clearFilters, search, filterSelect };
}
