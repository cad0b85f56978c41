import type { DirectoryItem } from '@portal/domain/schemas';
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../../components/Button';
import styles from './DeleteDialog.module.css';
import { useCloseAfter } from './hooks/useCloseAfter';

/** SPEC §4: delete asks for confirmation first. */
export function DeleteDialog({
  item,
  onConfirm,
  onClose,
}: {
  item: DirectoryItem | null;
  onConfirm: (item: DirectoryItem) => Promise<unknown>;
  onClose: () => void;
}) {
  const { busy, run } = useCloseAfter(onClose);
  const isFolder = item?.type === 'folder';
  return (
    <AlertDialog.Root open={item !== null} onOpenChange={(open) => (open || busy ? null : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.dialogBackdrop} />
        <AlertDialog.Content className={styles.dialog}>
          <span className={styles.dialogIcon} aria-hidden="true">
            <Trash2 />
          </span>
          <AlertDialog.Title className={styles.dialogTitle}>
            Delete {isFolder ? 'folder' : 'file'} “{item?.name}”?
          </AlertDialog.Title>
          <AlertDialog.Description className={styles.dialogText}>
            {isFolder
              ? 'The folder and everything in it will be removed for every user and kept in the trash, where a super admin can restore it.'
              : 'The file will be removed for every user and kept in the trash, where a super admin can restore it.'}
          </AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => (item ? run(() => onConfirm(item)) : undefined)}
            >
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
