// Run after `vite build` (npm run build): the JavaScript a first visit of each route downloads, in
// brotli bytes as the server sends it, against the route's budget (issue 13: public routes within
// 100 KB). A first visit loads the entry and its static imports, then the route's page chunk and its
// static imports (Vite preloads them together), and any part the page loads lazily as it first
// renders (the modules listed). Exits 1 when a route is over its budget.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, constants } from 'node:zlib';
import { firstVisitFiles, KIB, PUBLIC_LIMIT_KIB, ROUTES, readManifest } from './routes.mjs';

const DIST = new URL('../dist/', import.meta.url);

const manifest = readManifest(DIST);

const brotliSizes = new Map();
function brotliSize(file) {
  if (!brotliSizes.has(file)) {
    const content = readFileSync(new URL(file, DIST));
    const compressed = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    brotliSizes.set(file, compressed.length);
  }
  return brotliSizes.get(file);
}

let failed = false;
const rows = ROUTES.map((route) => {
  const { path, budgetKiB, public: isPublic } = route;
  const files = firstVisitFiles(manifest, route).js;
  const kib = [...files].reduce((sum, file) => sum + brotliSize(file), 0) / KIB;
  const limit = isPublic ? Math.min(budgetKiB, PUBLIC_LIMIT_KIB) : budgetKiB;
  const over = kib > limit;
  if (over) failed = true;
  return [
    path,
    isPublic ? 'public' : '',
    kib.toFixed(1),
    String(budgetKiB),
    String(files.size),
    over ? 'OVER' : 'ok',
  ];
});

const header = ['route', 'access', 'KiB br', 'budget', 'files', ''];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
const line = (cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(
  `check-bundle: first-visit JavaScript per route (brotli)\n${[header, ...rows].map(line).join('\n')}`,
);
// The page's second script (src/first-requests.ts) runs as a classic script (vite.config.ts), whose
// top-level names would be globals of the page: it must leave none behind, signed in or not.
const pageScript = manifest['src/first-requests.ts']?.file;
if (!pageScript) throw new Error('check-bundle: the manifest has no src/first-requests.ts entry');
for (const token of [null, 'a-token']) {
  const page = {
    localStorage: { getItem: () => token },
    fetch: () => Promise.resolve(),
    URLSearchParams,
  };
  page.window = page;
  const before = new Set(Object.keys(page));
  runInNewContext(readFileSync(new URL(pageScript, DIST), 'utf8'), page);
  const added = Object.keys(page).filter((name) => !before.has(name) && name !== 'portalFirstRequests');
  if (added.length > 0) {
    console.error(`check-bundle: ${pageScript} leaves globals behind: ${added.join(', ')}`);
    failed = true;
  }
  if (token && !Array.isArray(page.portalFirstRequests)) {
    console.error(`check-bundle: ${pageScript} started no request for a signed-in caller`);
    failed = true;
  }
}
if (failed) {
  console.error('check-bundle: failed (web/scripts/check-bundle.mjs)');
  process.exit(1);
}
