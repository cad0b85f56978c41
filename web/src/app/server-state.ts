import type { DehydratedState } from '@tanstack/react-query';

/**
 * The element in which the server hands a page it rendered the answers that page shows (decision 045):
 * a JSON script, which runs nothing, so the page's CSP needs no exception.
 */
export const SERVER_STATE_ID = 'portal-state';

/** The answers of a page the server rendered, or null for a page the browser renders itself. */
export function readServerState(): DehydratedState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}
