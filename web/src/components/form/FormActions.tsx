import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import styles from './form.module.css';

export interface FormActionsProps {
  /** The save is under way: both buttons wait and the save button says so. */
  busy?: boolean;
  saveLabel?: string;
  busyLabel?: string;
  onCancel?: () => void;
  cancelLabel?: string;
  /** Nothing to save yet (an unchanged form): the save button is disabled. */
  saveDisabled?: boolean;
  /** More buttons, before Cancel (Save as draft, Preview). */
  children?: ReactNode;
  /** Stick to the bottom of the viewport while the form scrolls. */
  sticky?: boolean;
  /** An action kept apart from Save, at the other end of the row (Delete). */
  apart?: ReactNode;
}

/** The row that ends a form: extra actions, Cancel, and the submit button. */
export function FormActions({
  busy = false,
  saveLabel = 'Save',
  busyLabel = 'Saving…',
  onCancel,
  cancelLabel = 'Cancel',
  saveDisabled = false,
  children,
  sticky = false,
  apart,
}: FormActionsProps) {
  return (
    <div className={sticky ? `${styles.actions} ${styles.sticky}` : styles.actions}>
      {apart ? <div className={styles.apart}>{apart}</div> : null}
      {children}
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button type="submit" disabled={busy || saveDisabled} aria-busy={busy || undefined}>
        {busy ? <Spinner size={16} label={busyLabel} /> : null}
        {busy ? busyLabel : saveLabel}
      </Button>
    </div>
  );
}
