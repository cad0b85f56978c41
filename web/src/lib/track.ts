import { api } from './api-client';

/**
 * Records a tracked event in the audit log (POST /api/logs/create, DESIGN.md: tracked events go to
 * logs/create). Tracking never gets in the user's way: a failure is only logged.
 */
export function trackEvent(
  description: string,
  details: { game?: number; data?: unknown } = {},
): Promise<void> {
  const form: Record<string, string> = { description };
  if (details.game !== undefined) form.game = String(details.game);
  if (details.data !== undefined) form.data = JSON.stringify(details.data);
  return api.post('/api/logs/create', { form, auth: true }).then(
    () => undefined,
    (error: unknown) => console.warn('Could not record the event', description, error),
  );
}
