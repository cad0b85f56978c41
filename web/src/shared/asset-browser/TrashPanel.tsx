import type { TrashItem } from '@portal/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { File, Folder, RotateCcw, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { alerts } from '../../components/alerts';
import { Button, TryAgainButton } from '../../components/Button';
import { focusBackOnClose } from '../../lib/focus-back';
import { formatDate } from '../admin/dates';
import { directoryQueryOptions } from './api/directory';
import { assetKeys } from './api/keys';
import { purgeFromTrash, restoreFromTrash, trashKey, trashQueryOptions } from './api/trash';
import { failureMessage } from './hooks/failure-message';
import styles from './TrashPanel.module.css';

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(1)} KB`
      : bytes < 1024 ** 3
        ? `${(bytes / 1024 ** 2).toFixed(1)} MB`
        : `${(bytes / 1024 ** 3).toFixed(1)} GB`;

const contentsText = (item: TrashItem) =>
  item.type === 'folder'
    ? `${item.items} ${item.items === 1 ? 'item' : 'items'}, ${sizeText(item.size)}`
    : sizeText(item.size);

const PLACE_NOTES: Record<Exclude<TrashItem['originalPlace'], 'free'>, string> = {
  gone: 'That folder has been deleted: choose another.',
  taken: 'Something of the same name is there now: choose another folder.',
};

/**
 * The trash of the asset trees (SA, decision 140): each deleted item with where it was, who deleted
 * it and when. Restore puts it back where it was, or into a folder the SA picks when that place is
 * gone or its name is taken there; Delete for good asks first.
 */
export default function TrashPanel() {
  const trash = useQuery(trashQueryOptions);
  const [restoring, setRestoring] = useState<TrashItem | null>(null);
  const [purging, setPurging] = useState<TrashItem | null>(null);
  // The row's button that opened a dialog: focus goes back to it when the dialog closes.
  const opener = useRef<HTMLElement | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: assetKeys.all });
  const onError = (error: unknown) => alerts.danger(failureMessage(error));
  const restore = useMutation({
    mutationFn: ({ item, parentId }: { item: TrashItem; parentId: number | null }) =>
      restoreFromTrash(item.id, parentId),
    onSuccess: (_, { item }) => alerts.success(`“${item.name}” is back in its folder.`),
    onError,
    onSettled: refresh,
  });
  const purge = useMutation({
    mutationFn: (item: TrashItem) => purgeFromTrash(item.id),
    onSuccess: (_, item) => alerts.success(`“${item.name}” was deleted for good.`),
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trashKey }),
  });

  return (
    <section className={styles.panel} aria-labelledby="trash-title">
      <header className={styles.header}>
        <h2 id="trash-title" className={styles.title}>
          <Trash2 aria-hidden="true" /> Trash
        </h2>
        <p className={styles.lead}>
          Deleted files and folders wait here before they are removed for good. Restore one to put it back,
          with everything that was in it.
        </p>
      </header>
      {trash.isPending ? (
        <p className={styles.state} role="status">
          Loading the trash…
        </p>
      ) : trash.isError ? (
        <div className={styles.state} role="alert">
          <p>The trash could not be loaded. {failureMessage(trash.error)}</p>
          <TryAgainButton onClick={() => void trash.refetch()} size="sm" />
        </div>
      ) : trash.data.length === 0 ? (
        <p className={styles.state}>The trash is empty.</p>
      ) : (
        <ul className={styles.list} aria-label="Items in the trash">
          {trash.data.map((item) => (
            <li key={item.id} className={styles.row}>
              <span className={styles.icon} aria-hidden="true">
                {item.type === 'folder' ? <Folder /> : <File />}
              </span>
              <div className={styles.what}>
                <p className={styles.name}>{item.name}</p>
                <p className={styles.meta}>{contentsText(item)}</p>
              </div>
              <div className={styles.where}>
                <p className={styles.label}>Was in</p>
                <p>{item.originalPath}</p>
                {item.originalPlace !== 'free' ? (
                  <p className={styles.note}>{PLACE_NOTES[item.originalPlace]}</p>
                ) : null}
              </div>
              <div className={styles.when}>
                <p className={styles.label}>Deleted</p>
                <p>
                  {formatDate(item.deletedAt, 'dayTime')} by {item.deletedBy.name}
                </p>
                <p className={styles.meta}>Removed for good on {formatDate(item.purgeAt, 'day')}</p>
              </div>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Restore ${item.name}`}
                  disabled={restore.isPending}
                  onClick={() =>
                    item.originalPlace === 'free'
                      ? restore.mutate({ item, parentId: null })
                      : setRestoring(item)
                  }
                >
                  <RotateCcw aria-hidden="true" /> Restore
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${item.name} for good`}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setPurging(item);
                  }}
                >
                  <Trash2 aria-hidden="true" /> Delete for good
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <RestoreElsewhereDialog
        item={restoring}
        onCloseAutoFocus={focusBackOnClose(opener)}
        busy={restore.isPending}
        onClose={() => setRestoring(null)}
        onRestore={(item, parentId) => restore.mutateAsync({ item, parentId }).then(() => setRestoring(null))}
      />
      <AlertDialog.Root open={purging !== null} onOpenChange={(open) => (open ? null : setPurging(null))}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.backdrop} />
          <AlertDialog.Content className={styles.dialog} onCloseAutoFocus={focusBackOnClose(opener)}>
            <AlertDialog.Title className={styles.dialogTitle}>
              Delete “{purging?.name}” for good?
            </AlertDialog.Title>
            <AlertDialog.Description className={styles.dialogText}>
              {purging?.type === 'folder' ? 'The folder and everything in it' : 'The file'} will be removed
              from the portal. This cannot be undone.
            </AlertDialog.Description>
            <div className={styles.dialogActions}>
              <AlertDialog.Cancel asChild>
                <Button variant="secondary">Cancel</Button>
              </AlertDialog.Cancel>
              <Button
                variant="danger"
                disabled={purge.isPending}
                onClick={() =>
                  purging
                    ? purge.mutateAsync(purging).then(
                        () => setPurging(null),
                        () => undefined,
                      )
                    : undefined
                }
              >
                <Trash2 aria-hidden="true" /> Delete for good
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}

/** Restore into a folder the SA picks: the library's top or one of its folders. */
function RestoreElsewhereDialog({
  item,
  busy,
  onClose,
  onRestore,
  onCloseAutoFocus,
}: {
  item: TrashItem | null;
  onCloseAutoFocus: (event: Event) => void;
  busy: boolean;
  onClose: () => void;
  onRestore: (item: TrashItem, parentId: number) => Promise<unknown>;
}) {
  const library = useQuery({ ...directoryQueryOptions('library', null), enabled: item !== null });
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  const folders = library.data
    ? [
        { id: library.data.id, label: library.data.name },
        ...library.data.children
          .filter((child) => child.type === 'folder')
          .map((child) => ({ id: child.id, label: `${library.data!.name} / ${child.name}` })),
      ]
    : [];
  const value = chosen || String(folders[0]?.id ?? '');
  return (
    <AlertDialog.Root open={item !== null} onOpenChange={(open) => (open || busy ? null : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.backdrop} />
        <AlertDialog.Content className={styles.dialog} onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialog.Title className={styles.dialogTitle}>Restore “{item?.name}”</AlertDialog.Title>
          <AlertDialog.Description className={styles.dialogText}>
            {item?.originalPlace === 'taken'
              ? `${item.originalPath} already has an item named “${item.name}”.`
              : `${item?.originalPath ?? 'The folder it was in'} has been deleted.`}{' '}
            Choose the folder to restore it into.
          </AlertDialog.Description>
          <label className={styles.field} htmlFor={selectId}>
            Restore into
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={value}
            disabled={!library.data}
            onChange={(event) => setChosen(event.target.value)}
          >
            {folders.map((folder) => (
              <option key={folder.id} value={folder.id}>
                {folder.label}
              </option>
            ))}
          </select>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              disabled={busy || value === ''}
              onClick={() => (item ? void onRestore(item, Number(value)).catch(() => undefined) : undefined)}
            >
              <RotateCcw aria-hidden="true" /> Restore here
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
