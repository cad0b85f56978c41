import { NavLink } from 'react-router';
import styles from './users.module.css';

/** The two lists of the Users area: everyone, and the guests with their links. */
export function UsersTabs() {
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab;
  return (
    <nav className={styles.tabs} aria-label="User lists">
      <NavLink to="/admin/users" end className={tabClass}>
        All users
      </NavLink>
      <NavLink to="/admin/users/guests" className={tabClass}>
        Guests
      </NavLink>
    </nav>
  );
}
