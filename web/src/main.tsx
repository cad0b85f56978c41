import './styles/global.css';
import { notifyManager } from '@tanstack/react-query';
import { options as preactOptions } from 'preact';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter, prepareFirstScreen } from './app/router';
import { afterFirstScreen, renderLaterInFrames } from './lib/first-screen';
import { frameScheduler } from './lib/frame-scheduler';
import { sendRequestsOnePerTask } from './lib/request-turns';

// Query results that arrive together render together, and every re-render, and the effects that
// follow a render (in the next frame, once it has painted), land in frames (lib/frame-scheduler.ts).
// Preact's own hooks for it: the browser runs Preact (decision 037).
const frames = frameScheduler();
notifyManager.setScheduler(frames.thisFrame);
preactOptions.debounceRendering = frames.thisFrame;
preactOptions.requestAnimationFrame = frames.afterPaint;
// The first screen's parts below the top of a page render a frame after another (decision 044).
renderLaterInFrames(frames.afterPaint);
// Requests made together leave one per task (lib/request-turns.ts, decision 044).
sendRequestsOnePerTask();

const client = createQueryClient();

/**
 * How long the first render may wait for what it shows (app/router.tsx, prepareFirstScreen). It was
 * asked for with the page and has normally arrived by the time it runs; a slower answer is not waited
 * for beyond this, and the page then opens with its loaders.
 */
const FIRST_SCREEN_WAIT_MS = 300;

// The web fonts come once the first screen is done (decisions 042, 044); until then text is set in
// the metric-matched local faces of styles/global.css.
afterFirstScreen(() => void import('./styles/fonts').then(({ loadWebFonts }) => loadWebFonts()));

const root = createRoot(document.getElementById('root')!);

function renderApp(): void {
  // Made here rather than with the entry: ranking the route table (a few milliseconds, four times
  // that on a phone) waits for the first screen's requests.
  const router = createRouter();
  // The first render in a task of its own, not after the router's (decision 044).
  setTimeout(() => {
    // A transition lets React render the first screen in slices; the build's Preact (decision 037)
    // renders it at once.
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProviders client={client}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
  }, 0);
}

// The entry's task only evaluates the code; the first screen's requests start in the next one (they
// were preloaded with the page, decision 039, so nothing waits for them).
setTimeout(() => {
  void prepareFirstScreen(client, window.location.pathname, FIRST_SCREEN_WAIT_MS).then(renderApp);
}, 0);
