// `npm run bench`: measures the portal's hot paths against a bare node:http baseline.
//
// Every bench/<name>.bench.ts file (or bench/<area>/<name>.bench.ts) (default export: defineBenchmark({...})) is one benchmark.
// `npm run bench -- globals` runs only the files whose name contains 'globals'.
// Then Lighthouse on the home, games and news pages (lighthouse/run.ts); `npm run bench -- lighthouse`
// runs only that. Then one instance against two behind nginx (instances/scaling.ts); `npm run bench --
// instances` runs only that. Then the search over 100,000 assets and 2,000 games (search/search-query.ts);
// `npm run bench -- search` runs only that.
// `npm run bench -- load` runs only the mixed load test (load/mixed.ts: 100 connections for 60 s), which a
// plain run leaves out.
// Each benchmark alternates the portal and the baseline for BENCH_ROUNDS rounds (3) of BENCH_SECONDS
// (5) each and compares the medians, so a slower patch of the machine falls on both sides; the
// servers and the load generator run on separate CPUs where they can (lib/cpu.ts).
// Environment: BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS (50), BENCH_PIPELINING (1),
// BENCH_DATABASE_URL (PostgreSQL instead of a fresh SQLite), BENCH_VERBOSE (echo server output),
// PORTAL_DEMO_PASSWORD (demo-password).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchInstances } from './instances/scaling.ts';
import { type BaselineServer, startBaseline } from './lib/baseline.ts';
import { capture } from './lib/capture.ts';
import { cpuPlan, pinLoadGenerator, waitUntilIdle } from './lib/cpu.ts';
import { type LoadOptions, medianRun, runLoad } from './lib/load.ts';
import { type RunningServer, startPortal } from './lib/portal.ts';
import { measuredOn, writeResults } from './lib/results.ts';
import { cpuPerRequest, formatTable, warnings } from './lib/table.ts';
import type { BenchContext, Benchmark, BenchRequest, BenchRow, LoadResult } from './lib/types.ts';
import { benchLighthouse } from './lighthouse/run.ts';
import { benchMixedLoad } from './load/mixed.ts';
import { benchSearch } from './search/search-query.ts';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = join(benchDir, '..');
const password = process.env.PORTAL_DEMO_PASSWORD ?? 'demo-password';

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const rounds = Math.round(positive('BENCH_ROUNDS', 3));
const load: LoadOptions = {
  seconds: positive('BENCH_SECONDS', 5),
  connections: positive('BENCH_CONNECTIONS', 50),
  pipelining: positive('BENCH_PIPELINING', 1),
};

async function discover(filters: string[]): Promise<{ file: string; benchmark: Benchmark }[]> {
  const files = readdirSync(benchDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.bench.ts') && !f.startsWith('node_modules'))
    .filter((f) => filters.length === 0 || filters.some((name) => f.includes(name)))
    .sort();
  const found = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(benchDir, file)).href)) as { default?: Benchmark };
    if (!module.default?.name || typeof module.default.request !== 'function') {
      throw new Error(`${file} must export default defineBenchmark({ name, request })`);
    }
    found.push({ file, benchmark: module.default });
  }
  return found;
}

function context(baseUrl: string): BenchContext {
  const tokens = new Map<string, string>();
  const api = async <T>(request: BenchRequest): Promise<T> => {
    const response = await fetch(new URL(request.path, baseUrl), {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${request.method} ${request.path}: HTTP ${response.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
  return {
    baseUrl,
    api,
    async login(email, pass = password) {
      const cached = tokens.get(email);
      if (cached) return cached;
      const token = await api<string>({
        method: 'POST',
        path: '/api/authentication/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password: pass }).toString(),
      });
      tokens.set(email, token);
      return token;
    },
  };
}

/** The sections that run on their own name only, after the benchmarks against the baseline. */
const SECTIONS: readonly string[] = ['lighthouse', 'instances', 'search'];

async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  if (filters.length === 1 && filters[0] === 'load') return benchMixedLoad(repoRoot);
  const benchmarkFilters = filters.filter((name) => !SECTIONS.includes(name));
  if (filters.length === 0 || benchmarkFilters.length > 0) await benchAgainstBaseline(benchmarkFilters);
  if (filters.length === 0 || filters.includes('lighthouse')) await benchLighthouse();
  if (filters.length === 0 || filters.includes('instances')) await benchInstances(load);
  if (filters.length === 0 || filters.includes('search')) await benchSearch();
}

async function benchAgainstBaseline(filters: string[]): Promise<void> {
  const benchmarks = await discover(filters);
  if (benchmarks.length === 0) throw new Error('no benchmark matches');
  console.log(
    `bench: ${benchmarks.length} benchmark(s), ${rounds} rounds of ${load.seconds} s a side, ${load.connections} connections, pipelining ${load.pipelining}, ${cpuPlan}`,
  );
  pinLoadGenerator();

  let portal: RunningServer | undefined;
  let baseline: BaselineServer | undefined;
  const stopAll = async () => {
    await Promise.allSettled([portal?.stop(), baseline?.stop()]);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopAll().finally(() => process.exit(130));
    });
  }

  try {
    const started = Date.now();
    const [portalStart, baselineStart] = await Promise.allSettled([
      startPortal(repoRoot, { pinned: true }),
      startBaseline(repoRoot),
    ]);
    if (portalStart.status === 'fulfilled') portal = portalStart.value;
    if (baselineStart.status === 'fulfilled') baseline = baselineStart.value;
    if (portalStart.status === 'rejected') throw portalStart.reason;
    if (baselineStart.status === 'rejected') throw baselineStart.reason;
    if (!portal || !baseline) throw new Error('start-up failed');
    console.log(
      `bench: server ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${portal.baseUrl}`,
    );
    const ctx = context(portal.baseUrl);
    if (!(await waitUntilIdle(portal.processGroup))) {
      console.warn('warning: the portal was still busy two minutes after start-up; figures may be low');
    }

    const rows: BenchRow[] = [];
    for (const { benchmark } of benchmarks) {
      const request = await benchmark.request(ctx);
      const captured = await capture(portal.baseUrl, request);
      await baseline.serve(captured);
      process.stdout.write(`bench: ${benchmark.name}`);
      const realRuns: LoadResult[] = [];
      const baseRuns: LoadResult[] = [];
      for (let round = 1; round <= rounds; round++) {
        process.stdout.write(` … portal`);
        realRuns.push(await runLoad(portal.baseUrl, request, load, portal.processGroup));
        process.stdout.write(' … baseline');
        baseRuns.push(await runLoad(baseline.baseUrl, request, load, baseline.processGroup));
      }
      process.stdout.write(' … done\n');
      const real = medianRun(realRuns);
      const base = medianRun(baseRuns);
      rows.push({
        name: benchmark.name,
        method: request.method,
        path: request.path,
        status: captured.status,
        bodyBytes: Buffer.from(captured.bodyBase64, 'base64').length,
        real,
        baseline: base,
        ratio: base.requestsPerSecond > 0 ? real.requestsPerSecond / base.requestsPerSecond : 0,
        cpuRatio: cpuPerRequest(real) > 0 ? cpuPerRequest(base) / cpuPerRequest(real) : 0,
      });
    }

    console.log(`\n${formatTable(rows)}\n`);
    const problems = warnings(rows);
    for (const problem of problems) console.warn(`warning: ${problem}`);

    const meta = {
      ...measuredOn(),
      database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'sqlite',
      ...load,
      rounds,
      cpuPlan,
    };
    const file = writeResults('latest.json', { meta, rows, warnings: problems });
    console.log(`bench: results written to ${file}`);
  } finally {
    await stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
