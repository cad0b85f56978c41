import './styles/global.css';
import { notifyManager } from '@tanstack/react-query';
import { options as preactOptions } from 'preact';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter, prepareFirstScreen } from './app/router';
import { afterFirstScreen } from './lib/first-screen';
import { frameScheduler } from './lib/frame-scheduler';

// Query results that arrive together render together, and every re-render, and the effects that
// follow a render (in the next frame, once it has painted), land in frames (lib/frame-scheduler.ts).
// Preact's own hooks for it: the browser runs Preact (decision 037).
const frames = frameScheduler();
notifyManager.setScheduler(frames.thisFrame);
preactOptions.debounceRendering = frames.thisFrame;
preactOptions.requestAnimationFrame = frames.afterPaint;

const client = createQueryClient();

/**
 * How long the first render may wait for the opened page's code and content document. They are
 * preloaded with the entry and have normally arrived by the time it runs; a slower answer is not
 * waited for beyond this, and the page then opens with its loaders.
 */
const FIRST_SCREEN_WAIT_MS = 300;

// The web fonts come once the first screen is done (decision 042); until then text is set in the
// metric-matched local faces of styles/global.css.
afterFirstScreen(() => void import('./styles/fonts'));

const root = createRoot(document.getElementById('root')!);
void prepareFirstScreen(client, window.location.pathname, FIRST_SCREEN_WAIT_MS).then(() => {
  // Made here rather than with the entry: the entry's task only starts the first screen's requests,
  // and ranking the route table (a few milliseconds, four times that on a phone) waits for them.
  const router = createRouter();
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
});
