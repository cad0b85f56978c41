import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = process.env.PORTAL_API ?? 'http://127.0.0.1:3000';

/**
 * Every page's head names its small second script (src/first-requests.ts, an entry of its own) first,
 * so that a signed-in caller's first reads start before the app's code has arrived (decision 044).
 * It is named as a classic async script: Chromium runs one as soon as it has arrived, where an async
 * module script waited here (about 100 ms, four times that on a phone) behind the compiling of the
 * entry's modules. A classic script's top-level names are globals, so its code is wrapped in a
 * function (scripts/check-bundle.mjs checks that it leaves none behind).
 */
function firstRequestsScript(): Plugin {
  const isFirstRequests = (chunk: { name: string; isEntry: boolean }) =>
    chunk.isEntry && chunk.name === 'first-requests';
  return {
    name: 'first-requests-script',
    apply: 'build',
    outputOptions(options) {
      return {
        ...options,
        postBanner: (chunk) => (isFirstRequests(chunk) ? '(() => {' : ''),
        postFooter: (chunk) => (isFirstRequests(chunk) ? '})();' : ''),
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && isFirstRequests(output),
        );
        if (!chunk) throw new Error('first-requests-script: the first-requests entry was not built');
        return [
          { tag: 'script', attrs: { async: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

/**
 * The server's build of the app (`vite build --ssr`): src/entry-server.tsx, with which the server
 * renders a visitor's public pages (decision 045). Everything is bundled in, so the server loads one
 * folder with no resolution of the app's dependencies at run time.
 */
const serverRenderBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
  },
});

const browserBuild = defineConfig({
  plugins: [react(), firstRequestsScript()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/download': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/download': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-bundle.mjs, which holds each public route to its JavaScript budget.
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'first-requests': fileURLToPath(new URL('src/first-requests.ts', import.meta.url)),
      },
      output: {
        // Fewer, larger files for a first visit: each response carries about 1 KiB of headers (the
        // security headers and CSP) over HTTP/1.1, more than many of the small chunks weigh.
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, in one file beside it.
            // (Not the page's second script, src/first-requests.ts: it stays a file of its own.)
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) => !id.endsWith('/src/first-requests.ts'),
              priority: 2,
            },
            // The parts the public pages are made of (page frame, content sections, news and game
            // cards, dates), in one file rather than eight of a few KiB: over HTTP/1.1 on a phone
            // each request costs a round trip, and a first visit made about twenty (issue 13).
            // The frame of every page (and rich text): kept out of `pages`, whose modules use it,
            // so that a page made of the frame alone (legal, password, guest) does not load the rest.
            {
              name: 'page-frame',
              test: /[\\/]src[\\/]components[\\/](Page|RichText)\.tsx$/,
              priority: 1.6,
            },
            {
              name: 'pages',
              test: /[\\/](src[\\/](components[\\/](GameCard[\\/](GameArt\.tsx|GameCard\.tsx|game\.ts|index\.ts))|shared[\\/](news|page-content)[\\/])|node_modules[\\/]dayjs[\\/]|domain[\\/]src[\\/]games\.ts)/,
              priority: 1.5,
            },
            // What the catalogue and a game's page share (the games' reads, filters, formats and demo
            // rules): one file rather than three of a few hundred bytes to 3 KiB, each a round trip.
            {
              name: 'games',
              test: /[\\/]src[\\/]features[\\/]games[\\/](api[\\/]games|demo|filters|format|hooks)\.ts$/,
              priority: 1.4,
            },
            // The icons, one file per set of pages that share them (small sets merged).
            {
              name: 'icons',
              test: /[\\/]lucide-react[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 4000,
              priority: 1,
            },
          ],
        },
        // The icon files are named after every page that shares them: a short name will do.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('icons') ? 'assets/icons-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));
