// A page's second script, apart from the app's entry and a few hundred bytes with no imports: starts a
// signed-in caller's first reads while the app's code is still on its way (decision 044). Every page
// waits for the caller's user, and start-up asks for the games at once for such a caller; on a phone
// the app's code takes a second or more to arrive, and these answers are there by then. The API
// client takes each for its first identical call (lib/first-requests.ts). What is asked here must be
// what the API client asks: first-requests.test.ts compares the two.
import type { StartedRequest } from './lib/first-requests';

// Domain's TOKEN_STORAGE_KEY, written out: importing it would make this script share a chunk with the
// app's entry. The test fails if the two part (the script would then find no token).
const TOKEN_STORAGE_KEY = 'portal-token';

const FIRST_REQUESTS = [
  { method: 'GET', url: '/api/user/active', form: null },
  { method: 'POST', url: '/api/game/all', form: 'depth=0' },
] as const;

export function startFirstRequests(): void {
  let token: string | null = null;
  try {
    token = window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // storage unavailable: the app asks for itself
  }
  if (!token) return;
  window.portalFirstRequests = FIRST_REQUESTS.map(({ method, url, form }): StartedRequest => {
    const response = fetch(url, {
      method,
      headers: { accept: 'application/json', 'consumer-token': token },
      body: form === null ? undefined : new URLSearchParams(form),
      credentials: 'include',
    });
    // One the app never takes (its token changed first) fails for nobody.
    response.catch(() => {});
    return { method, url, form, token, response };
  });
}

startFirstRequests();
