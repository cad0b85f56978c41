import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

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
 */
export function appPages(webDist: string) {
  const pageFor = routePages(webDist);
  return {
    exists: () => fs.existsSync(path.join(webDist, 'index.html')),
    send: (reply: FastifyReply, pathname: string) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile(pageFor(pathname)),
  };
}

export type AppPages = ReturnType<typeof appPages>;

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
