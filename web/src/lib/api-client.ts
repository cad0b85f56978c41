import { localTokenFailure } from '@portal/domain';
import { getToken } from './token-store';

/**
 * The only module that calls fetch (DESIGN.md: one API client). It owns:
 * - the envelope `{ success, data, status: { code, name }, error }` of every /api answer;
 * - the `consumer-token` header, sent on every call while a token is held;
 * - the local token check of SPEC §7 on the calls marked (auth): no call is made when it fails;
 * - credentials included on every call;
 * - failures handed to callers as `{ code, name, message }` (an ApiError).
 */

export interface Envelope<T> {
  success: boolean;
  data: T;
  status: { code: number; name: string };
  error: string | null;
}

export interface ApiFailure {
  code: number;
  name: string;
  message: string;
}

export class ApiError extends Error implements ApiFailure {
  readonly code: number;
  override readonly name: string;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.code = failure.code;
    this.name = failure.name;
  }

  toJSON(): ApiFailure {
    return { code: this.code, name: this.name, message: this.message };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The failure fields of any thrown value (ApiError or not). */
export function toFailure(value: unknown): ApiFailure {
  if (value instanceof ApiError) return value.toJSON();
  if (value instanceof Error) return { code: 0, name: 'Error', message: value.message };
  return { code: 0, name: 'Error', message: typeof value === 'string' ? value : '' };
}

type Primitive = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** SPEC §7 (auth): fail locally, without a call, when the token is missing or expired. */
  auth?: boolean;
  /** Query string values; undefined and null are left out. */
  query?: Record<string, Primitive>;
  /** An urlencoded form body (plain object) or multipart body (FormData). */
  form?: Record<string, Primitive> | FormData;
  /** A JSON body. */
  json?: unknown;
  /** Use this token instead of the stored one (login loads the user before storing it). */
  token?: string | null;
  signal?: AbortSignal;
}

const API_BASE: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '';

function buildUrl(path: string, query?: Record<string, Primitive>): string {
  let url = `${API_BASE}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

function encodeForm(form: Record<string, Primitive> | FormData): BodyInit {
  if (form instanceof FormData) return form;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const token = options.token === undefined ? getToken() : options.token;

  if (options.auth) {
    const failure = localTokenFailure(token, Date.now());
    if (failure !== null) throw new ApiError({ code: 401, name: 'Unauthorized', message: failure });
  }

  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers['consumer-token'] = token;

  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = encodeForm(options.form);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ code: 0, name: 'NetworkError', message: '' });
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }

  if (isEnvelope(payload)) {
    const code = payload.status?.code ?? response.status;
    const name = payload.status?.name ?? response.statusText;
    if (payload.success && response.ok) return payload.data as T;
    throw new ApiError({
      code: code || response.status,
      name: name || 'Error',
      message: payload.error ?? '',
    });
  }

  throw new ApiError({
    code: response.status,
    name: response.statusText || 'Error',
    message: '',
  });
}

export interface UploadOptions {
  /** SPEC §7 (auth): fail locally, without a call, when the token is missing or expired. */
  auth?: boolean;
  /** Called with the bytes sent so far and the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * POST of a multipart form that reports its upload progress. XMLHttpRequest, since fetch cannot
 * report upload progress; the rules are the client's own: the local token check, the
 * consumer-token header, credentials, and the envelope turned into an ApiError on failure.
 */
function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const token = getToken();
  if (options.auth) {
    const failure = localTokenFailure(token, Date.now());
    if (failure !== null)
      return Promise.reject(new ApiError({ code: 401, name: 'Unauthorized', message: failure }));
  }
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('consumer-token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (isEnvelope(payload) && payload.success && xhr.status < 400) {
        resolve(payload.data as T);
        return;
      }
      const envelope = isEnvelope(payload) ? payload : null;
      reject(
        new ApiError({
          code: envelope?.status?.code || xhr.status,
          name: envelope?.status?.name || xhr.statusText || 'Error',
          message: envelope?.error ?? '',
        }),
      );
    };
    xhr.onerror = () => reject(new ApiError({ code: 0, name: 'NetworkError', message: '' }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  /** A multipart POST with upload progress (logos, artwork). */
  upload,
};
