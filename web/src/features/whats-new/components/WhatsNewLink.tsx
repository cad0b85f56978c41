import { hasPermission, WHATS_NEW_PATH, whatsNewLabel } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { NavLink } from 'react-router';
import { useRegions } from '../../../lib/region';
import { useSession } from '../../../lib/session';
import { whatsNewQueryOptions } from '../api/whats-new';
import styles from './WhatsNew.module.css';

/** The header's "What's new" link with the count since the last visit as a badge (hidden at 0). */
export function WhatsNewLink({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  const { selection } = useRegions();
  const allowed = hasPermission(user, 'games');
  const { data } = useQuery({ ...whatsNewQueryOptions(selection), enabled: allowed });
  if (!allowed) return null;
  const count = data?.count ?? 0;
  return (
    <NavLink
      to={WHATS_NEW_PATH}
      className={({ isActive }) => (isActive ? `${styles.link} ${styles.linkActive}` : styles.link)}
      aria-label={whatsNewLabel(count)}
      onClick={onNavigate}
    >
      <Sparkles aria-hidden="true" />
      <span className={styles.linkText}>What's new</span>
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  );
}
