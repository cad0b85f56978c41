import { fullName, hasPermission, LOGIN_PATH, MESSAGES } from '@portal/domain';
import { LayoutDashboard, LogIn, LogOut, Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { useLogout } from '../../features/auth/hooks/useLogout';
import { RegionIndicator } from '../../features/regions/components/RegionIndicator';
import { mailto, useGlobals } from '../../lib/globals';
import { isAdminPath } from '../../lib/loading';
import { useOverlays } from '../../lib/overlays';
import { useSession } from '../../lib/session';
import { useBreakpoint } from '../../lib/viewport';
import styles from './Header.module.css';
import { NAV_ITEMS, NavEntry } from './nav';
import { initials, ProfileMenu } from './ProfileMenu';

function AccountActions() {
  const { user } = useSession();
  const { openLogin } = useOverlays();
  const { enquiriesEmail } = useGlobals();
  const logout = useLogout();
  const { pathname } = useLocation();

  if (user) {
    return (
      <>
        <ProfileMenu />
        <Button variant="on-dark" size="sm" onClick={() => void logout()}>
          <LogOut aria-hidden="true" /> Logout
        </Button>
      </>
    );
  }
  return (
    <>
      {pathname === LOGIN_PATH ? null : (
        <Button variant="on-dark" size="sm" onClick={openLogin}>
          <LogIn aria-hidden="true" /> Login
        </Button>
      )}
      <Button asChild size="sm">
        <a href={mailto(enquiriesEmail, 'Account sign-up')}>Signup</a>
      </Button>
      <ProfileMenu />
    </>
  );
}

/** The mobile menu (below 769 px): navigation and account actions in a sheet. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  const { openLogin } = useOverlays();
  const { enquiriesEmail } = useGlobals();
  const logout = useLogout();
  const breakpoint = useBreakpoint();
  const close = () => setOpen(false);

  useEffect(() => {
    if (breakpoint !== 'mobile' && breakpoint !== 'portraitTablet') setOpen(false);
  }, [breakpoint]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className={styles.menuButton} aria-label="Menu">
          <Menu aria-hidden="true" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetBackdrop} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
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
              </div>
            </div>
          ) : null}
          <nav aria-label="Main" className={styles.sheetNav}>
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavEntry
                    item={item}
                    user={user}
                    className={styles.sheetLink}
                    activeClassName={styles.sheetLinkActive}
                    onNavigate={close}
                  />
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.sheetActions}>
            {user && !user.isGuest && hasPermission(user, 'admin') ? (
              <Button asChild variant="secondary" block>
                <Link to="/admin" onClick={close}>
                  <LayoutDashboard aria-hidden="true" /> Dashboard
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

export function Header() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const breakpoint = useBreakpoint();
  const mobile = breakpoint === 'mobile' || breakpoint === 'portraitTablet';
  const showRegions = !isAdminPath(pathname);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logoLink} aria-label="Northstar Games home">
          <Logo />
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavEntry
                  item={item}
                  user={user}
                  className={styles.navLink}
                  activeClassName={styles.navLinkActive}
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {showRegions ? <RegionIndicator compact={mobile || breakpoint === 'landscapeTablet'} /> : null}
          <div className={styles.account}>
            <AccountActions />
          </div>
          <div className={styles.mobileOnly}>
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
