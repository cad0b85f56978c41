import { type ReactNode, useSyncExternalStore } from 'react';
import { toFailure } from '../lib/api-client';

/** The three alert kinds of the app (SPEC: info, success, danger), shown by <AlertHost />. */
type AlertKind = 'info' | 'success' | 'danger';

export interface AlertOptions {
  /** How long it stays, in ms. */
  duration?: number;
  description?: ReactNode;
  id?: string;
}

// sonner loads with the first alert, off the first visit's path. Its toaster shows the alerts
// raised before it mounted, so an alert is never lost to the loading.
let sonner: Promise<typeof import('sonner')> | null = null;
let shown = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<typeof import('sonner')> {
  sonner ??= import('sonner');
  if (!shown) {
    shown = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Whether an alert has been raised yet (<AlertHost /> mounts the toaster from then on). */
export function useAlertsShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
    () => false,
  );
}

function showAlert(kind: AlertKind, message: string, options: AlertOptions = {}): void {
  void loadSonner().then(({ toast }) => {
    const fn = kind === 'danger' ? toast.error : kind === 'success' ? toast.success : toast.info;
    fn(message, { duration: options.duration, description: options.description, id: options.id });
  });
}

export const alerts = {
  info: (message: string, options?: AlertOptions) => showAlert('info', message, options),
  success: (message: string, options?: AlertOptions) => showAlert('success', message, options),
  danger: (message: string, options?: AlertOptions) => showAlert('danger', message, options),
};

/**
 * Runs an action the admin confirmed (a delete, an extend) and says how it went: `success` (made from
 * the action's result, if a function) in a success alert, or else the server's message, `failure`
 * when it gives none, in a danger alert. Resolves to whether the action worked.
 */
export async function withAlerts<T>(
  action: () => Promise<T>,
  success: string | ((result: T) => string),
  failure: string,
): Promise<boolean> {
  try {
    const result = await action();
    alerts.success(typeof success === 'function' ? success(result) : success);
    return true;
  } catch (error) {
    alerts.danger(toFailure(error).message || failure);
    return false;
  }
}
