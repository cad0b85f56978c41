import type { RefObject } from 'react';

/**
 * A Radix dialog's `onCloseAutoFocus` for a dialog opened by a button that is no Radix trigger (its
 * code loads when first opened): focus goes back to that button, while it is still on the page.
 */
export function focusBackOnClose(button: RefObject<HTMLElement | null>): (event: Event) => void {
  return (event) => {
    if (!button.current?.isConnected) return;
    event.preventDefault();
    button.current.focus();
  };
}
