import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { SIGNED_IN_HINT_COOKIE } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip, varyOnEncoding } from './http-encoding.ts';
import type { PageRenderer, RenderedPage } from './server-render.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface RoutePage {
  /** A route of the web app, as '/games/:id'. */
  path: string;
  /** Its page under the web build, as 'pages/games-id.html'. */
  file: string;
}

/**
 * Sends the web app's page for a path: the route's own copy of index.html, which names the files its
 * first visit loads (web/scripts/route-pages.mjs), or index.html itself for any other path and for a
 * build without route pages. Precompressed like every file of the build (@fastify/static).
 *
 * A visitor's home, news, story, privacy and terms pages come rendered (decision 045): the same page
 * with the app's markup and the answers it shows already in it. A browser that holds a token says so
 * with the signed-in hint cookie and gets the page without them, which the app renders itself.
 */
export function appPages(webDist: string, renderer: PageRenderer | null = null) {
  const pageFor = routePages(webDist);
  const templates = new Map<string, string>();
  const templateOf = (file: string) => {
    let template = templates.get(file);
    if (template === undefined) {
      template = fs.readFileSync(path.join(webDist, file), 'utf8');
      templates.set(file, template);
    }
    return template;
  };

  async function rendered(request: FastifyRequest, pathname: string): Promise<string | null> {
    if (renderer === null || request.cookies?.[SIGNED_IN_HINT_COOKIE] !== undefined) return null;
    try {
      const page = await renderer.render(pathname);
      return page === null ? null : fillTemplate(templateOf(pageFor(pathname)), page, renderer.stateId);
    } catch (error) {
      // The browser renders the page itself, as it would without a server build.
      request.log.error({ err: error, pathname }, 'server render failed');
      return null;
    }
  }

  return {
    exists: () => fs.existsSync(path.join(webDist, 'index.html')),
    send: async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', `cookie, accept-encoding`);
      const html = await rendered(request, pathname);
      if (html === null) return reply.sendFile(pageFor(pathname));
      return sendCompressed(request, reply, html);
    },
  };
}

export type AppPages = ReturnType<typeof appPages>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The route's page with the rendered markup in its root, the answers in a JSON script after it, and the
 * page's title. The route page's preloads of API answers go (the answers are in the page), and its
 * preloaded styles apply at once (the markup they style is in the page: the app finds them in place
 * when its code asks for them).
 */
function fillTemplate(template: string, page: RenderedPage, stateId: string): string {
  // '<' escaped, so no text inside the answers can close the script.
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  return template
    .replace(/\s*<link rel="preload" as="fetch"[^>]*>/g, '')
    .replace(/<link rel="preload" as="style"/g, '<link rel="stylesheet"')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="${stateId}">${state}</script>`,
    );
}

async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  varyOnEncoding(reply);
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    const body = await brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
  return reply.send(html);
}

function routePages(webDist: string): (pathname: string) => string {
  const listFile = path.join(webDist, '.vite', 'route-pages.json');
  const pages: RoutePage[] = fs.existsSync(listFile) ? JSON.parse(fs.readFileSync(listFile, 'utf8')) : [];
  const routes = pages.map((page) => ({ segments: segmentsOf(page.path), file: page.file }));
  return (pathname) => {
    const segments = segmentsOf(pathname);
    return routes.find((route) => matches(route.segments, segments))?.file ?? 'index.html';
  };
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

function matches(pattern: string[], segments: string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, i) => part.startsWith(':') || part === segments[i])
  );
}
