import { LOGIN_PATH } from '@portal/domain';
import { LogIn, LogOut, Menu } from 'lucide-react';
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { useLogout } from '../../features/auth/hooks/useLogout';
import { RegionIndicator } from '../../features/regions/components/RegionIndicator';
import { HeaderSearch } from '../../features/search/components/HeaderSearch';
import { WhatsNewLink } from '../../features/whats-new/components/WhatsNewLink';
import { mailto, useGlobals } from '../../lib/globals';
import { isAdminPath } from '../../lib/loading';
import { useOnceTrue } from '../../lib/once-true';
import { useOverlays } from '../../lib/overlays';
import { useSession } from '../../lib/session';
import { useBreakpoint } from '../../lib/viewport';
import styles from './Header.module.css';
import { MainNav } from './nav';
import { ProfileMenu } from './ProfileMenu';

function AccountActions() {
  const { user, status } = useSession();
  const { openLogin } = useOverlays();
  const { enquiriesEmail } = useGlobals();
  const logout = useLogout();
  const { pathname } = useLocation();

  // A stored token's user is still loading: show neither a visitor's actions nor a user's yet.
  if (status === 'loading') return null;
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

// The menu's sheet (a modal dialog) loads when the menu first opens.
const MobileMenuSheet = lazy(() => import('./MobileMenuSheet'));

/** The mobile menu (below 769 px): navigation and account actions in a sheet. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const opened = useOnceTrue(open);
  const button = useRef<HTMLButtonElement>(null);
  const breakpoint = useBreakpoint();

  useEffect(() => {
    if (breakpoint !== 'mobile' && breakpoint !== 'portraitTablet') setOpen(false);
  }, [breakpoint]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

// Memoised: it has no props, and the layout re-renders on every loading change.
export const Header = memo(function Header() {
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
        <MainNav
          user={user}
          className={styles.nav}
          linkClassName={styles.navLink}
          activeLinkClassName={styles.navLinkActive}
        />
        <div className={styles.actions}>
          <HeaderSearch />
          {showRegions ? <WhatsNewLink /> : null}
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
});
