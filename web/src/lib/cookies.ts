import Cookies from 'js-cookie';

/** js-cookie behind a small surface, so the rest of the app never touches document.cookie. */
export interface CookieOptions {
  /** Days until it expires; omit for a session cookie. */
  days?: number;
}

const FOREVER_DAYS = 3650;

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  Cookies.set(name, value, {
    expires: options.days,
    path: '/',
    sameSite: 'Lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  });
}

/** A cookie that never expires in practice (SPEC §9: the tooltip-closed cookie never expires). */
export function writePermanentCookie(name: string, value: string): void {
  writeCookie(name, value, { days: FOREVER_DAYS });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}

export function readJsonCookie<T>(name: string): T | null {
  const raw = readCookie(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
