import { parseId, type RouteDef } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigationType, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/Spinner';
import {
  afterNextPaint,
  isFirstScreenFromServer,
  markFirstPagePainted,
  RenderLater,
} from '../../lib/first-screen';
import { gamesQueryOptions } from '../../lib/games';
import { isAdminPath, shouldStartLoading, useLoadingActions, useLoadingState } from '../../lib/loading';
import { useOnceTrue } from '../../lib/once-true';
import { useOverlays } from '../../lib/overlays';
import { useSession } from '../../lib/session';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './SiteLayout.module.css';

// The overlays (and the dialog, form and demo code behind them) load when first opened.
const LoginOverlay = lazy(() =>
  import('../../features/auth/components/LoginOverlay').then((m) => ({ default: m.LoginOverlay })),
);
const GameDemoOverlay = lazy(() =>
  import('../../features/games/components/GameDemoOverlay').then((m) => ({ default: m.GameDemoOverlay })),
);

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

/** How long after a navigation its page's heading is waited for (its code may still be loading). */
const HEADING_WAIT_MS = 10_000;

/**
 * Moves the focus to the new page's main heading once it is in the page, unless the page focused a
 * control of its own meanwhile (the login form its e-mail box). A screen that shows its heading while
 * loading and renders it anew once loaded would drop the focus to the body: while the wait lasts, a
 * focused heading that left the page hands the focus on to the one that replaced it.
 * Answers the cleanup that stops waiting.
 */
function focusHeadingWhenShown(): () => void {
  const started = performance.now();
  const focusedBefore = document.activeElement;
  let focusedHeading: HTMLElement | null = null;
  let frame = 0;
  const tryFocus = () => {
    const main = document.getElementById('main');
    const active = document.activeElement;
    const pageTookFocus =
      active !== null &&
      active !== focusedBefore &&
      active !== main &&
      active !== focusedHeading &&
      Boolean(main?.contains(active));
    if (pageTookFocus) return;
    const headingLeft = focusedHeading !== null && !focusedHeading.isConnected;
    const focusDropped = active === null || active === document.body;
    if (focusedHeading === null || (headingLeft && focusDropped)) {
      const heading = main?.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        focusedHeading = heading;
      }
    }
    if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(tryFocus);
  };
  frame = requestAnimationFrame(tryFocus);
  return () => cancelAnimationFrame(frame);
}

/** Title from route metadata; scroll to top except inside admin; the loading-state rule. */
function useRouteEffects(route: RouteDef | null) {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  const navigationType = useNavigationType();
  const { start, done } = useLoadingActions();
  const previousFocusPath = useRef<string | null>(null);

  const titled = useRef(isFirstScreenFromServer());
  useEffect(() => {
    // A page the server rendered came with its title (a story's own): set from the next route on.
    if (titled.current) {
      titled.current = false;
      return;
    }
    if (route) document.title = route.title;
  }, [route]);

  // Layout effect: runs before the new page's own effects, which clear the loading state.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    // A page the server rendered is loaded already (decision 045).
    const fromServer = previous.current === null && isFirstScreenFromServer();
    if (!fromServer && shouldStartLoading(previous.current, pathname)) start();
    // Not on the first page of a visit: it opens at the top (or where a reload left it), and scrolling
    // would make the browser lay the page out in the first render's task. An admin screen opened by a
    // link or a save opens at the top too (issue 28 item 13: the list opened mid-page after a save);
    // Back and Forward leave the browser's own scroll restoration alone.
    const adminReturn = isAdminPath(pathname) && navigationType === 'POP';
    if (previous.current !== null && !adminReturn) window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname, start, navigationType]);

  // After a navigation the keyboard focus would drop to the page's body: it goes to the new page's
  // heading instead, once that has rendered (a page that focuses a control of its own keeps it).
  useEffect(() => {
    if (previousFocusPath.current === null) {
      previousFocusPath.current = pathname;
      return;
    }
    if (previousFocusPath.current === pathname) return;
    previousFocusPath.current = pathname;
    return focusHeadingWhenShown();
  }, [pathname]);

  // A page that never reports ready must not leave the bar running.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the timer on every navigation
  useEffect(() => {
    const timer = setTimeout(done, 8000);
    return () => clearTimeout(timer);
  }, [pathname, done]);
}

/**
 * SPEC §2: ?demo={gameId} opens that game's demo once games and a user are present. Rendered only
 * while the parameter is there, so that the layout does not follow the games list on other visits.
 */
function DemoFromQuery({ demo }: { demo: string }) {
  const [params, setParams] = useSearchParams();
  const { user, token } = useSession();
  const { openDemo } = useOverlays();
  const games = useQuery(gamesQueryOptions(token));

  useEffect(() => {
    if (!user || !games.data || games.data.length === 0) return;
    const id = parseId(demo);
    const game = id === null ? undefined : games.data.find((candidate) => candidate.id === id);
    if (!game) return;
    openDemo(game.id);
    const next = new URLSearchParams(params);
    next.delete('demo');
    setParams(next, { replace: true });
  }, [demo, user, games.data, openDemo, params, setParams]);
  return null;
}

function Overlays() {
  const { loginOpen, demoGameId } = useOverlays();
  const login = useOnceTrue(loginOpen);
  const demo = useOnceTrue(demoGameId !== null);
  // A boundary each: one overlay loading never hides another.
  return (
    <>
      <Suspense fallback={null}>{login ? <LoginOverlay /> : null}</Suspense>
      <Suspense fallback={null}>{demo ? <GameDemoOverlay /> : null}</Suspense>
    </>
  );
}

/**
 * Whether the footer shows: from the moment the first page is ready on (at once in the admin area,
 * which has no loading state). Shown earlier, it would be pushed down the screen as that page's
 * content arrives, a layout shift of the whole first visit.
 */
function useFooterShown(pathname: string): boolean {
  return useLoadingState().firstPageReady || isAdminPath(pathname);
}

export function SiteLayout() {
  const route = useCurrentRoute();
  const session = useSession();
  // The frame paints at once. The page waits while a stored token's user loads (it decides the
  // regions and permissions the page shows) or has failed (start-up then redirects or fails); a
  // visitor's page renders at once.
  const pageWaits = session.status === 'loading' || session.error !== null;
  const { loading } = useLoadingState();
  const footerShown = useFooterShown(useLocation().pathname);
  // The first page is in place (or the admin area opened): once painted, its first screen may finish.
  useEffect(() => {
    if (footerShown) afterNextPaint(markFirstPagePainted);
  }, [footerShown]);
  useRouteEffects(route);
  const demo = useSearchParams()[0].get('demo');

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
        {pageWaits ? <PageLoader /> : <Outlet />}
      </main>
      {route?.footer === false || !footerShown ? null : (
        <RenderLater last>
          <Footer />
        </RenderLater>
      )}
      <Overlays />
      {demo === null ? null : <DemoFromQuery demo={demo} />}
    </>
  );
}
