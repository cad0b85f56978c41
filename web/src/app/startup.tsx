import { LOGIN_PATH, MESSAGES } from '@portal/domain';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { alerts } from '../components/alerts';
import { useGuestExpiryAlert } from '../features/auth/hooks/useGuestExpiryAlert';
import { drawListQueryOptions } from '../features/draw-games/api/draw-games';
import { useAfterFirstScreen } from '../lib/first-screen';
import { gamesQueryOptions } from '../lib/games';
import { globalsQueryOptions } from '../lib/globals';
import { signOutLocally, USER_RECHECK_MS, userQueryOptions } from '../lib/session';
import { useToken } from '../lib/token-store';
import { UserLoadError } from '../lib/user-errors';
import { FullPageError } from './FullPageError';

export type StartupState = 'loading' | 'ready' | 'failed';

/**
 * SPEC §4 Start-up: globals, user, games, draw games, frequency draw games and enhanced features
 * are requested in parallel; the app is initialised once all have settled. A user error other
 * than visitor or guest-expired marks start-up failed. The page's frame does not wait for them
 * (SPEC §4 allows it): it paints at once and fills in as they settle. The four lists are asked for
 * once the visit's first screen is done and its images have painted (decisions 042, 044), unless
 * the page asks for one itself: on a phone's network they would otherwise share it with that screen.
 * The games come at once for a signed-in caller, whose pages mostly lead with them.
 */
function startupState(results: { isPending: boolean; error: unknown }[], userIndex: number): StartupState {
  if (results.some((result) => result.isPending)) return 'loading';
  const userError = results[userIndex]?.error;
  if (userError instanceof UserLoadError && userError.outcome.kind === 'failed') return 'failed';
  return 'ready';
}

function startupQueries(token: string | null, afterFirstScreen: boolean) {
  const behindFirstScreen = { enabled: afterFirstScreen };
  return [
    globalsQueryOptions,
    // While signed in, asked again every minute and when the page comes back into view: an account
    // ended or changed elsewhere is noticed while the page is open (decision 046).
    {
      ...userQueryOptions(token),
      refetchInterval: token === null ? false : USER_RECHECK_MS,
      refetchOnWindowFocus: token === null ? false : ('always' as const),
    },
    // A signed-in caller's pages lead with the games (catalogue, game page, pipeline): at once.
    { ...gamesQueryOptions(token), enabled: token !== null || afterFirstScreen },
    { ...drawListQueryOptions('popular', token), ...behindFirstScreen },
    { ...drawListQueryOptions('frequency', token), ...behindFirstScreen },
    { ...drawListQueryOptions('enhanced', token), ...behindFirstScreen },
  ] as const;
}

const USER_INDEX = 1;

/** Where an expired guest goes (SPEC §4: /guest/{slug}), or null for any other outcome. */
function guestExpiredPath(error: unknown): string | null {
  if (error instanceof UserLoadError && error.outcome.kind === 'guest-expired') {
    return `/guest/${encodeURIComponent(error.outcome.slug)}`;
  }
  return null;
}

export function StartupGate({ children }: { children: ReactNode }) {
  const token = useToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const results = useQueries({
    queries: startupQueries(token, useAfterFirstScreen()) as unknown as Parameters<
      typeof useQueries
    >[0]['queries'],
  });
  const state = startupState(results, USER_INDEX);
  const phase = useRef<'starting' | 'initialised' | 'failed'>('starting');
  if (phase.current === 'starting' && state !== 'loading')
    phase.current = state === 'failed' ? 'failed' : 'initialised';

  const userResult = results[USER_INDEX]!;
  const user = (userResult.data ?? null) as Parameters<typeof useGuestExpiryAlert>[0];

  const { pathname } = useLocation();
  const guestPath = guestExpiredPath(userResult.error);
  // Whether this page has had a signed-in user: a token refused later is an account that changed.
  const hadUser = useRef(false);
  if (userResult.data) hadUser.current = true;

  useEffect(() => {
    if (userResult.isPending) return;
    if (guestPath !== null) {
      // Leave first, and forget the token once the guest page shows: until then the page waits
      // (its user failed), so the guard of the page being left never sends the visitor the guest
      // is about to become to Login.
      if (decodeURIComponent(pathname) !== decodeURIComponent(guestPath))
        navigate(guestPath, { replace: true });
      else signOutLocally(queryClient);
      return;
    }
    if (token !== null && userResult.data === null) {
      // The server refused a stored token: forget it. At start-up the app continues as a visitor
      // (SPEC §8); a signed-in page goes to Login and says why (decision 046).
      signOutLocally(queryClient);
      if (hadUser.current) {
        hadUser.current = false;
        navigate(LOGIN_PATH, { replace: true });
        alerts.danger(MESSAGES.notLoggedIn);
      }
    }
  }, [userResult.isPending, guestPath, pathname, userResult.data, token, queryClient, navigate]);

  useGuestExpiryAlert(user);

  if (phase.current === 'failed') return <FullPageError />;
  return <>{children}</>;
}
