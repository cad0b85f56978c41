import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { SentBody } from './sent-body.ts';

/**
 * The process's Prometheus metrics (issue 14 item 5), served at GET /metrics (plugins/metrics.ts).
 * They are made once per process, not per app: prom-client refuses a name registered twice, and the
 * tests build many apps in one process, which then all count into the same metrics.
 */
export const registry = new Registry();

// Event-loop lag, heap, CPU, open handles and the rest of prom-client's process metrics.
collectDefaultMetrics({ register: registry, prefix: 'portal_' });

const httpRequests = new Counter({
  name: 'portal_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

const httpRequestDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time from receiving a request to the end of its answer, by method, route template and status.',
  labelNames: ['method', 'route', 'status'] as const,
  // prom-client's defaults end at 10 s; downloads and uploads run for minutes.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120, 600],
  registers: [registry],
});

const downloadBytes = new Counter({
  name: 'portal_download_bytes_total',
  help: 'Body bytes of file and zip downloads handed to the connection.',
  labelNames: ['kind'] as const,
  registers: [registry],
});

const uploads = new Counter({
  name: 'portal_uploads_total',
  help: 'Uploaded files stored.',
  registers: [registry],
});

const uploadBytes = new Counter({
  name: 'portal_upload_bytes_total',
  help: 'Bytes of the uploaded files stored (the files themselves, not their thumbnails and previews).',
  registers: [registry],
});

const answerCacheLookups = new Counter({
  name: 'portal_answer_cache_lookups_total',
  help: 'Lookups in the answer caches, by cache and result (hit or miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

type LoginRefusalReason = 'throttled' | 'bad_credentials';

const loginRefusals = new Counter({
  name: 'portal_login_refusals_total',
  help: 'Sign-ins refused, by reason (throttled or bad_credentials).',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/** One answered request; `route` is its route template (or 'unmatched'), so the labels stay few. */
export function countHttpRequest(
  labels: { method: string; route: string; status: number },
  seconds: number,
): void {
  const values = { method: labels.method, route: labels.route, status: String(labels.status) };
  httpRequests.inc(values);
  httpRequestDuration.observe(values, seconds);
}

/** What countDownloadBytes reads of a response: its end. */
interface DownloadResponse {
  once(event: 'finish' | 'close', listener: () => void): unknown;
}

/**
 * Adds a download's body bytes when the response finishes (then they are the whole body, its
 * Content-Length) or closes early (then they are what was handed to the connection before the client
 * left). A HEAD or a 304 sends no body and adds nothing.
 */
export function countDownloadBytes(response: DownloadResponse, body: SentBody, kind: 'file' | 'zip'): void {
  let counted = false;
  const count = () => {
    if (counted) return;
    counted = true;
    if (body.bytes > 0) downloadBytes.inc({ kind }, body.bytes);
  };
  response.once('finish', count);
  response.once('close', count);
}

/** One uploaded file stored in the asset trees. */
export function countUploadedFile(bytes: number): void {
  uploads.inc();
  uploadBytes.inc(bytes);
}

/** One lookup in an answer cache (lib/answer-cache.ts): `cache` names which, `hit` whether it held the answer. */
export function countCacheLookup(cache: string, hit: boolean): void {
  answerCacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
}

/** One refused sign-in. */
export function countLoginRefusal(reason: LoginRefusalReason): void {
  loginRefusals.inc({ reason });
}
