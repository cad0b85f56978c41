import { parseId } from '@portal/domain';
import type { OperatorDetail, UserListItem } from '@portal/domain/schemas';
import { Trash2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { alerts, withAlerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import { ButtonLink } from '../../../../components/ButtonLink';
import { type AdminColumn, AdminPageHeader, AdminTable, ConfirmDialog } from '../../../../components/form';
import { BackToList, countOf, formatDate, Loaded, listHref } from '../../../../shared/admin';
import { personName, StatusBadge, USER_GROUP_LABELS, userRegionsText } from '../../../../shared/people';
import { useDeleteOperator } from '../api/delete-operator';
import { useOperator } from '../api/get-operator';
import { OperatorEditor } from './OperatorEditor';
import styles from './operators.module.css';

const BACK = <BackToList to="/admin/operators">All operators</BackToList>;

/** /admin/operators/add: after saving, the new operator's page, where its users are added. */
export function OperatorAddPage() {
  const navigate = useNavigate();
  return (
    <div>
      <AdminPageHeader
        back={BACK}
        title="Add an operator"
        lead="Its regions bound the regions its users can be given. You can add its users once it is saved."
      />
      <OperatorEditor
        onSaved={(saved) => {
          alerts.success(`${saved.name} was added. Add its users below.`);
          navigate(`/admin/operators/edit/${saved.id}`, { replace: true });
        }}
      />
    </div>
  );
}

/** /admin/operators/edit/:id: the operator's form, its users, and Delete. */
export function OperatorEditPage() {
  const id = parseId(useParams().id);
  const query = useOperator(id);
  return (
    <div>
      <Loaded
        query={query}
        missing={id === null}
        what="The operator"
        loading="Loading the operator…"
        header={<AdminPageHeader back={BACK} title="Edit operator" />}
      >
        {(operator) => <OperatorEdit operator={operator} />}
      </Loaded>
    </div>
  );
}

function OperatorEdit({ operator }: { operator: OperatorDetail }) {
  const navigate = useNavigate();
  const remove = useDeleteOperator();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <AdminPageHeader
        back={BACK}
        title={operator.name}
        lead={`${countOf(operator.userCount, 'user')} · added ${formatDate(operator.createdAt, 'day')}`}
        actions={
          <Button variant="ghost" className={styles.delete} onClick={() => setAsking(true)}>
            <Trash2 aria-hidden="true" /> Delete operator
          </Button>
        }
      />
      <div className={styles.editLayout}>
        <OperatorEditor
          key={operator.id}
          operator={operator}
          onSaved={(saved) => alerts.success(`Changes to ${saved.name} saved.`)}
        />
        <OperatorUsers operator={operator} />
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Delete ${operator.name}?`}
        description={
          operator.userCount > 0
            ? `${operator.name} still has ${countOf(operator.userCount, 'user')}, so it cannot be deleted yet. Move them to another operator or delete them from the users list, then delete ${operator.name}.`
            : 'Its logo goes too. This cannot be undone.'
        }
        // With users left a Delete could only fail (409): offer the way to them instead.
        confirmLabel={
          operator.userCount > 0 ? `Show its ${countOf(operator.userCount, 'user')}` : 'Delete operator'
        }
        tone={operator.userCount > 0 ? 'primary' : 'danger'}
        onConfirm={async () => {
          if (operator.userCount > 0) {
            navigate(`/admin/users?operator=${operator.id}`);
            return;
          }
          const deleted = await withAlerts(
            () => remove.mutateAsync(operator.id),
            `${operator.name} was deleted.`,
            'The operator was not deleted. Please try again.',
          );
          if (deleted) navigate(listHref('/admin/operators'), { replace: true });
        }}
      />
    </>
  );
}

/** The operator's users, with a way to add one already placed in it. */
function OperatorUsers({ operator }: { operator: OperatorDetail }) {
  const { pathname } = useLocation();
  const addLink = (
    <ButtonLink
      to={`/admin/users/add?operator=${operator.id}`}
      state={{ returnTo: pathname }}
      variant="secondary"
      size="sm"
    >
      <UserPlus aria-hidden="true" /> Add a user to {operator.name}
    </ButtonLink>
  );
  const columns: AdminColumn<UserListItem>[] = [
    {
      key: 'name',
      header: 'Name',
      primary: true,
      sortValue: (user) => personName(user).toLowerCase(),
      cell: (user) => (
        <span className={styles.person}>
          <Link to={`/admin/users/edit/${user.id}`}>{personName(user)}</Link>
          <span className={styles.email}>{user.email}</span>
        </span>
      ),
    },
    {
      key: 'group',
      header: 'Group',
      sortValue: (user) => user.userGroup,
      cell: (user) => USER_GROUP_LABELS[user.userGroup],
    },
    { key: 'regions', header: 'Regions', cell: (user) => userRegionsText(user.regions) },
    {
      key: 'status',
      header: 'Status',
      sortValue: (user) => user.status,
      cell: (user) => <StatusBadge user={user} />,
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="operator-users">
      <div className={styles.sectionHeader}>
        <h2 id="operator-users" className={styles.sectionTitle}>
          Users of {operator.name}
        </h2>
        {operator.users.length > 0 ? addLink : null}
      </div>
      <AdminTable
        caption={`Users of ${operator.name}`}
        rows={operator.users}
        rowKey={(user) => user.id}
        columns={columns}
        initialSort={{ key: 'name', direction: 'ascending' }}
        empty={{
          icon: <Users />,
          title: `${operator.name} has no users yet`,
          text: 'Its staff sign in once you add them: they get a link to choose a password.',
          action: addLink,
        }}
      />
    </section>
  );
}
