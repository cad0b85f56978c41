import { MESSAGES, NEW_FOLDER_FOCUS_DELAY_MS } from '@portal/domain';
import { FolderPlus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { iconTileClass } from './AssetIcon';
import { useCloseAfter } from './hooks/useCloseAfter';
import styles from './NewFolderForm.module.css';
import { newFolderName } from './rules';

/**
 * SPEC §4/§5 'New folder': focus goes to the box after 100 ms; an invalid name shows
 * 'Invalid folder name' and makes no call; the form closes after the call, whatever its outcome.
 */
export function NewFolderForm({
  folderName,
  onCreate,
  onClose,
}: {
  folderName: string;
  onCreate: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { busy, run } = useCloseAfter(onClose);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), NEW_FOLDER_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const name = newFolderName(value);
    if (name === null) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    await run(() => onCreate(name));
  }

  return (
    <form
      className={styles.newFolder}
      onSubmit={submit}
      noValidate
      aria-label="New folder"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <span className={`${iconTileClass('folder')} ${styles.folderIcon}`} aria-hidden="true">
        <FolderPlus />
      </span>
      <div className={styles.newFolderField}>
        <input
          ref={input}
          className={styles.input}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (invalid) setInvalid(false);
          }}
          placeholder={`New folder in ${folderName}`}
          aria-label="Folder name"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          maxLength={255}
          disabled={busy}
          autoComplete="off"
        />
        {invalid ? (
          <p id={errorId} className={styles.fieldError} role="alert">
            {MESSAGES.invalidFolderName}
          </p>
        ) : null}
      </div>
      <div className={styles.newFolderActions}>
        <Button type="submit" size="sm" disabled={busy}>
          Create
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
