import { fullName, hasPermission, MESSAGES, usesSecondFactors } from '@portal/domain';
import { LayoutDashboard, LogIn, LogOut, ShieldCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { useLogout } from '../../features/auth/hooks/useLogout';
import { focusBackOnClose } from '../../lib/focus-back';
import { mailto, useGlobals } from '../../lib/globals';
import { useOverlays } from '../../lib/overlays';
import { SECURITY_PATH } from '../../lib/second-factor';
import { useSession } from '../../lib/session';
import styles from './Header.module.css';
import { MainNav } from './nav';
import { initials } from './ProfileMenu';

/** The mobile menu's sheet: navigation and account actions. Loaded when the menu first opens. */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which is no Radix trigger: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { user } = useSession();
  const { openLogin } = useOverlays();
  const { enquiriesEmail } = useGlobals();
  const logout = useLogout();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetBackdrop} />
        <Dialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          onCloseAutoFocus={focusBackOnClose(returnFocusTo)}
        >
          <div className={styles.sheetHeader}>
            <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
            <Link to="/" onClick={close} aria-label="Northstar Games home" className={styles.logoLink}>
              <Logo />
            </Link>
            <Dialog.Close className={styles.sheetClose} aria-label="Close menu">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          {user ? (
            <div className={styles.sheetUser}>
              <span className={styles.avatar} aria-hidden="true">
                {initials(user.firstName, user.surname)}
              </span>
              <div>
                <p className={styles.sheetUserName}>{fullName(user)}</p>
                <p className={styles.sheetUserMeta}>{user.isGuest ? 'Guest access' : user.email}</p>
                {user.operator ? <p className={styles.sheetUserMeta}>{user.operator.name}</p> : null}
              </div>
            </div>
          ) : null}
          <MainNav
            user={user}
            className={styles.sheetNav}
            linkClassName={styles.sheetLink}
            activeLinkClassName={styles.sheetLinkActive}
            onNavigate={close}
          />
          <div className={styles.sheetActions}>
            {user && !user.isGuest && hasPermission(user, 'admin') ? (
              <Button asChild variant="secondary" block>
                <Link to="/admin" onClick={close}>
                  <LayoutDashboard aria-hidden="true" /> Dashboard
                </Link>
              </Button>
            ) : null}
            {usesSecondFactors(user) ? (
              <Button asChild variant="secondary" block>
                <Link to={SECURITY_PATH} onClick={close}>
                  <ShieldCheck aria-hidden="true" /> Security
                </Link>
              </Button>
            ) : null}
            {user ? (
              <Button
                block
                variant="secondary"
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                <LogOut aria-hidden="true" /> Logout
              </Button>
            ) : (
              <>
                <Button
                  block
                  onClick={() => {
                    close();
                    openLogin();
                  }}
                >
                  <LogIn aria-hidden="true" /> Login
                </Button>
                <Button asChild block variant="secondary">
                  <a href={mailto(enquiriesEmail, 'Account sign-up')}>Signup</a>
                </Button>
                <p className={styles.sheetNote}>
                  No account yet?{' '}
                  <a href={mailto(enquiriesEmail, 'Account enquiry')}>{MESSAGES.inquireAccount}</a>
                </p>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
