import type { DetailedError, Upload } from 'tus-js-client';
import { ApiError, buildUrl, isEnvelope, localFailure, type RequestOptions } from './api-client';
import { getToken } from './token-store';

/** Where the server takes resumable (tus) uploads. */
const UPLOADS_PATH = '/api/uploads';
/**
 * Bytes per PATCH request: a cut connection loses at most what one request was sending, and no
 * proxy in front sees a body of gigabytes. Larger means fewer round trips and fsyncs on the server.
 */
const CHUNK_BYTES = 16 * 1024 * 1024;
/** Retries of a failed request while the browser says it is online, then the file fails. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];

export interface ResumableUploadOptions {
  /** Upload-Metadata: what the file is for (its name and folder). */
  metadata: Record<string, string>;
  /** SPEC §7 (auth) and SPEC §5's id rule: the checks made before the first request. */
  auth?: boolean;
  ids?: RequestOptions['ids'];
  signal?: AbortSignal;
  /** The bytes the server has acknowledged or is being sent, and the total. */
  onProgress?: (sent: number, total: number) => void;
  /** True while the browser is offline and the upload waits to go on where it stopped. */
  onWaiting?: (waiting: boolean) => void;
}

/**
 * Sends a file with the tus protocol (tus-js-client) and answers the `data` of the server's last
 * answer. The rules are those of the API client: the consumer-token header (read again before each
 * request), the local token check, and the envelope of a refusal turned into an ApiError. A dropped
 * connection is retried; while the browser is offline the upload waits and goes on, from the byte
 * the server has, once it is back. The same file picked again later (a closed lid, a reload) resumes
 * the upload it started, remembered by tus-js-client in localStorage.
 */
export async function resumableUpload<T>(file: File, options: ResumableUploadOptions): Promise<T> {
  const failure = localFailure({ auth: options.auth, ids: options.ids }, getToken());
  if (failure !== null) throw failure;
  const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
  // Loaded with the first upload: the listing's first visit does not carry the tus client.
  const { Upload: TusUpload } = await import('tus-js-client');
  if (options.signal?.aborted) throw aborted();

  return new Promise<T>((resolve, reject) => {
    let waitingForNetwork = false;
    const goOn = () => {
      window.removeEventListener('online', goOn);
      waitingForNetwork = false;
      options.onWaiting?.(false);
      upload.start();
    };
    const upload: Upload = new TusUpload(file, {
      endpoint: buildUrl(UPLOADS_PATH),
      metadata: options.metadata,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (request) => {
        const token = getToken();
        if (token) request.setHeader('consumer-token', token);
        request.setHeader('accept', 'application/json');
        const xhr = request.getUnderlyingObject() as XMLHttpRequest | undefined;
        if (xhr) xhr.withCredentials = true;
      },
      onProgress: (sent, total) => options.onProgress?.(sent, total),
      onSuccess: ({ lastResponse }) => {
        window.removeEventListener('online', goOn);
        const payload = parse(lastResponse.getBody());
        resolve((isEnvelope(payload) ? payload.data : null) as T);
      },
      onError: (error) => {
        if (!navigator.onLine && !refusedByServer(error)) {
          // Offline: wait for the network instead of failing; start() goes on from the server's offset.
          waitingForNetwork = true;
          options.onWaiting?.(true);
          window.addEventListener('online', goOn);
          return;
        }
        reject(toApiError(error));
      },
    });
    options.signal?.addEventListener(
      'abort',
      () => {
        window.removeEventListener('online', goOn);
        if (waitingForNetwork) options.onWaiting?.(false);
        // Terminate: the server drops the partial upload (tus DELETE).
        void upload.abort(true).catch(() => {});
        reject(aborted());
      },
      { once: true },
    );
    void upload.findPreviousUploads().then(
      (previous) => {
        const same = previous.find((candidate) => sameMetadata(candidate.metadata, options.metadata));
        if (same) upload.resumeFromPreviousUpload(same);
        upload.start();
      },
      () => upload.start(),
    );
  });
}

function sameMetadata(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function refusedByServer(error: Error | DetailedError): boolean {
  const status = 'originalResponse' in error ? (error.originalResponse?.getStatus() ?? 0) : 0;
  return status >= 400;
}

/** The server's envelope of a refusal as an ApiError; a network failure as code 0. */
function toApiError(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const payload = response ? parse(response.getBody()) : null;
  if (response && isEnvelope(payload)) {
    return new ApiError({
      code: payload.status?.code ?? response.getStatus(),
      name: payload.status?.name ?? 'Error',
      message: payload.error ?? '',
    });
  }
  return new ApiError({ code: response?.getStatus() ?? 0, name: 'NetworkError', message: '' });
}
