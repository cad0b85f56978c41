import type { UserStatus } from '@portal/domain';
import { userStatusText } from './labels';
import styles from './StatusBadge.module.css';

const TONE: Record<UserStatus, string | undefined> = {
  active: styles.success,
  invited: styles.info,
  'guest-active': styles.success,
  'guest-expired': styles.muted,
};

/** A user's status as a small badge: Active, Invited, 'N days left', Last day today, Expired. */
export function StatusBadge({ user }: { user: { status: UserStatus; guestDaysLeft: number | null } }) {
  const warn = user.status === 'guest-active' && user.guestDaysLeft !== null && user.guestDaysLeft <= 3;
  return (
    <span className={`${styles.badge} ${warn ? styles.warn : TONE[user.status]}`}>
      {userStatusText(user)}
    </span>
  );
}
