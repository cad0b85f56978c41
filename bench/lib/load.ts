import autocannon from 'autocannon';
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
): Promise<LoadResult> {
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
  };
}
