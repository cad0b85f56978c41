import { dayNumberToIsoDate, extendGuest, isoDateToDayNumber } from '@portal/domain';
import type { UserListItem } from '@portal/domain/schemas';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { alerts, withAlerts } from '../../../../components/alerts';
import { ConfirmDialog } from '../../../../components/form';
import { toFailure } from '../../../../lib/api-client';
import { formatDate } from '../../../../shared/admin';
import { personName } from '../../../../shared/people';
import { useDeleteUser } from '../api/delete-user';
import { useExpireGuest } from '../api/expire-guest';
import { useExtendGuest } from '../api/extend-guest';
import { useSendPasswordLink } from '../api/send-password-link';
import type { RowMenuItem } from '../components/RowMenu';
import styles from '../components/users.module.css';

type Asked = { kind: 'delete' | 'extend' | 'expire'; user: UserListItem } | null;

const EXTEND_DAY_CHOICES = [7, 14, 30, 60, 90, 180, 365] as const;

/** The guest's last day after adding `days` (domain extendGuest: after the last day, or after today once expired). */
export function lastDayAfterExtending(lastDay: string, days: number, now: Date): string | null {
  const last = isoDateToDayNumber(lastDay);
  if (last === null) return null;
  const next = extendGuest({ guestExpiryStart: lastDay, guestExpiryDays: 0 }, days, now);
  return dayNumberToIsoDate(last + next.guestExpiryDays);
}

function failed(error: unknown, fallback: string) {
  alerts.danger(toFailure(error).message || fallback);
}

/**
 * The row and page actions on people: send a set or reset link, copy a guest's link at once; and,
 * after asking, delete, extend a guest or expire one now. Render `dialog` once on the page.
 */
export function useUserActions({ onDeleted }: { onDeleted?: (user: UserListItem) => void } = {}) {
  const [asked, setAsked] = useState<Asked>(null);
  const [days, setDays] = useState<number>(14);
  const daysId = useId();
  const sendLink = useSendPasswordLink();
  const remove = useDeleteUser();
  const extend = useExtendGuest();
  const expire = useExpireGuest();

  function ask(kind: NonNullable<Asked>['kind'], user: UserListItem) {
    setDays(14);
    setAsked({ kind, user });
  }

  /** The row menu's entry that asks before deleting the user. */
  function deleteItem(user: UserListItem): RowMenuItem {
    return {
      label: 'Delete',
      icon: <Trash2 aria-hidden="true" />,
      danger: true,
      onSelect: () => ask('delete', user),
    };
  }

  async function sendPasswordLink(user: UserListItem) {
    try {
      const sent = await sendLink.mutateAsync(user.id);
      const what = sent.purpose === 'set' ? 'set-password link' : 'password reset link';
      if (sent.mailSent) alerts.success(`A ${what} was mailed to ${user.email}.`);
      else alerts.danger(`No ${what} could be mailed to ${user.email}. Please try again later.`);
    } catch (error) {
      failed(error, 'The link was not sent. Please try again.');
    }
  }

  async function copyGuestLink(user: UserListItem) {
    if (!user.guestLink) return;
    try {
      await navigator.clipboard.writeText(user.guestLink);
      alerts.success(`Link for ${personName(user)} copied.`);
    } catch {
      // No clipboard (an insecure page or a refused permission): show the link to copy by hand.
      alerts.info('Copy the guest link from here:', { description: user.guestLink, duration: 20_000 });
    }
  }

  let dialog: ReactNode = null;
  if (asked?.kind === 'delete') {
    const user = asked.user;
    dialog = (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && setAsked(null)}
        title={`Delete ${personName(user)}?`}
        description={`${user.email} can no longer sign in, and their sessions and links end now. This cannot be undone.`}
        confirmLabel={user.userType === 'guest' ? 'Delete guest' : 'Delete user'}
        tone="danger"
        onConfirm={async () => {
          const deleted = await withAlerts(
            () => remove.mutateAsync(user.id),
            `${personName(user)} was deleted.`,
            'The user was not deleted. Please try again.',
          );
          if (deleted) onDeleted?.(user);
        }}
      />
    );
  } else if (asked?.kind === 'expire') {
    const user = asked.user;
    dialog = (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && setAsked(null)}
        title={`End ${personName(user)}'s access now?`}
        description="The guest link stops working at once and the guest is signed out. You can extend the guest later to give access again."
        confirmLabel="Expire now"
        tone="danger"
        onConfirm={() =>
          withAlerts(
            () => expire.mutateAsync(user.id),
            `${personName(user)}'s guest access has ended.`,
            'The guest was not expired. Please try again.',
          )
        }
      />
    );
  } else if (asked?.kind === 'extend') {
    const user = asked.user;
    const newLastDay = user.guestLastDay ? lastDayAfterExtending(user.guestLastDay, days, new Date()) : null;
    dialog = (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && setAsked(null)}
        title={`Extend ${personName(user)}'s access`}
        description={
          <>
            <span className={styles.dialogLine}>
              {user.status === 'guest-expired'
                ? 'This guest has expired: the days count from today.'
                : `Access now ends after ${user.guestLastDay ? formatDate(user.guestLastDay, 'day') : 'its last day'}.`}
            </span>
            <span className={styles.dialogField}>
              <label htmlFor={daysId}>Days to add</label>
              <select
                id={daysId}
                className={styles.dialogSelect}
                value={days}
                onChange={(event) => setDays(Number(event.target.value))}
              >
                {EXTEND_DAY_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice} days
                  </option>
                ))}
              </select>
            </span>
            {newLastDay ? (
              <span className={styles.dialogLine}>
                New last day: <strong>{formatDate(newLastDay, 'day')}</strong>
              </span>
            ) : null}
          </>
        }
        confirmLabel={`Extend by ${days} days`}
        onConfirm={() =>
          withAlerts(
            () => extend.mutateAsync({ id: user.id, days }),
            (guest) =>
              `${personName(user)} can sign in until ${guest.guestLastDay ? formatDate(guest.guestLastDay, 'day') : 'the new last day'}.`,
            'The guest was not extended. Please try again.',
          )
        }
      />
    );
  }

  return { ask, deleteItem, sendPasswordLink, copyGuestLink, dialog, sendingLink: sendLink.isPending };
}
