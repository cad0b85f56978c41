import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type RefObject, useRef } from 'react';
import { focusBackOnClose } from '../../../lib/focus-back';
import styles from './Search.module.css';
import { SearchCombobox } from './SearchCombobox';

/**
 * The phone's search panel: a dialog at the top of the screen with the search box, focused on open;
 * focus goes back to the header's search button when it closes. Escape closes the box's popup, then
 * clears the box, and only then closes the panel. Loaded when it first opens.
 */
export default function SearchPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.panelBackdrop} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={focusBackOnClose(returnFocusTo)}
          onEscapeKeyDown={(event) => {
            // The box handles this Escape itself (closes its popup or clears its text).
            const box = input.current;
            if (box && (box.value !== '' || box.getAttribute('aria-expanded') === 'true'))
              event.preventDefault();
          }}
        >
          <div className={styles.panelHeader}>
            <Dialog.Title className={styles.panelTitle}>Search</Dialog.Title>
            <Dialog.Close className={styles.panelClose} aria-label="Close search">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <SearchCombobox inputRef={input} variant="panel" onOpened={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
