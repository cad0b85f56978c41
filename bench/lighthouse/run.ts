// `npm run bench -- lighthouse` (also part of a plain `npm run bench`): issue 13 item 6. Builds the
// web app, starts the real server on its build (lib/portal.ts, as the other benches do) and runs
// Lighthouse in its default mobile profile (a mid-range phone on a simulated slow 4G network) on
// the home, games and news pages, each a first visit with an empty cache. The games page needs a
// signed-in user (a visitor is sent to Login): it is measured as the demo customer, whose token is
// put in local storage first. Goal (issue 13): performance, accessibility and best practices ≥ 95.
// Environment: CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_RUNS (1; the median run by performance
// is shown), PORTAL_DEMO_PASSWORD (demo-password).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { unpinLoadGenerator } from '../lib/cpu.ts';
import { type RunningServer, startPortal } from '../lib/portal.ts';

const benchDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(benchDir, '..');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const password = process.env.PORTAL_DEMO_PASSWORD ?? 'demo-password';
const TOKEN_STORAGE_KEY = 'portal-token';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOAL = 95;

interface Target {
  name: string;
  path: string;
  /** Signed in as this demo account, or a visitor. */
  signedInAs?: string;
}

const TARGETS: Target[] = [
  { name: 'home', path: '/' },
  { name: 'games', path: '/games', signedInAs: 'customer@demo.test' },
  { name: 'news', path: '/news-events' },
  // A story of the demo news (the seed's first published story has id 1).
  { name: 'story', path: '/news-events/post/1' },
];

interface LighthouseRow {
  name: string;
  path: string;
  signedIn: boolean;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  scriptBytes: number;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
}

function log(message: string) {
  console.log(`bench lighthouse: ${message}`);
}

function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** Bytes over the wire of one resource type, from the resource-summary audit. */
function transferred(lhr: Result, resourceType: string): number {
  const details = lhr.audits['resource-summary']?.details as
    | { items?: { resourceType: string; transferSize: number }[] }
    | undefined;
  return details?.items?.find((item) => item.resourceType === resourceType)?.transferSize ?? Number.NaN;
}

function toRow(target: Target, lhr: Result): LighthouseRow {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as LighthouseRow['scores'];
  return {
    name: target.name,
    path: target.path,
    signedIn: target.signedInAs !== undefined,
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferBytes: transferred(lhr, 'total'),
    scriptBytes: transferred(lhr, 'script'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(new URL('/api/authentication/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const body = (await response.json()) as { success: boolean; data: string; error: string | null };
  if (!body.success) throw new Error(`sign-in as ${email} failed: ${body.error}`);
  return body.data;
}

/** One Lighthouse run of a target, in a fresh tab with an empty cache. */
async function audit(browser: Browser, baseUrl: string, target: Target): Promise<Result> {
  const page = await browser.newPage();
  try {
    const flags: Flags = { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] };
    if (target.signedInAs) {
      // The token goes in through a same-origin page that loads no app code (robots.txt), and
      // Lighthouse is told to keep storage; the cache it would have emptied is emptied here.
      const token = await signIn(baseUrl, target.signedInAs);
      await page.goto(new URL('/robots.txt', baseUrl).href);
      await page.evaluate(
        `localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)})`,
      );
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      await session.detach();
      flags.disableStorageReset = true;
    }
    const result = await lighthouse(new URL(target.path, baseUrl).href, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
    const runtimeError = result.lhr.runtimeError;
    if (runtimeError)
      throw new Error(`Lighthouse on ${target.path}: ${runtimeError.code} ${runtimeError.message}`);
    return result.lhr;
  } finally {
    await page.close().catch(() => {});
  }
}

/** Lighthouse now and then fails to record a page's trace (NO_NAVSTART): such a run goes once more. */
async function auditTwice(browser: Browser, baseUrl: string, target: Target): Promise<Result> {
  try {
    return await audit(browser, baseUrl, target);
  } catch (error) {
    process.stdout.write(` ${error instanceof Error ? error.message : error}; once more …`);
    return audit(browser, baseUrl, target);
  }
}

function median(rows: LighthouseRow[]): LighthouseRow {
  const sorted = [...rows].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const COLUMNS = [
  'page',
  'perf',
  'a11y',
  'best pr.',
  'SEO',
  'FCP s',
  'LCP s',
  'TBT ms',
  'CLS',
  'KiB',
  'JS KiB',
  'index',
];

function formatLighthouseTable(rows: LighthouseRow[]): string {
  const body = rows.map((row) => [
    `${row.name} (${row.path}${row.signedIn ? ', signed in' : ''})`,
    String(row.scores.performance),
    String(row.scores.accessibility),
    String(row.scores['best-practices']),
    String(row.scores.seo),
    (row.fcpMs / 1000).toFixed(1),
    (row.lcpMs / 1000).toFixed(1),
    row.tbtMs.toFixed(0),
    row.cls.toFixed(3),
    (row.transferBytes / 1024).toFixed(0),
    (row.scriptBytes / 1024).toFixed(0),
    row.benchmarkIndex.toFixed(0),
  ]);
  const widths = COLUMNS.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(COLUMNS), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function buildWeb(): void {
  log('building the web app (npm run build -w web)');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the web build failed (exit ${build.status})`);
}

/** Builds, starts the portal and Chromium, audits every target and prints the table. */
export async function benchLighthouse(): Promise<void> {
  const runs = positiveInteger('LIGHTHOUSE_RUNS', 1);
  unpinLoadGenerator();
  buildWeb();
  let portal: RunningServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let browser: Browser | undefined;
  try {
    portal = await startPortal(repoRoot);
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    log(`portal at ${portal.baseUrl}, ${chromePath}, ${runs} run(s) a page`);

    const resultsDir = join(benchDir, 'results');
    mkdirSync(resultsDir, { recursive: true });
    const rows: LighthouseRow[] = [];
    const load: number[] = [];
    for (const target of TARGETS) {
      const attempts: LighthouseRow[] = [];
      for (let run = 0; run < runs; run++) {
        process.stdout.write(`bench lighthouse: ${target.name} run ${run + 1} …`);
        const lhr = await auditTwice(browser, portal.baseUrl, target);
        // The whole report, for the why of a score (open it in the Lighthouse viewer).
        writeFileSync(join(resultsDir, `lighthouse-${target.name}-${run + 1}.json`), JSON.stringify(lhr));
        const row = toRow(target, lhr);
        attempts.push(row);
        load.push(loadavg()[0]!);
        process.stdout.write(
          ` perf ${row.scores.performance}, LCP ${(row.lcpMs / 1000).toFixed(2)} s, TBT ${row.tbtMs.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}, benchmark index ${row.benchmarkIndex.toFixed(0)}\n`,
        );
      }
      rows.push(median(attempts));
    }

    console.log(`\n${formatLighthouseTable(rows)}\n`);
    const averageLoad = load.reduce((sum, value) => sum + value, 0) / load.length;
    log(
      `1-minute load average during the runs: ${averageLoad.toFixed(2)} (simulated throttling; a busy machine lowers performance)`,
    );
    for (const row of rows) {
      for (const category of ['performance', 'accessibility', 'best-practices'] as const) {
        if (row.scores[category] < GOAL)
          console.warn(`warning: ${row.name} ${category} ${row.scores[category]} < ${GOAL}`);
      }
    }

    const file = join(resultsDir, 'lighthouse.json');
    const meta = { date: new Date().toISOString(), runs, loadAverage: averageLoad, chromePath };
    writeFileSync(file, `${JSON.stringify({ meta, rows }, null, 2)}\n`);
    log(`results written to ${file}`);
  } finally {
    await browser?.disconnect().catch(() => {});
    chrome?.kill();
    await portal?.stop();
  }
}
