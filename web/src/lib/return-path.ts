import { isSafeReturnPath, LOGIN_PATH } from '@portal/domain';

/**
 * The route a user meant to reach before a redirect to Login (SPEC §2), restored after login.
 * Only same-origin paths are kept (DESIGN: the remembered route is always a path on our origin).
 * Kept in session storage so a reload of the login page does not lose it.
 */
const KEY = 'portal-return-path';
let memory: string | null = null;

export function rememberRoute(path: string): void {
  if (!isSafeReturnPath(path) || path.startsWith(LOGIN_PATH)) return;
  memory = path;
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // memory only
  }
}

export function peekRememberedRoute(): string | null {
  let value = memory;
  if (value === null) {
    try {
      value = window.sessionStorage.getItem(KEY);
    } catch {
      value = null;
    }
  }
  return value !== null && isSafeReturnPath(value) ? value : null;
}

export function forgetRememberedRoute(): void {
  memory = null;
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}

/** Take the remembered route (once) or the fallback. */
export function takeRememberedRoute(fallback: string | null): string | null {
  const value = peekRememberedRoute();
  forgetRememberedRoute();
  return value ?? fallback;
}
