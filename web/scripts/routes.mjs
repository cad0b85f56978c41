import { readFileSync } from 'node:fs';

// The routes whose first visit the build measures (check-bundle.mjs) and prepares (route-pages.mjs):
// each with the page modules it loads lazily as it first renders and the public reads its page makes
// first whatever the caller (`reads`: their answers must not depend on who asks). Every page also
// reads STARTUP_READS (SPEC §4 start-up).
export const STARTUP_READS = ['/api/globals/all'];

// Issue 26 holds the public routes (SPEC §2) to 135 KiB with React itself in the browser (React DOM
// with its scheduler is about 57 KiB of it; React Router 25, TanStack Query 12). Each budget is within
// 10 % of what its route measured when it was set: lower it as a route shrinks, and keep heavy code
// (editor, charts, asset browser, admin) lazy. A visitor's public pages come rendered by the server
// (decision 045), so their JavaScript hydrates a page already shown rather than drawing it.
export const KIB = 1024;
export const PUBLIC_LIMIT_KIB = 135;
export const ROUTES = [
  {
    path: '/',
    modules: ['src/features/home/components/HomePage.tsx'],
    reads: ['/api/content/gethomepage'],
    budgetKiB: 131,
    public: true,
  },
  {
    path: '/games',
    modules: ['src/features/games/components/GamesPage.tsx', 'src/features/games/components/Catalogue.tsx'],
    // The same for every caller: with it in place when the page renders after the session check,
    // the header opens with its text rather than a skeleton of another height.
    reads: ['/api/content/getgamepage'],
    // The filter dropdowns and sheet (Radix) load on their own since 2026-11-25: 108 -> 83 KiB.
    budgetKiB: 138,
  },
  {
    path: '/games/:id',
    modules: ['src/features/games/components/GamesPage.tsx', 'src/features/games/components/GamePage.tsx'],
    // 148 -> 149 on 2026-12-08: the header's search box and what's-new count (issue 29) and the
    // assets' regional embargo sentence (issue 31) together, each under a KiB.
    budgetKiB: 149,
  },
  {
    path: '/draw-games',
    modules: ['src/features/draw-games/components/DrawGamesPage.tsx'],
    budgetKiB: 134,
    public: true,
  },
  {
    path: '/asset-manager',
    modules: ['src/features/assets/components/AssetManagerPage.tsx'],
    // With the public pages' parts in one file (vite.config.ts `pages`), some of which it does not use.
    // 194 -> 196 on 2026-12-08: the upload progress with speed, time left and retry (issue 31; the tus
    // client itself loads at the first upload), a searched file's highlight (issue 29), the header's parts.
    budgetKiB: 196,
  },
  { path: '/pipeline', modules: ['src/features/pipeline/components/PipelinePage.tsx'], budgetKiB: 132 },
  {
    path: '/news-events',
    modules: ['src/features/news/components/NewsArchivePage.tsx'],
    budgetKiB: 134,
    public: true,
  },
  // A later page of the archive: its own page of the build, so that the server-rendered markup comes
  // with its styles (decision 045).
  {
    path: '/news-events/:pageNo',
    modules: ['src/features/news/components/NewsArchivePage.tsx'],
    budgetKiB: 134,
    public: true,
  },
  {
    path: '/news-events/post/:id',
    modules: ['src/features/news/components/NewsStoryPage.tsx'],
    budgetKiB: 131,
    public: true,
  },
  {
    path: '/privacy-policy',
    modules: ['src/features/legal/components/LegalPages.tsx'],
    budgetKiB: 121,
    public: true,
  },
  {
    path: '/terms-and-conditions',
    modules: ['src/features/legal/components/LegalPages.tsx'],
    budgetKiB: 121,
    public: true,
  },
  {
    path: '/promotional-tools',
    modules: ['src/features/promotional-tools/components/PromotionalToolsPage.tsx'],
    budgetKiB: 130,
    public: true,
  },
  // The full search results (issue 29 item 2): public, client-rendered (its answer depends on who asks).
  {
    path: '/search',
    modules: ['src/features/search/components/SearchPage.tsx'],
    budgetKiB: 135,
    public: true,
  },
  { path: '/login', modules: ['src/features/auth/components/LoginPage.tsx'], budgetKiB: 125, public: true },
  {
    path: '/guest/:token',
    modules: ['src/features/auth/components/GuestLoginPage.tsx'],
    budgetKiB: 122,
    public: true,
  },
  {
    path: '/reset-password',
    modules: ['src/features/auth/components/PasswordPages.tsx'],
    budgetKiB: 124,
    public: true,
  },
  {
    path: '/admin',
    modules: ['src/app/layout/AdminLayout.tsx', 'src/features/admin/dashboard/components/DashboardPage.tsx'],
    // With the public pages' parts in one file (vite.config.ts `pages`), some of which it does not use.
    // 146 -> 148 on 2026-12-08 (issue 29): the header's search box stand-in is +1.1 KiB in the shell,
    // and the icon files' merging of small sets (vite.config.ts `icons`) regrouped with the search
    // page's icons, handing this route one more icon file (+1.3 KiB) though it uses no new icon.
    budgetKiB: 148,
  },
];

/** The Vite manifest of a build in `dist` (a URL of the folder). */
export function readManifest(dist) {
  return JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
}

/** The manifest's entry key. */
export function entryKeyOf(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error('the Vite manifest has no entry');
  return key;
}

/** The chunk files a module loads before it runs: its own and those of its static imports. */
export function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** The JavaScript and CSS files a first visit of a route loads: the entry's, then its page modules'. */
export function firstVisitFiles(manifest, route) {
  const js = staticClosure(manifest, entryKeyOf(manifest));
  for (const module of route.modules) {
    if (!manifest[module])
      throw new Error(`${module} is not a chunk of its own: load it lazily, or mend the list in routes.mjs`);
    staticClosure(manifest, module, js);
  }
  const css = new Set(
    Object.values(manifest)
      .filter((chunk) => js.has(chunk.file))
      .flatMap((chunk) => chunk.css ?? []),
  );
  return { js, css };
}
