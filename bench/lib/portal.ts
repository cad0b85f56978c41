import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onServerCpu } from './cpu.ts';
import { freePort, sleep } from './ports.ts';

export interface RunningServer {
  baseUrl: string;
  /** The process group the server runs in (npx, tsx and the server itself). */
  processGroup: number;
  /** Last lines the process printed (for error reports). */
  output(): string;
  stop(): Promise<void>;
}

const OUTPUT_LIMIT = 64 * 1024;

/** Keeps the tail of a child's stdout and stderr; echoes them when BENCH_VERBOSE is set. */
export function collectOutput(child: ChildProcess, label: string): () => string {
  let tail = '';
  const onData = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    if (process.env.BENCH_VERBOSE) process.stderr.write(`[${label}] ${chunk.toString('utf8')}`);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return () => tail;
}

/** Ends a child started with `detached: true` and everything it started (its own process group). */
export async function stopProcessGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = sleep(graceMs).then(() => 'timeout' as const);
  if ((await Promise.race([exited.then(() => 'exited' as const), timer])) === 'timeout') {
    signal('SIGKILL');
    await exited;
  }
}

/**
 * Starts the real server (`npx tsx server/src/main.ts` from the repo root) on a free port with a
 * fresh SQLite database under a temporary DATA_DIR, seeded with the demo data, and waits until
 * GET /api/globals/all answers 200. BENCH_DATABASE_URL runs it on PostgreSQL instead.
 */
export interface PortalOptions {
  /** How long start-up (migrations, demo seed) may take. */
  timeoutMs?: number;
  /** Run the server on the measured CPU (lib/cpu.ts). */
  pinned?: boolean;
}

export async function startPortal(repoRoot: string, options: PortalOptions = {}): Promise<RunningServer> {
  const timeoutMs = options.timeoutMs ?? 180_000;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  };
  delete env.SEED;
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;

  const serverArgs = ['tsx', 'server/src/main.ts'];
  const [command, args] = options.pinned ? onServerCpu('npx', serverArgs) : ['npx', serverArgs];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child, 'portal');
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcessGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  let exitInfo: string | null = null;
  child.once('exit', (code, signal) => {
    exitInfo = `exited with ${signal ?? `code ${code}`}`;
  });

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitInfo) {
      await stop();
      throw new Error(`the server ${exitInfo} before answering:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/globals/all`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { baseUrl, processGroup: child.pid!, output, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`the server did not answer /api/globals/all within ${timeoutMs / 1000} s:\n${output()}`);
}
