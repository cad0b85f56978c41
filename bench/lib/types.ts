/** A request a benchmark sends, the same one to the real server and to the baseline. */
export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** What every benchmark may use to build its request against the seeded portal. */
export interface BenchContext {
  /** Base URL of the real server, e.g. http://127.0.0.1:40123 */
  baseUrl: string;
  /** Logs in (POST /api/authentication/login) and returns the token; cached per e-mail. */
  login(email: string, password?: string): Promise<string>;
  /** Calls the real server once and returns the envelope's data; throws on a non-2xx answer. */
  api<T = unknown>(request: BenchRequest): Promise<T>;
}

/**
 * One benchmark = one file `bench/<name>.bench.ts` whose default export is a Benchmark.
 * bench/run.ts picks every such file up.
 */
export interface Benchmark {
  /** Short name shown in the table, e.g. 'GET /api/globals/all'. */
  name: string;
  /** Builds the request (log in, look up an id ...). Runs once before measuring. */
  request(ctx: BenchContext): Promise<BenchRequest> | BenchRequest;
}

export function defineBenchmark(benchmark: Benchmark): Benchmark {
  return benchmark;
}

/** A response of the real server, replayed byte for byte by the baseline server. */
export interface CapturedResponse {
  status: number;
  contentType: string | null;
  contentEncoding: string | null;
  bodyBase64: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationSeconds: number;
  /** CPU seconds the server's processes used during the run (lib/cpu.ts). */
  cpuSeconds: number;
}

export interface BenchRow {
  name: string;
  method: string;
  path: string;
  status: number;
  bodyBytes: number;
  real: LoadResult;
  baseline: LoadResult;
  /** real req/s divided by baseline req/s */
  ratio: number;
  /** baseline CPU per request divided by the portal's */
  cpuRatio: number;
}
