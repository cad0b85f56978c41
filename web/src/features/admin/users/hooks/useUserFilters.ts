import { isUserGroup, isUserType, type UserStatus } from '@portal/domain';
import { useMemo } from 'react';
import type { SortState } from '../../../../components/form';
import { useListParams } from '../../../../shared/admin';
import { USER_STATUS_LABELS } from '../../../../shared/people';
import type { UserFilters } from '../filters';

const FILTERS = ['type', 'group', 'operator', 'status'] as const;

const isUserStatus = (value: string): value is UserStatus => Object.hasOwn(USER_STATUS_LABELS, value);

/**
 * The users and guests lists' search and filters (?q=&type=&group=&operator=&status=), with their
 * sort and page, in the address (useListParams). Unknown values read as 'all'.
 */
export function useUserFilters(sort: SortState) {
  const list = useListParams({ filters: FILTERS, sort });
  const filters = useMemo<UserFilters>(() => {
    const type = list.value('type');
    const group = list.value('group');
    const status = list.value('status');
    return {
      search: list.search,
      type: isUserType(type) ? type : '',
      group: isUserGroup(group) ? group : '',
      operator: list.value('operator'),
      status: isUserStatus(status) ? status : '',
    };
  }, [list]);
  return { filters, list };
}
