import { fullName, hasPermission, PROFILE_PATH, usesSecondFactors } from '@portal/domain';
import { LayoutDashboard, LogIn, LogOut, Mail, ShieldCheck } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/hooks/useLogout';
import { useFocusOnMount } from '../../lib/focus-on-mount';
import type { LoadedControlProps } from '../../lib/load-on-intent';
import { useOverlays } from '../../lib/overlays';
import { SECURITY_PATH } from '../../lib/second-factor';
import { useSession } from '../../lib/session';
import styles from './Header.module.css';
import { ProfileTriggerContent, profileMenuLabel } from './ProfileMenu';

/** The profile menu itself (Radix), loaded when the pointer or focus first reaches its button. */
export function ProfileMenuDropdown({ openOnMount, focusOnMount }: LoadedControlProps) {
  const { user } = useSession();
  const { openLogin } = useOverlays();
  const logout = useLogout();
  const navigate = useNavigate();
  const trigger = useFocusOnMount<HTMLButtonElement>(focusOnMount);

  return (
    <DropdownMenu.Root modal={false} defaultOpen={openOnMount}>
      <DropdownMenu.Trigger asChild>
        <button
          ref={trigger}
          type="button"
          className={styles.profileTrigger}
          aria-label={profileMenuLabel(user)}
        >
          <ProfileTriggerContent user={user} />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={10} collisionPadding={12}>
          {user ? (
            <DropdownMenu.Label className={styles.menuLabel}>
              <span className={styles.menuName}>{fullName(user)}</span>
              <span className={styles.menuEmail}>{user.email}</span>
              {user.operator ? (
                <span className={styles.menuOperator}>
                  {user.operator.logo ? (
                    <img className={styles.menuOperatorLogo} src={user.operator.logo.link} alt="" />
                  ) : null}
                  {user.operator.name}
                </span>
              ) : null}
            </DropdownMenu.Label>
          ) : null}
          {user ? null : (
            <DropdownMenu.Item className={styles.menuItem} onSelect={openLogin}>
              <LogIn aria-hidden="true" /> Login
            </DropdownMenu.Item>
          )}
          {user && hasPermission(user, 'games') ? (
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => navigate(PROFILE_PATH)}>
              <Mail aria-hidden="true" /> Profile and e-mail digest
            </DropdownMenu.Item>
          ) : null}
          {user && hasPermission(user, 'admin') ? (
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => navigate('/admin')}>
              <LayoutDashboard aria-hidden="true" /> Dashboard
            </DropdownMenu.Item>
          ) : null}
          {usesSecondFactors(user) ? (
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => navigate(SECURITY_PATH)}>
              <ShieldCheck aria-hidden="true" /> Security
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
