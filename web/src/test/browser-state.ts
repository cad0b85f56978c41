import Cookies from 'js-cookie';
import { resetFirstScreenForTests } from '../lib/first-screen';
import { forgetRememberedRoute } from '../lib/return-path';
import { reloadToken } from '../lib/token-store';

/**
 * Storage, cookies, the remembered route and the token as a first visit finds them; the first
 * screen's gate open, as on any later screen (first-screen.test.ts closes it).
 */
export function resetBrowserState(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  forgetRememberedRoute();
  reloadToken();
  resetFirstScreenForTests({ done: true });
}
