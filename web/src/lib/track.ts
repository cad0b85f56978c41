import { api } from './api-client';

/**
 * Reports a tracked event (POST /api/logs/create, DESIGN.md: tracked events go to logs/create). The
 * server keeps it apart from the audit trail, as reported by the client (decision 080), and limits how
 * many a minute. Tracking never gets in the user's way: a failure is only logged.
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
