import { hasPermission, parseId } from '@portal/domain';
import type { UserDetail } from '@portal/domain/schemas';
import { useNavigate, useParams } from 'react-router';
import { alerts } from '../../../../components/alerts';
import { AdminPageHeader } from '../../../../components/form';
import { useSession } from '../../../../lib/session';
import { BackToList, Loaded, listHref } from '../../../../shared/admin';
import { ActivityFeed, personName } from '../../../../shared/people';
import { useUser } from '../api/get-user';
import { useUserActions } from '../hooks/useUserActions';
import { AccountPanel } from './AccountPanel';
import { SignInMethodsPanel } from './SignInMethodsPanel';
import { UserEditor, userFormValues } from './UserEditor';
import styles from './UserEditPage.module.css';
import { UserFolderPanel } from './UserFolderPanel';

/**
 * /admin/users/edit/:id: the user's form, their account (links, guest access, delete) and, for an SA,
 * their folder and their history.
 */
export default function UserEditPage() {
  const id = parseId(useParams().id);
  const { user: caller } = useSession();
  // The server refuses an account manager their own account; asking again cannot change that.
  const ownAccountRefused = id !== null && id === caller?.id && !hasPermission(caller, 'superAdmin');
  const query = useUser(id ?? 0, { enabled: id !== null && !ownAccountRefused });
  if (ownAccountRefused)
    return (
      <div>
        <AdminPageHeader title="Your account" back={<BackLink guest={false} />} />
        <p className={styles.ownAccount} role="note">
          Account managers cannot edit their own account here. A super admin can change your group, operator
          and regions.
        </p>
      </div>
    );
  return (
    <div>
      <Loaded
        query={query}
        missing={id === null}
        what="The user"
        loading="Loading the user…"
        header={<AdminPageHeader title="Edit user" back={<BackLink guest={false} />} />}
      >
        {(user) => <UserEdit user={user} />}
      </Loaded>
    </div>
  );
}

function BackLink({ guest }: { guest: boolean }) {
  return guest ? (
    <BackToList to="/admin/users/guests">All guests</BackToList>
  ) : (
    <BackToList to="/admin/users">All users</BackToList>
  );
}

function UserEdit({ user }: { user: UserDetail }) {
  const navigate = useNavigate();
  const { user: caller } = useSession();
  const isGuest = user.userType === 'guest';
  const actions = useUserActions({
    onDeleted: (deleted) =>
      navigate(listHref(deleted.userType === 'guest' ? '/admin/users/guests' : '/admin/users')),
  });
  return (
    <>
      <AdminPageHeader back={<BackLink guest={isGuest} />} title={personName(user)} lead={user.email} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {/* A new server copy (after extend or expire) starts the form afresh. */}
          <UserEditor
            key={user.updatedAt}
            kind={isGuest ? 'guest' : 'user'}
            initialValues={userFormValues(user)}
            existing={user}
            onSaved={(saved: { user: UserDetail }) =>
              alerts.success(`Changes to ${personName(saved.user)} saved.`)
            }
          />
        </div>
        <aside className={styles.side} aria-label="Account">
          <AccountPanel user={user} isSelf={user.id === caller?.id} actions={actions} />
          {user.userType === 'igt' ? <SignInMethodsPanel user={user} /> : null}
        </aside>
        {/* Assets are the SA's to edit; a user without the asset manager (a guest) has no folder (SPEC §6). */}
        {hasPermission(caller, 'superAdmin') && hasPermission(user, 'assets') ? (
          <UserFolderPanel user={user} />
        ) : null}
        {/* An AM opens only users they may manage, whose history logs/get gives them. */}
        {hasPermission(caller, 'users') ? (
          <div className={styles.history}>
            <ActivityFeed
              title="History"
              targetUser={user.id}
              emptyText="Nothing has been recorded about this user yet."
            />
          </div>
        ) : null}
      </div>
      {actions.dialog}
    </>
  );
}
