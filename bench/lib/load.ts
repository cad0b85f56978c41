import autocannon from 'autocannon';
import { groupCpuSeconds } from './cpu.ts';
import type { BenchRequest, LoadResult } from './types.ts';

export interface LoadOptions {
  seconds: number;
  connections: number;
  pipelining: number;
}

/** Drives `baseUrl + request.path` with autocannon (no warm-up) and keeps the figures we report. */
export async function runLoad(
  baseUrl: string,
  request: BenchRequest,
  options: LoadOptions,
  /** The server's process group, whose CPU time the run records. */
  processGroup?: number,
): Promise<LoadResult> {
  const cpuBefore = processGroup === undefined ? 0 : groupCpuSeconds(processGroup);
  const result = await autocannon({
    url: new URL(request.path, baseUrl).toString(),
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: options.connections,
    pipelining: options.pipelining,
    duration: options.seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: result.duration,
    cpuSeconds: processGroup === undefined ? 0 : groupCpuSeconds(processGroup) - cpuBefore,
  };
}

/**
 * The rounds of one side as one result: the median round's rate and latencies, and every round's
 * requests, errors and time added up (an error in any round is reported).
 */
export function medianRun(runs: LoadResult[]): LoadResult {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const sum = (pick: (run: LoadResult) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    ...median,
    total: sum((run) => run.total),
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
    durationSeconds: sum((run) => run.durationSeconds),
    cpuSeconds: sum((run) => run.cpuSeconds),
  };
}
