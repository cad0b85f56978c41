import type { UserListItem } from '@portal/domain/schemas';
import { Link } from 'react-router';
import type { AdminColumn } from '../../../../components/form';
import { personName } from '../../../../shared/people';
import styles from './users.module.css';

/** A list's first cell: the name, linking to the edit page, with the e-mail under it. */
function PersonCell({ user }: { user: UserListItem }) {
  return (
    <span className={styles.person}>
      <Link to={`/admin/users/edit/${user.id}`} className={styles.personName}>
        {personName(user)}
      </Link>
      <span className={styles.email}>{user.email}</span>
    </span>
  );
}

/** The list's first column: PersonCell, sorted by full name. */
export function personColumn(header: string): AdminColumn<UserListItem> {
  return {
    key: 'name',
    header,
    primary: true,
    cell: (user) => <PersonCell user={user} />,
    sortValue: (user) => `${user.firstName} ${user.surname}`.toLowerCase(),
  };
}
