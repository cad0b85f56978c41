import { SIGNED_IN_HINT_COOKIE, TOKEN_STORAGE_KEY } from '@portal/domain';
import { useSyncExternalStore } from 'react';
import { readCookie, removeCookie, writeCookie } from './cookies';

/**
 * The consumer token, kept in local storage (SPEC §4 Session). A tiny external store so that
 * React components and the API client read the same value, and other tabs stay in step.
 */
const listeners = new Set<() => void>();

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

let current: string | null = typeof window === 'undefined' ? null : readStorage();

/**
 * The cookie that tells the server this browser holds a token, so that it sends the app's page rather
 * than a visitor's server-rendered one (decision 045). Kept a day: a token lives 8 hours.
 */
function keepSignedInHint(): void {
  if (typeof document === 'undefined') return;
  const hinted = readCookie(SIGNED_IN_HINT_COOKIE) !== undefined;
  if (current !== null && !hinted) writeCookie(SIGNED_IN_HINT_COOKIE, '1', { days: 1 });
  else if (current === null && hinted) removeCookie(SIGNED_IN_HINT_COOKIE);
}

keepSignedInHint();

function emit(): void {
  keepSignedInHint();
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return current;
}

export function setToken(token: string): void {
  current = token;
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // storage unavailable (private mode): keep the token in memory for this tab
  }
  emit();
}

export function clearToken(): void {
  current = null;
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // ignore
  }
  emit();
}

/** Re-read local storage (tests, and the storage event of another tab). */
export function reloadToken(): void {
  const next = readStorage();
  if (next !== current) {
    current = next;
    emit();
  }
}

function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) reloadToken();
  });
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
