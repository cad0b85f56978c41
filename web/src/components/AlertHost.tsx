import { lazy, Suspense } from 'react';
import { useAlertsShown } from './alerts';

const AlertToaster = lazy(() => import('./AlertToaster'));

/** Mounts the alert list once the first alert is raised: most visits raise none. */
export function AlertHost() {
  const shown = useAlertsShown();
  return shown ? (
    <Suspense fallback={null}>
      <AlertToaster />
    </Suspense>
  ) : null;
}
