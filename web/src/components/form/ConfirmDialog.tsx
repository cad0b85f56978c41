import { AlertDialog } from 'radix-ui';
import { type ReactElement, type ReactNode, useState } from 'react';
import { Button } from '../Button';
import styles from './form.module.css';

export interface ConfirmDialogProps {
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for what cannot be undone (delete), 'primary' otherwise. */
  tone?: 'danger' | 'primary';
  /** Runs on confirm; the dialog waits for it (buttons disabled) and then closes. */
  onConfirm: () => unknown;
  /** The element that opens it (a button); focus returns to it when the dialog closes. */
  trigger?: ReactElement;
  /** Controlled use (no trigger): open while true; onOpenChange(false) on Cancel, Escape or done. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Runs on Cancel or Escape (besides onOpenChange). */
  onCancel?: () => void;
  /** Without a trigger: where the focus goes when it closes (null: left to the browser). */
  finalFocus?: () => HTMLElement | null | undefined;
}

/** A confirmation on Radix AlertDialog: focus stays inside, Escape cancels, focus returns to the trigger. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  trigger,
  open,
  onOpenChange,
  onCancel,
  finalFocus,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const isOpen = open ?? ownOpen;

  function setOpen(next: boolean) {
    if (busy) return;
    setOwnOpen(next);
    onOpenChange?.(next);
  }

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOwnOpen(false);
      onOpenChange?.(false);
    }
  }

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.dialogBackdrop} />
        <AlertDialog.Content
          className={styles.dialog}
          onCloseAutoFocus={(event) => {
            const target = finalFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <AlertDialog.Title className={styles.dialogTitle}>{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className={styles.dialogText}>{description}</AlertDialog.Description>
          ) : null}
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy} onClick={onCancel}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={tone} disabled={busy} aria-busy={busy || undefined} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
