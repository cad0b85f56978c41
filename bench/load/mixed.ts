// `npm run bench -- load`: issue 13 item 4, the portal under a mixed load. The production portal
// (demo data, SQLite unless BENCH_DATABASE_URL) gets LOAD_CONNECTIONS (100) connections for
// LOAD_SECONDS (60), each request drawn at random from catalogue reads (games, draw games), asset
// listings, file downloads and folder zips, as an SA, a customer, an affiliate and a visitor; beside
// them an SA writes LOAD_WRITES_PER_SECOND (2) times a second (a folder renamed, a folder made, a
// game edited). Prints requests/s, latency percentiles, errors, timeouts and non-2xx answers, the
// writes' outcome, and the server's resident memory at the start, at its peak and at the end; exits
// non-zero when any request failed. Figures go to bench/results/load.json.
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { largestRssInGroup } from '../lib/memory.ts';
import { type RunningServer, startPortal } from '../lib/portal.ts';
import { sleep } from '../lib/ports.ts';
import { writeResults } from '../lib/results.ts';

type Kind = 'catalogue' | 'listing' | 'download' | 'zip';
type Role = 'SA' | 'customer' | 'affiliate' | 'visitor';

/** One request of the mix. */
interface Target {
  kind: Kind;
  role: Role;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** How often each kind is drawn, out of their sum. */
const WEIGHTS: Record<Kind, number> = { catalogue: 45, listing: 30, download: 17, zip: 8 };
const ACCOUNTS: Record<Exclude<Role, 'visitor'>, string> = {
  SA: 'sa@demo.test',
  customer: 'customer@demo.test',
  affiliate: 'affiliate@demo.test',
};
/** Files larger than this are left out of the downloads, so the mix is not a transfer test. */
const DOWNLOAD_MAX_BYTES = 1024 * 1024;
/** The zipped folders hold files only, this much at most. */
const ZIP_MAX_BYTES = 4 * 1024 * 1024;
const MIB = 1024 * 1024;

interface Item {
  id: number;
  name: string;
  type: 'folder' | 'image' | 'file';
  size: number | null;
  children: Item[];
}

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The calls of SPEC §7 the set-up makes, as plain fetches; throws on anything but a 2xx. */
function client(baseUrl: string) {
  return async <T>(method: 'GET' | 'POST', path: string, token?: string, body?: string): Promise<T> => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: { ...(body === undefined ? {} : FORM), ...(token ? { 'consumer-token': token } : {}) },
      body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
    return (JSON.parse(text) as { data: T }).data;
  };
}

export async function benchMixedLoad(repoRoot: string): Promise<void> {
  const seconds = positive('LOAD_SECONDS', 60);
  const connections = positive('LOAD_CONNECTIONS', 100);
  const writesPerSecond = positive('LOAD_WRITES_PER_SECOND', 2);
  const password = process.env.PORTAL_DEMO_PASSWORD ?? 'demo-password';

  const started = Date.now();
  const portal = await startPortal(repoRoot, { timeoutMs: 600_000 });
  const stop = () => portal.stop();
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    console.log(`load: server ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${portal.baseUrl}`);
    const api = client(portal.baseUrl);
    const tokens: Partial<Record<Role, string>> = {};
    for (const [role, email] of Object.entries(ACCOUNTS) as [Role, string][]) {
      tokens[role] = await api<string>(
        'POST',
        '/api/authentication/login',
        undefined,
        new URLSearchParams({ email, password }).toString(),
      );
    }
    const targets = await buildTargets(api, tokens);
    await checkTargets(portal.baseUrl, targets);
    console.log(
      `load: ${targets.length} distinct requests, ${connections} connections, ${seconds} s, ` +
        `${writesPerSecond} writes/s; mix ${Object.entries(WEIGHTS)
          .map(([kind, weight]) => `${kind} ${weight}%`)
          .join(', ')}`,
    );

    // What else runs on the machine shows in the load average before ours begins.
    const loadBefore = loadavg();
    const memory = watchMemory(portal);
    const writer = writeOnTheSide(api, tokens.SA!, writesPerSecond);
    const drawn: Record<Kind, number> = { catalogue: 0, listing: 0, download: 0, zip: 0 };
    const pick = weightedPicker(targets);
    const result = await autocannon({
      url: portal.baseUrl,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            const target = pick();
            drawn[target.kind]++;
            return {
              ...request,
              method: target.method,
              path: target.path,
              headers: target.headers,
              body: target.body ?? '',
            };
          },
        },
      ],
    });
    const writes = await writer.stop();
    const rss = memory.stop();
    const load = loadavg();

    const figures = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      loadAverage: { before: loadBefore, after: load },
      database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'sqlite',
      connections,
      seconds: result.duration,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      megabytesPerSecond: result.throughput.average / MIB,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes: result.statusCodeStats,
      drawn,
      writes,
      rssMiB: rss,
    };
    const share = (n: number) =>
      `${((100 * n) / Object.values(drawn).reduce((a, b) => a + b, 0)).toFixed(0)}%`;
    console.log(
      [
        `load: ${figures.requests.toLocaleString('en')} requests in ${figures.seconds} s, ` +
          `${Math.round(figures.requestsPerSecond).toLocaleString('en')} req/s, ` +
          `${figures.megabytesPerSecond.toFixed(1)} MiB/s`,
        `load: drawn ${Object.entries(drawn)
          .map(([kind, n]) => `${kind} ${share(n)}`)
          .join(', ')}`,
        `load: latency p50 ${figures.latencyMs.p50} ms, p90 ${figures.latencyMs.p90} ms, ` +
          `p99 ${figures.latencyMs.p99} ms, max ${figures.latencyMs.max} ms`,
        `load: errors ${figures.errors}, timeouts ${figures.timeouts}, non-2xx ${figures.non2xx}`,
        `load: writes ${writes.done} done, ${writes.failed} failed, ` +
          `p50 ${writes.p50Ms} ms, max ${writes.maxMs} ms${writes.firstFailure ? ` (${writes.firstFailure})` : ''}`,
        `load: server RSS ${rss.start} MiB at the start, ${rss.peak} MiB at the peak, ${rss.end} MiB at the end ` +
          `(every 10 s: ${rss.everyTenSeconds.join(', ')})`,
        `load: load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')} before, ` +
          `${load.map((n) => n.toFixed(2)).join(' ')} after, on ${cpus().length} cores`,
      ].join('\n'),
    );
    writeResults('load.json', figures);
    if (figures.errors + figures.timeouts + figures.non2xx + writes.failed > 0) {
      console.error('load: some requests failed');
      process.exitCode = 1;
    }
  } finally {
    await stop();
  }
}

/** Every request of the mix, from what the seeded portal holds. */
async function buildTargets(
  api: ReturnType<typeof client>,
  tokens: Partial<Record<Role, string>>,
): Promise<Target[]> {
  const targets: Target[] = [];
  const add = (kind: Kind, role: Role, method: 'GET' | 'POST', path: string, body?: string) => {
    const token = tokens[role];
    targets.push({
      kind,
      role,
      method,
      path,
      headers: { ...(body === undefined ? {} : FORM), ...(token ? { 'consumer-token': token } : {}) },
      ...(body === undefined ? {} : { body }),
    });
  };
  const games = await api<{ id: number }[]>('POST', '/api/game/all', undefined, 'depth=0');
  const library = (await api<Item[]>('GET', '/api/asset/directory', tokens.SA))[0]!;
  const folders = await foldersBelow(api, tokens.SA!, library);
  const files = folders
    .flatMap((folder) => folder.children)
    .filter((item) => item.type !== 'folder' && item.size !== null && item.size <= DOWNLOAD_MAX_BYTES)
    .slice(0, 12);
  const zipped = folders.filter((folder) => {
    if (folder.children.some((child) => child.type === 'folder')) return false;
    const size = folder.children.reduce((sum, child) => sum + (child.size ?? 0), 0);
    return size > 0 && size <= ZIP_MAX_BYTES;
  });

  for (const role of ['SA', 'customer', 'affiliate', 'visitor'] as const) {
    add('catalogue', role, 'POST', '/api/game/all', 'depth=0');
    add('catalogue', role, 'POST', '/api/game/all', `depth=0&regions=${encodeURIComponent('["us--all"]')}`);
    add('catalogue', role, 'POST', '/api/game/featured', 'depth=0');
    for (const game of games.slice(0, 4)) add('catalogue', role, 'GET', `/api/game/get?id=${game.id}`);
    for (const kind of ['popular-draw-games', 'frequency-draw-games', 'enhanced-features'])
      add('catalogue', role, 'POST', `/api/${kind}/all`, 'depth=0');
    add('listing', role, 'GET', '/api/asset/get/documentCentre');
    if (role === 'visitor') continue;
    add('listing', role, 'GET', '/api/asset/directory');
    for (const folder of folders.slice(0, 6))
      add('listing', role, 'GET', `/api/asset/directory?id=${folder.id}`);
    add('listing', role, 'GET', '/api/asset/game/directory');
    for (const file of files) add('download', role, 'GET', `/download/asset/${file.id}`);
    for (const folder of zipped.slice(0, 3)) add('zip', role, 'GET', `/download/asset/zip/${folder.id}`);
  }
  for (const kind of Object.keys(WEIGHTS) as Kind[]) {
    if (!targets.some((target) => target.kind === kind))
      throw new Error(`the seed gave no ${kind} to request`);
  }
  return targets;
}

/** The library's folders, each with its children, down to every level. */
async function foldersBelow(api: ReturnType<typeof client>, token: string, top: Item): Promise<Item[]> {
  const found: Item[] = [];
  const queue = top.children.filter((child) => child.type === 'folder');
  while (queue.length > 0) {
    const folder = (await api<Item[]>('GET', `/api/asset/directory?id=${queue.shift()!.id}`, token))[0]!;
    found.push(folder);
    queue.push(...folder.children.filter((child) => child.type === 'folder'));
  }
  return found;
}

/** Each target once: every one must answer 2xx before the load starts, so a failure under load is the load's. */
async function checkTargets(baseUrl: string, targets: Target[]): Promise<void> {
  for (const target of targets) {
    const response = await fetch(new URL(target.path, baseUrl), {
      method: target.method,
      headers: target.headers,
      body: target.body,
      redirect: 'manual',
    });
    await response.arrayBuffer();
    if (response.status < 200 || response.status > 299)
      throw new Error(`${target.role} ${target.method} ${target.path}: HTTP ${response.status}`);
  }
}

/** Draws a target: first its kind by WEIGHTS, then one of that kind's at random. */
function weightedPicker(targets: Target[]): () => Target {
  const byKind = new Map<Kind, Target[]>();
  for (const target of targets) byKind.set(target.kind, [...(byKind.get(target.kind) ?? []), target]);
  // Each kind as many times as its weight: a draw from this is a draw by weight.
  const kinds = (Object.entries(WEIGHTS) as [Kind, number][]).flatMap(([kind, weight]) =>
    Array.from({ length: weight }, () => kind),
  );
  return () => {
    const kind = kinds[Math.floor(Math.random() * kinds.length)]!;
    const ofKind = byKind.get(kind)!;
    return ofKind[Math.floor(Math.random() * ofKind.length)]!;
  };
}

/**
 * Samples the server's resident memory every second until stopped; answers MiB at the start, at the
 * peak and at the end, and every ten seconds between (a leak climbs; a working set levels off).
 */
function watchMemory(portal: RunningServer) {
  const read = () => Math.round((largestRssInGroup(portal.processGroup) ?? 0) / MIB);
  const samples = [read()];
  const timer = setInterval(() => samples.push(read()), 1_000);
  return {
    stop() {
      clearInterval(timer);
      samples.push(read());
      return {
        start: samples[0]!,
        peak: Math.max(...samples),
        end: samples.at(-1)!,
        everyTenSeconds: samples.filter((_, index) => index % 10 === 0),
      };
    },
  };
}

/**
 * An SA's writes beside the reads, `perSecond` a second until stopped: a library folder renamed, a
 * folder made inside it, a game's description edited, in turn. Each renews answers the reads keep.
 */
function writeOnTheSide(api: ReturnType<typeof client>, token: string, perSecond: number) {
  let stopped = false;
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | null = null;
  const running = (async () => {
    const library = (await api<Item[]>('GET', '/api/asset/directory', token))[0]!;
    const scratch = await api<Item>(
      'POST',
      '/api/asset/create/folder',
      token,
      new URLSearchParams({ pid: String(library.id), name: 'Load scratch' }).toString(),
    );
    const [game] = await api<{ id: number }[]>('POST', '/api/game/all', token, 'depth=0');
    const writes = [
      (n: number) => new URLSearchParams({ id: String(scratch.id), name: `Load scratch ${n}` }),
      (n: number) => new URLSearchParams({ pid: String(scratch.id), name: `Folder ${n}` }),
      (n: number) =>
        new URLSearchParams({ type: 'PUT', id: String(game!.id), description: `<p>Edit ${n}</p>` }),
    ];
    const paths = ['/api/asset/rename', '/api/asset/create/folder', '/api/game/create'];
    for (let n = 0; !stopped; n++) {
      const begun = performance.now();
      try {
        await api('POST', paths[n % 3]!, token, writes[n % 3]!(n).toString());
        latencies.push(performance.now() - begun);
      } catch (error) {
        failed++;
        firstFailure ??= error instanceof Error ? error.message : String(error);
      }
      await sleep(Math.max(0, 1000 / perSecond - (performance.now() - begun)));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        done: latencies.length,
        failed,
        firstFailure,
        p50Ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        maxMs: Math.round(sorted.at(-1) ?? 0),
      };
    },
  };
}
