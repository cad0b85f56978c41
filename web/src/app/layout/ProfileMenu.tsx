import { fullName, hasPermission } from '@portal/domain';
import { ChevronDown, LayoutDashboard, LogIn, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/hooks/useLogout';
import { useOverlays } from '../../lib/overlays';
import { useSession } from '../../lib/session';
import styles from './Header.module.css';

export function initials(first: string, last: string): string {
  return `${first.trim().slice(0, 1)}${last.trim().slice(0, 1)}`.toUpperCase() || '?';
}

/** SPEC §2: Login, Dashboard (igt SA and AM only) and Logout. Guests get no profile menu. */
export function ProfileMenu() {
  const { user } = useSession();
  const { openLogin } = useOverlays();
  const logout = useLogout();
  const navigate = useNavigate();
  if (user?.isGuest || user?.userType === 'guest') return null;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className={styles.profileTrigger}
          aria-label={user ? `Account menu for ${fullName(user)}` : 'Account menu'}
        >
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
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={10} collisionPadding={12}>
          {user ? (
            <DropdownMenu.Label className={styles.menuLabel}>
              <span className={styles.menuName}>{fullName(user)}</span>
              <span className={styles.menuEmail}>{user.email}</span>
            </DropdownMenu.Label>
          ) : null}
          {user ? null : (
            <DropdownMenu.Item className={styles.menuItem} onSelect={openLogin}>
              <LogIn aria-hidden="true" /> Login
            </DropdownMenu.Item>
          )}
          {user && hasPermission(user, 'admin') ? (
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => navigate('/admin')}>
              <LayoutDashboard aria-hidden="true" /> Dashboard
            </DropdownMenu.Item>
          ) : null}
          {user ? (
            <>
              <DropdownMenu.Separator className={styles.menuSeparator} />
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => void logout()}>
                <LogOut aria-hidden="true" /> Logout
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
