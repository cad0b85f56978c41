import { parseId, type RouteDef } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useSearchParams } from 'react-router';
import { LoginOverlay } from '../../features/auth/components/LoginOverlay';
import { GameDemoOverlay } from '../../features/games/components/GameDemoOverlay';
import { gamesQueryOptions } from '../../lib/games';
import { isAdminPath, shouldStartLoading, useLoadingState } from '../../lib/loading';
import { useOverlays } from '../../lib/overlays';
import { useSession } from '../../lib/session';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './SiteLayout.module.css';

interface RouteHandle {
  route: RouteDef;
}

function useCurrentRoute(): RouteDef | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return null;
}

/** Title from route metadata; scroll to top except inside admin; the loading-state rule. */
function useRouteEffects(route: RouteDef | null) {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  const { start, done } = useLoadingState();

  useEffect(() => {
    if (route) document.title = route.title;
  }, [route]);

  // Layout effect: runs before the new page's own effects, which clear the loading state.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    if (shouldStartLoading(previous.current, pathname)) start();
    if (!isAdminPath(pathname)) window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname, start]);

  // A page that never reports ready must not leave the bar running.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the timer on every navigation
  useEffect(() => {
    const timer = setTimeout(done, 8000);
    return () => clearTimeout(timer);
  }, [pathname, done]);
}

/** SPEC §2: ?demo={gameId} opens that game's demo once games and a user are present. */
function useDemoQuery() {
  const [params, setParams] = useSearchParams();
  const { user, token } = useSession();
  const games = useQuery(gamesQueryOptions(token));
  const { openDemo } = useOverlays();
  const demo = params.get('demo');

  useEffect(() => {
    if (demo === null || !user || !games.data || games.data.length === 0) return;
    const id = parseId(demo);
    const game = id === null ? undefined : games.data.find((candidate) => candidate.id === id);
    if (!game) return;
    openDemo(game.id);
    const next = new URLSearchParams(params);
    next.delete('demo');
    setParams(next, { replace: true });
  }, [demo, user, games.data, openDemo, params, setParams]);
}

export function SiteLayout() {
  const route = useCurrentRoute();
  const { loading } = useLoadingState();
  useRouteEffects(route);
  useDemoQuery();

  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <div
        className={loading ? `${styles.progress} ${styles.progressActive}` : styles.progress}
        aria-hidden="true"
      />
      <main id="main" className={styles.main} tabIndex={-1} aria-busy={loading || undefined}>
        <Outlet />
      </main>
      {route?.footer === false ? null : <Footer />}
      <LoginOverlay />
      <GameDemoOverlay />
    </>
  );
}
