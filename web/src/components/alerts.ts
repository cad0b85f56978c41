import type { ReactNode } from 'react';
import { toast } from 'sonner';

/** The three alert kinds of the app (SPEC: info, success, danger), shown by <AlertHost />. */
type AlertKind = 'info' | 'success' | 'danger';

export interface AlertOptions {
  /** How long it stays, in ms. */
  duration?: number;
  description?: ReactNode;
  id?: string;
}

function showAlert(kind: AlertKind, message: string, options: AlertOptions = {}): void {
  const fn = kind === 'danger' ? toast.error : kind === 'success' ? toast.success : toast.info;
  fn(message, { duration: options.duration, description: options.description, id: options.id });
}

export const alerts = {
  info: (message: string, options?: AlertOptions) => showAlert('info', message, options),
  success: (message: string, options?: AlertOptions) => showAlert('success', message, options),
  danger: (message: string, options?: AlertOptions) => showAlert('danger', message, options),
};
