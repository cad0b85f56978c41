import { assignableGroups, USER_TYPES, type UserStatus } from '@portal/domain';
import type { UserListItem } from '@portal/domain/schemas';
import { KeyRound, UserPlus, Users } from 'lucide-react';
import { useMemo } from 'react';
import { ButtonLink } from '../../../../components/ButtonLink';
import {
  AddLink,
  type AdminColumn,
  AdminPageHeader,
  actionsColumn,
  EditLink,
  type SortState,
} from '../../../../components/form';
import { useSession } from '../../../../lib/session';
import { formatDate } from '../../../../shared/admin';
import { AdminList } from '../../../../shared/admin/AdminList';
import {
  personName,
  StatusBadge,
  USER_GROUP_LABELS,
  USER_STATUS_LABELS,
  USER_TYPE_LABELS,
  useOperators,
  userRegionsText,
} from '../../../../shared/people';
import { useUsers } from '../api/get-users';
import { filterUsers } from '../filters';
import { useUserActions } from '../hooks/useUserActions';
import { useUserFilters } from '../hooks/useUserFilters';
import { personColumn } from './PersonCell';
import { RowMenu } from './RowMenu';
import { UsersTabs } from './UsersTabs';
import styles from './users.module.css';

/** Lists longer than this render only the rows near the viewport. */
/** The users come whole; the list shows them a page at a time (68 users were 7,500 px in one). */
const PAGE_SIZE = 25;
const FIRST_SORT: SortState = { key: 'name', direction: 'ascending' };

/** /admin/users: everyone the caller may manage, searchable, filterable and sortable. */
export default function UsersPage() {
  const { user: caller } = useSession();
  const users = useUsers(null);
  const operators = useOperators();
  const { filters, list } = useUserFilters(FIRST_SORT);
  const actions = useUserActions();

  const groups = useMemo(
    () =>
      caller
        ? assignableGroups(caller).filter((pair) => filters.type === '' || pair.userType === filters.type)
        : [],
    [caller, filters.type],
  );
  const rows = useMemo(() => filterUsers(users.data ?? [], filters), [users.data, filters]);

  const columns: AdminColumn<UserListItem>[] = [
    personColumn('Name'),
    {
      key: 'group',
      header: 'Group',
      cell: (user) => (
        <>
          {USER_GROUP_LABELS[user.userGroup]}
          <span className={styles.sub}>{USER_TYPE_LABELS[user.userType]}</span>
        </>
      ),
      sortValue: (user) => USER_GROUP_LABELS[user.userGroup],
    },
    {
      key: 'operator',
      header: 'Operator',
      cell: (user) => user.operator?.name ?? <span className={styles.muted}>—</span>,
      sortValue: (user) => user.operator?.name ?? null,
    },
    {
      key: 'regions',
      header: 'Regions',
      cell: (user) => userRegionsText(user.regions),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (user) => <StatusBadge user={user} />,
      sortValue: (user) => user.status,
    },
    {
      key: 'lastSignIn',
      header: 'Last sign-in',
      cell: (user) =>
        user.lastSignInAt ? (
          formatDate(user.lastSignInAt, 'day')
        ) : (
          <span className={styles.muted}>Never</span>
        ),
      sortValue: (user) => user.lastSignInAt,
    },
    actionsColumn((user) => (
      <span className={styles.rowActions}>
        <EditLink to={`/admin/users/edit/${user.id}`} name={personName(user)} />
        <RowMenu
          label={`More actions for ${personName(user)}`}
          items={[
            ...(user.userType === 'guest'
              ? []
              : [
                  {
                    label: user.status === 'invited' ? 'Send set-password link' : 'Send password reset link',
                    icon: <KeyRound aria-hidden="true" />,
                    onSelect: () => void actions.sendPasswordLink(user),
                  },
                ]),
            ...(user.id === caller?.id ? [] : [actions.deleteItem(user)]),
          ]}
        />
      </span>
    )),
  ];

  return (
    <div>
      <AdminPageHeader
        title="Users"
        lead="Provider staff, operator staff and guests who can sign in. There is no self-registration: access is given here."
        actions={
          <>
            <ButtonLink to="/admin/users/add/guest" variant="secondary">
              Add a guest
            </ButtonLink>
            <AddLink to="/admin/users/add" icon={UserPlus}>
              Add a user
            </AddLink>
          </>
        }
      />
      <UsersTabs />
      <AdminList
        caption="Users"
        query={users}
        rows={rows}
        params={list}
        columns={columns}
        noun="user"
        count={{ total: users.data?.length ?? 0, pageSize: PAGE_SIZE }}
        search={{ label: 'Search by name or e-mail' }}
        filters={[
          {
            id: 'type',
            label: 'Type',
            options: [
              { value: '', label: 'All types' },
              ...USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] })),
            ],
          },
          {
            id: 'group',
            label: 'Group',
            options: [
              { value: '', label: 'All groups' },
              ...groups.map((pair) => ({ value: pair.userGroup, label: USER_GROUP_LABELS[pair.userGroup] })),
            ],
          },
          {
            id: 'operator',
            label: 'Operator',
            options: [
              { value: '', label: 'All operators' },
              { value: 'none', label: 'No operator' },
              ...(operators.data ?? []).map((operator) => ({
                value: String(operator.id),
                label: operator.name,
              })),
            ],
          },
          {
            id: 'status',
            label: 'Status',
            options: [
              { value: '', label: 'Any status' },
              ...(Object.keys(USER_STATUS_LABELS) as UserStatus[]).map((status) => ({
                value: status,
                label: USER_STATUS_LABELS[status],
              })),
            ],
          },
        ]}
        empty={{
          icon: <Users />,
          title: caller?.userGroup === 'AM' ? 'No users you manage yet' : 'No users yet',
          text: 'People get access when you add them: they receive a link to choose a password.',
          action: <ButtonLink to="/admin/users/add">Add a user</ButtonLink>,
        }}
      />
      {actions.dialog}
    </div>
  );
}
