import type { UserDetail } from '@portal/domain/schemas';
import { CalendarPlus, Copy, KeyRound, TimerOff, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/Button';
import { formatDate } from '../../../../shared/admin';
import { StatusBadge } from '../../../../shared/people';
import type { useUserActions } from '../hooks/useUserActions';
import styles from './UserEditPage.module.css';

/** The side of a user's page: status, sign-ins, the password link, a guest's link and days, and Delete. */
export function AccountPanel({
  user,
  isSelf,
  actions,
}: {
  user: UserDetail;
  isSelf: boolean;
  actions: ReturnType<typeof useUserActions>;
}) {
  const linkId = useId();
  const isGuest = user.userType === 'guest';
  return (
    <div className={styles.panel}>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge user={user} />
          </dd>
        </div>
        {isGuest && user.guestLastDay ? (
          <div>
            <dt>Last day</dt>
            <dd>{formatDate(user.guestLastDay, 'day')}</dd>
          </div>
        ) : null}
        {isGuest && user.guestSponsor ? (
          <div>
            <dt>Sponsor</dt>
            <dd>{user.guestSponsor.fullName}</dd>
          </div>
        ) : null}
        <div>
          <dt>Last sign-in</dt>
          <dd>{user.lastSignInAt ? formatDate(user.lastSignInAt, 'dayTime') : 'Never'}</dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>{formatDate(user.createdAt, 'day')}</dd>
        </div>
      </dl>

      {isGuest && user.guestLink ? (
        <div className={styles.guestLink}>
          <label htmlFor={linkId} className={styles.panelLabel}>
            Guest link
          </label>
          <input
            id={linkId}
            className={styles.linkInput}
            value={user.guestLink}
            readOnly
            onFocus={(e) => e.target.select()}
          />
          <Button variant="secondary" size="sm" onClick={() => void actions.copyGuestLink(user)}>
            <Copy aria-hidden="true" /> Copy link
          </Button>
        </div>
      ) : null}

      <div className={styles.panelActions}>
        {isGuest ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => actions.ask('extend', user)}>
              <CalendarPlus aria-hidden="true" /> Extend…
            </Button>
            {user.status === 'guest-active' ? (
              <Button variant="secondary" size="sm" onClick={() => actions.ask('expire', user)}>
                <TimerOff aria-hidden="true" /> Expire now
              </Button>
            ) : null}
          </>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={actions.sendingLink}
            onClick={() => void actions.sendPasswordLink(user)}
          >
            <KeyRound aria-hidden="true" />
            {user.hasPassword ? 'Send password reset link' : 'Send set-password link'}
          </Button>
        )}
        {isSelf ? null : (
          <Button
            variant="ghost"
            size="sm"
            className={styles.delete}
            onClick={() => actions.ask('delete', user)}
          >
            <Trash2 aria-hidden="true" /> {isGuest ? 'Delete guest' : 'Delete user'}
          </Button>
        )}
      </div>
    </div>
  );
}
