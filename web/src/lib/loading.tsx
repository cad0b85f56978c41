import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { isFirstScreenFromServer } from './first-screen';

/**
 * SPEC §2 loading-state rule: entering a non-admin route sets the loading state, unless the
 * top-level route is unchanged. Pages clear it once their content is ready (usePageReady).
 */
function topLevelSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

export function isAdminPath(pathname: string): boolean {
  return topLevelSegment(pathname) === 'admin';
}

export function shouldStartLoading(previousPath: string | null, nextPath: string): boolean {
  if (isAdminPath(nextPath)) return false;
  if (previousPath === null) return true;
  return topLevelSegment(previousPath) !== topLevelSegment(nextPath);
}

interface LoadingState {
  loading: boolean;
  /** A page has finished loading since the app started (the footer waits for it). */
  firstPageReady: boolean;
}

interface LoadingActions {
  start: () => void;
  done: () => void;
}

// Two contexts: the pages only report (done), and must not re-render each time the state they
// report changes; the layout reads the state.
const LoadingStateContext = createContext<LoadingState | null>(null);
const LoadingActionsContext = createContext<LoadingActions | null>(null);

export function LoadingProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(false);
  // A page rendered by the server is in place from the start (decision 045).
  const [firstPageReady, setFirstPageReady] = useState(isFirstScreenFromServer);
  // A ref, not the state: a page ready at once calls done() in the same pass as start(), before any
  // render shows `loading` true.
  const started = useRef(false);
  const actions = useMemo<LoadingActions>(
    () => ({
      start: () => {
        started.current = true;
        setLoading(true);
      },
      done: () => {
        setLoading(false);
        if (started.current) setFirstPageReady(true);
      },
    }),
    [],
  );
  const state = useMemo(() => ({ loading, firstPageReady }), [loading, firstPageReady]);
  return (
    <LoadingActionsContext.Provider value={actions}>
      <LoadingStateContext.Provider value={state}>{children}</LoadingStateContext.Provider>
    </LoadingActionsContext.Provider>
  );
}

export function useLoadingState(): LoadingState {
  const value = useContext(LoadingStateContext);
  if (!value) throw new Error('useLoadingState must be used inside <LoadingProvider>');
  return value;
}

export function useLoadingActions(): LoadingActions {
  const value = useContext(LoadingActionsContext);
  if (!value) throw new Error('useLoadingActions must be used inside <LoadingProvider>');
  return value;
}

/** A page calls this with true once what it shows has loaded. */
export function usePageReady(ready = true): void {
  const { done } = useLoadingActions();
  useEffect(() => {
    if (ready) done();
  }, [ready, done]);
}
