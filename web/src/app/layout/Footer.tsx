import { DEFAULT_RESPONSIBLE_GAMBLING_URL } from '@portal/domain';
import { memo } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { mailto, useGlobals } from '../../lib/globals';
import { useSession } from '../../lib/session';
import styles from './Footer.module.css';
import { NAV_ITEMS, NavEntry } from './nav';

/** SPEC §2 Footer: the navigation, the links and the copyright line. */
// Memoised: it has no props, and the layout re-renders on every loading change.
export const Footer = memo(function Footer() {
  const { user } = useSession();
  const globals = useGlobals();
  const responsible = globals.responsibleGamblingUrl || DEFAULT_RESPONSIBLE_GAMBLING_URL;
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>
            Lottery games and the materials to launch them, for operators and partners worldwide.
          </p>
          <p className={styles.age}>
            <span className={styles.ageBadge} aria-hidden="true">
              18+
            </span>
            Play responsibly. Demos use play money only.
          </p>
        </div>
        <nav aria-label="Footer" className={styles.columns}>
          <div>
            <h2 className={styles.heading}>Explore</h2>
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavEntry item={item} user={user} className={styles.link} />
                </li>
              ))}
              <li>
                <Link className={styles.link} to="/promotional-tools">
                  Promotional Tools
                </Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>Support</h2>
            <ul>
              <li>
                <a className={styles.link} href={responsible} target="_blank" rel="noopener noreferrer">
                  Responsible Gambling
                </a>
              </li>
              <li>
                <a className={styles.link} href={mailto(globals.enquiriesEmail, 'Close my account')}>
                  Close My Account
                </a>
              </li>
              <li>
                <a className={styles.link} href={mailto(globals.enquiriesEmail)}>
                  Contact
                </a>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>Legal</h2>
            <ul>
              <li>
                <Link className={styles.link} to="/privacy-policy">
                  Privacy
                </Link>
              </li>
              <li>
                <Link className={styles.link} to="/terms-and-conditions">
                  Terms
                </Link>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>© {year} Northstar Games Ltd. All rights reserved.</p>
      </div>
    </footer>
  );
});
