import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import styles from './Overlay.module.css';

type OverlaySize = 'sm' | 'md' | 'lg' | 'xl';

export interface OverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name; shown as its heading unless hideTitle. */
  title: ReactNode;
  description?: ReactNode;
  hideTitle?: boolean;
  size?: OverlaySize;
  /** Dark stage for framed content (demos, video, previews). */
  tone?: 'light' | 'dark';
  /**
   * For content with nothing to focus (a read-only preview): the body becomes a named region that
   * takes focus, so the keyboard can scroll it.
   */
  bodyLabel?: string;
  children: ReactNode;
}

/**
 * The one overlay of SPEC §2 (demo, video, downloadable assets, tournaments demo, image preview,
 * login). Radix Dialog: Escape and a click outside close it, focus is trapped inside and
 * returned to where it was when it closes.
 */
export function Overlay({
  open,
  onOpenChange,
  title,
  description,
  hideTitle = false,
  size = 'md',
  tone = 'light',
  bodyLabel,
  children,
}: OverlayProps) {
  // Overlays open on state values, not through a Radix trigger: remember what had focus, and
  // give it back on close (Radix would otherwise move focus to its own, absent, trigger).
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnTo.current = document.activeElement;
    }
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content
          className={`${styles.content} ${styles[size]} ${styles[tone]}`}
          onCloseAutoFocus={(event) => {
            const target = returnTo.current;
            returnTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={hideTitle ? 'visually-hidden' : styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {bodyLabel ? (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region with nothing focusable in it
            <section className={styles.body} aria-label={bodyLabel} tabIndex={0}>
              {children}
            </section>
          ) : (
            <div className={styles.body}>{children}</div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
