/*
 * A signed-in caller's first reads, started by the page's own small script before the app's code
 * arrived (src/first-requests.ts, decision 044). The API client takes each answer for its first
 * identical call instead of asking again.
 */
export interface StartedRequest {
  method: string;
  url: string;
  /** The urlencoded form sent, or null. */
  form: string | null;
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    portalFirstRequests?: StartedRequest[];
  }
}

/** The answer to a call the page already started, once; undefined for any other call. */
export function takeFirstRequest(
  method: string,
  url: string,
  token: string | null,
  body: BodyInit | undefined,
): Promise<Response> | undefined {
  const started = typeof window === 'undefined' ? undefined : window.portalFirstRequests;
  if (!started?.length || token === null) return undefined;
  const form = body === undefined ? null : body instanceof URLSearchParams ? body.toString() : undefined;
  if (form === undefined) return undefined;
  const index = started.findIndex(
    (request) =>
      request.method === method && request.url === url && request.form === form && request.token === token,
  );
  if (index < 0) return undefined;
  return started.splice(index, 1)[0]!.response;
}
