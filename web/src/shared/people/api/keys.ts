import type { UserType } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the people admin (users, guests, operators, the audit trail). Each starts with the
 * caller's token: what these calls answer depends on who asks (an AM gets no SA or AM rows).
 */
export const peopleKeys = {
  users: (token: string | null, type: UserType | null) => ['people', token, 'users', type ?? 'all'] as const,
  user: (token: string | null, id: number) => ['people', token, 'user', id] as const,
  operators: (token: string | null) => ['people', token, 'operators'] as const,
  operator: (token: string | null, id: number) => ['people', token, 'operator', id] as const,
  activity: (token: string | null, query: ActivityQuery) => ['people', token, 'activity', query] as const,
  clientEvents: (token: string | null, query: Pick<ActivityQuery, 'page' | 'pageSize'>) =>
    ['people', token, 'client-events', query] as const,
};

export interface ActivityQuery {
  /** Only the entries about this user (the history of a user's edit page). */
  targetUser?: number;
  /** From 0. */
  page: number;
  pageSize: number;
}

/**
 * After any change of a user, guest or operator: lists, user counts and the audit trail may all
 * read differently now, so every people query is fetched again.
 */
export function refreshPeople(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['people'] });
}
