import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

export interface UnsavedChangesPrompt {
  /** Render it once in the form's screen: the dialog asking before an in-app navigation. */
  prompt: ReactNode;
  /** Call right before navigating away on purpose (after a save): that navigation is not asked about. */
  allowNavigation: () => void;
}

/**
 * While `isDirty`, leaving the screen asks first: an in-app navigation to another path opens a
 * dialog (react-router's useBlocker), and closing or reloading the tab gets the browser's own
 * question (beforeunload).
 */
export function useUnsavedChangesPrompt(isDirty: boolean): UnsavedChangesPrompt {
  const dirty = useRef(isDirty);
  const allowed = useRef(false);
  useEffect(() => {
    dirty.current = isDirty;
    if (isDirty) allowed.current = false;
  }, [isDirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  const prompt = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      description="Your changes on this page have not been saved. If you leave now they are lost."
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    />
  );

  return { prompt, allowNavigation };
}
