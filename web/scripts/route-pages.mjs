// Run after `vite build`, before precompress: a copy of index.html for each route of routes.mjs that
// names, in its head, the files the route's first visit loads after the entry (its page chunks and
// their styles) and the API reads its page starts with. The browser then fetches them with the entry
// instead of after running it and the calls before them (issue 13). A read is preloaded as the API
// client asks for it (credentials included), so the client's own call takes the preloaded answer. The server's history fallback sends a route its page (plugins/errors.ts),
// found through `.vite/route-pages.json`; any other path gets index.html.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  entryKeyOf,
  firstVisitFiles,
  ROUTES,
  readManifest,
  STARTUP_READS,
  staticClosure,
} from './routes.mjs';

const DIST = new URL('../dist/', import.meta.url);
const manifest = readManifest(DIST);
const index = readFileSync(new URL('index.html', DIST), 'utf8');
if (!index.includes('</head>')) throw new Error('route-pages: index.html has no </head>');

const entryFiles = staticClosure(manifest, entryKeyOf(manifest));
const inIndex = (file) => index.includes(`/${file}"`);
const slugOf = (path) => path.replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'home';

mkdirSync(new URL('pages/', DIST), { recursive: true });
const pages = ROUTES.map((route) => {
  const { js, css } = firstVisitFiles(manifest, route);
  const links = [
    ...[...js]
      .filter((file) => !entryFiles.has(file) && !inIndex(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...css]
      .filter((file) => !inIndex(file))
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...[...STARTUP_READS, ...(route.reads ?? [])].map(
      (read) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${read}">`,
    ),
  ];
  const file = `pages/${slugOf(route.path)}.html`;
  writeFileSync(
    new URL(file, DIST),
    index.replace(/\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`),
  );
  return { path: route.path, file };
});
writeFileSync(new URL('.vite/route-pages.json', DIST), `${JSON.stringify(pages, null, 2)}\n`);
console.log(`route-pages: ${pages.length} pages with their first visit's files named in the head`);
