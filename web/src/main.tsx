import './styles/global.css';
import { hydrate, notifyManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter, loadServerRenderedRoute, prepareFirstScreen } from './app/router';
import { readServerState } from './app/server-state';
import {
  afterFirstScreen,
  firstScreenFromServer,
  renderLaterInFrames,
  settleAfterHydration,
} from './lib/first-screen';
import { frameScheduler } from './lib/frame-scheduler';
import { sendRequestsOnePerTask } from './lib/request-turns';
import { getToken } from './lib/token-store';

// Query results that arrive together render together, in the coming frame (lib/frame-scheduler.ts).
const frames = frameScheduler();
notifyManager.setScheduler(frames.thisFrame);
// Requests made together leave one per task (lib/request-turns.ts, decision 044).
sendRequestsOnePerTask();

const client = createQueryClient();

/**
 * How long the first render of a page the browser renders itself may wait for what it shows
 * (app/router.tsx, prepareFirstScreen). It was asked for with the page and has normally arrived by the
 * time it runs; a slower answer is not waited for beyond this, and the page then opens with its loaders.
 */
const FIRST_SCREEN_WAIT_MS = 300;

// The web fonts come once the first screen is done (decisions 042, 044); until then text is set in
// the metric-matched local faces of styles/global.css.
afterFirstScreen(() => void import('./styles/fonts').then(({ loadWebFonts }) => loadWebFonts()));

const container = document.getElementById('root')!;

function app(router: ReturnType<typeof createRouter>) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * A visitor's public page came rendered by the server with the answers it shows (decision 045): the
 * browser takes those answers, brings the page's code and hydrates the markup in place.
 */
async function hydrateServerPage(state: NonNullable<ReturnType<typeof readServerState>>): Promise<void> {
  hydrate(client, state);
  firstScreenFromServer();
  await loadServerRenderedRoute(window.location.pathname);
  hydrateRoot(container, app(createRouter()), {
    // A page that differs from the server's is rendered again here; say so (an e2e test fails on it).
    onRecoverableError: (error) => console.error('[hydration]', error),
  });
  settleAfterHydration();
}

/** Any other page (signed in, the admin, a page the server does not render): rendered here. */
async function renderClientPage(): Promise<void> {
  // The first screen's parts below the top of a page render a frame after another (decision 044).
  renderLaterInFrames(frames.afterPaint);
  await prepareFirstScreen(client, window.location.pathname, FIRST_SCREEN_WAIT_MS);
  // Made once the first screen's requests are under way: ranking the route table takes a few
  // milliseconds (four times that on a phone).
  const router = createRouter();
  // The first render in a task of its own; a transition lets React render it in slices.
  setTimeout(() => {
    startTransition(() => {
      // A server-rendered page opened with a token (from before the signed-in hint, decision 045) is
      // replaced: createRoot empties its container.
      createRoot(container).render(app(router));
    });
  }, 0);
}

const serverState = readServerState();
// The entry's task only evaluates the code; the first screen's work starts in the next one.
setTimeout(() => {
  if (serverState !== null && getToken() === null) void hydrateServerPage(serverState);
  else void renderClientPage();
}, 0);
