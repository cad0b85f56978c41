// The server's way into the app (decision 045): renders a visitor's public page (home, news, a story,
// privacy, terms) to HTML with the answers it shows, which the browser then hydrates (main.tsx). Built
// by `vite build --ssr` into web/dist-ssr/, loaded by the server (server/src/lib/server-render.ts).
import { parseId, type RouteDef } from '@portal/domain';
import { type DehydratedState, dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createServerRouter, loadServerRenderedRoute } from './app/router';
import { SERVER_STATE_ID } from './app/server-state';
import { newsStoryQueryOptions } from './features/news/api/get-news';
import { sendCallsThrough } from './lib/api-client';
import { firstScreenFromServer } from './lib/first-screen';

export { SERVER_STATE_ID };

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** The answers the page shows, for the browser's query cache. */
  state: DehydratedState;
  /** The page's title (its route's). */
  title: string;
}

/**
 * Each pass renders the page, then asks for what it wanted and had no answer to (a part that shows only
 * once another answer is in, such as the home page's featured games, is found by the next pass).
 */
const MAX_PASSES = 4;

firstScreenFromServer();

/** Where the app's API calls go while a page renders: the server's own API, as a visitor. */
export function callApiThrough(fetch: (url: string, init: RequestInit) => Promise<Response>): void {
  sendCallsThrough(fetch);
}

/** A query a rendered part asked for (enabled) and that has no answer yet. */
function isUnanswered(query: Query): boolean {
  return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.options.queryFn
    ? (query.options as { enabled?: unknown }).enabled !== false
    : false;
}

/** The route's title; a story's page is titled with the story (as NewsStoryPage titles it). */
function titleOf(route: RouteDef, pathname: string, client: QueryClient): string {
  if (route.name !== 'NewsSingle') return route.title;
  const id = parseId(pathname.split('/').pop() ?? '');
  const story = id === null ? undefined : client.getQueryData(newsStoryQueryOptions(id).queryKey);
  return story?.title ?? route.title;
}

/** The page a visitor gets at `pathname`, or null when it is not one the server renders. */
export async function renderPage(pathname: string): Promise<RenderedPage | null> {
  const route = await loadServerRenderedRoute(pathname);
  if (route === null) return null;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Number.POSITIVE_INFINITY } },
  });
  const router = createServerRouter(pathname);
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    html = renderToString(
      <StrictMode>
        <AppProviders client={client}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    const unanswered = client.getQueryCache().getAll().filter(isUnanswered);
    if (unanswered.length === 0) break;
    await Promise.all(
      unanswered.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
  }
  router.dispose();
  return { html, state: dehydrate(client), title: titleOf(route, pathname, client) };
}
