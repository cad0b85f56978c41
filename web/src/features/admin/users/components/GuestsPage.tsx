import type { UserListItem } from '@portal/domain/schemas';
import { CalendarPlus, Copy, Pencil, TimerOff, UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/Button';
import { ButtonLink } from '../../../../components/ButtonLink';
import {
  AddLink,
  type AdminColumn,
  AdminPageHeader,
  actionsColumn,
  type SortState,
} from '../../../../components/form';
import { formatDate } from '../../../../shared/admin';
import { AdminList } from '../../../../shared/admin/AdminList';
import { personName, StatusBadge } from '../../../../shared/people';
import { useUsers } from '../api/get-users';
import { filterUsers } from '../filters';
import { useUserActions } from '../hooks/useUserActions';
import { useUserFilters } from '../hooks/useUserFilters';
import { personColumn } from './PersonCell';
import { RowMenu } from './RowMenu';
import { UsersTabs } from './UsersTabs';
import styles from './users.module.css';

/** The soonest to expire first. */
const FIRST_SORT: SortState = { key: 'status', direction: 'ascending' };

/** /admin/users/guests: the guests with their days left, their links, and Extend and Expire now. */
export default function GuestsPage() {
  const navigate = useNavigate();
  const guests = useUsers('guest');
  const { filters, list } = useUserFilters(FIRST_SORT);
  const actions = useUserActions();
  const rows = useMemo(() => filterUsers(guests.data ?? [], filters), [guests.data, filters]);

  const columns: AdminColumn<UserListItem>[] = [
    personColumn('Guest'),
    {
      key: 'status',
      header: 'Access',
      cell: (guest) => <StatusBadge user={guest} />,
      // The soonest to expire first, the expired after them.
      sortValue: (guest) =>
        guest.guestDaysLeft === null || guest.guestDaysLeft < 0
          ? Number.MAX_SAFE_INTEGER
          : guest.guestDaysLeft,
    },
    {
      key: 'lastDay',
      header: 'Last day',
      cell: (guest) => (guest.guestLastDay ? formatDate(guest.guestLastDay, 'day') : '—'),
      sortValue: (guest) => guest.guestLastDay,
    },
    {
      key: 'added',
      header: 'Added',
      cell: (guest) => formatDate(guest.createdAt, 'day'),
      sortValue: (guest) => guest.createdAt,
    },
    actionsColumn((guest) => (
      <span className={styles.rowActions}>
        <Button
          variant="secondary"
          size="sm"
          disabled={!guest.guestLink}
          onClick={() => void actions.copyGuestLink(guest)}
          aria-label={`Copy link for ${personName(guest)}`}
        >
          <Copy aria-hidden="true" /> Copy link
        </Button>
        <RowMenu
          label={`More actions for ${personName(guest)}`}
          items={[
            {
              label: 'Extend…',
              icon: <CalendarPlus aria-hidden="true" />,
              onSelect: () => actions.ask('extend', guest),
            },
            ...(guest.status === 'guest-active'
              ? [
                  {
                    label: 'Expire now',
                    icon: <TimerOff aria-hidden="true" />,
                    onSelect: () => actions.ask('expire', guest),
                  },
                ]
              : []),
            {
              label: 'Edit',
              icon: <Pencil aria-hidden="true" />,
              onSelect: () => navigate(`/admin/users/edit/${guest.id}`),
            },
            actions.deleteItem(guest),
          ]}
        />
      </span>
    )),
  ];

  return (
    <div>
      <AdminPageHeader
        title="Guests"
        lead="Guests sign in with a link until their last day. Extend a guest or end the access at any time."
        actions={
          <AddLink to="/admin/users/add/guest" icon={UserPlus}>
            Add a guest
          </AddLink>
        }
      />
      <UsersTabs />
      <AdminList
        caption="Guests"
        query={guests}
        rows={rows}
        params={list}
        columns={columns}
        noun="guest"
        count={{ total: guests.data?.length ?? 0 }}
        virtualizeAbove={200}
        search={{ label: 'Search by name or e-mail' }}
        filters={[
          {
            id: 'status',
            label: 'Access',
            options: [
              { value: '', label: 'Active and expired' },
              { value: 'guest-active', label: 'Active' },
              { value: 'guest-expired', label: 'Expired' },
            ],
          },
        ]}
        empty={{
          icon: <UserPlus />,
          title: 'No guests yet',
          text: 'A guest gets a sign-in link that works for the days you choose.',
          action: <ButtonLink to="/admin/users/add/guest">Add a guest</ButtonLink>,
        }}
      />
      {actions.dialog}
    </div>
  );
}
