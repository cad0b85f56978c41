import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** A page the web app rendered (web/src/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  /** The answers the page shows, handed to the browser's query cache. */
  state: unknown;
  title: string;
}

/** What web/dist-ssr/entry-server.js exports. */
interface ServerEntry {
  SERVER_STATE_ID: string;
  callApiThrough: (fetch: (url: string, init: RequestInit) => Promise<Response>) => void;
  renderPage: (pathname: string) => Promise<RenderedPage | null>;
}

export interface PageRenderer {
  /** The id of the JSON script the browser reads the page's answers from. */
  stateId: string;
  /** A visitor's page at `pathname`, or null for a page the browser renders itself. */
  render: (pathname: string) => Promise<RenderedPage | null>;
}

/**
 * The web app's server build (decision 045), its API calls answered by this app in process, as a
 * visitor's would be (no token, no cookie). Null when there is no such build (tests, a server run
 * without `npm run build`): every page is then rendered in the browser.
 */
export async function loadPageRenderer(
  webServerBuild: string,
  app: FastifyInstance,
): Promise<PageRenderer | null> {
  const entryFile = path.join(webServerBuild, 'entry-server.js');
  if (!fs.existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.callApiThrough(async (url, init) => {
    const form = init.body instanceof URLSearchParams;
    const answer = await app.inject({
      method: init.method === 'POST' ? 'POST' : 'GET',
      url,
      headers: {
        ...(init.headers as Record<string, string>),
        'accept-encoding': 'identity',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: init.body === undefined || init.body === null ? undefined : String(init.body),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
  return { stateId: entry.SERVER_STATE_ID, render: entry.renderPage };
}
