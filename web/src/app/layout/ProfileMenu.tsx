import { fullName, type User } from '@portal/domain';
import { ChevronDown, UserRound } from 'lucide-react';
import { useLoadOnIntent } from '../../lib/load-on-intent';
import { useSession } from '../../lib/session';
import styles from './Header.module.css';

export function initials(first: string, last: string): string {
  return `${first.trim().slice(0, 1)}${last.trim().slice(0, 1)}`.toUpperCase() || '?';
}

export function profileMenuLabel(user: User | null): string {
  return user ? `Account menu for ${fullName(user)}` : 'Account menu';
}

/** What the menu's button shows: the user's initials and first name, or a person icon. */
export function ProfileTriggerContent({ user }: { user: User | null }) {
  return (
    <>
      {user ? (
        <>
          <span className={styles.avatar} aria-hidden="true">
            {initials(user.firstName, user.surname)}
          </span>
          <span className={styles.profileName} aria-hidden="true">
            {user.firstName}
          </span>
        </>
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          <UserRound />
        </span>
      )}
      <ChevronDown aria-hidden="true" className={styles.profileChevron} />
    </>
  );
}

const loadDropdown = () => import('./ProfileMenuDropdown').then((module) => module.ProfileMenuDropdown);

/** SPEC §2: Login, Dashboard (igt SA and AM only) and Logout. Guests get no profile menu. */
export function ProfileMenu() {
  const { user } = useSession();
  const { Loaded, intent, mount } = useLoadOnIntent(loadDropdown);
  if (user?.isGuest || user?.userType === 'guest') return null;
  if (Loaded) return <Loaded {...mount} />;
  return (
    <button
      type="button"
      className={styles.profileTrigger}
      aria-label={profileMenuLabel(user)}
      aria-haspopup="menu"
      aria-expanded={false}
      {...intent}
    >
      <ProfileTriggerContent user={user} />
    </button>
  );
}
