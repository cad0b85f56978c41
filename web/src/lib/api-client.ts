import { localTokenFailure, MESSAGES, parseId } from '@portal/domain';
import type { ApiFailure, Envelope } from '@portal/domain/schemas';
import { takeFirstRequest } from './first-requests';
import { requestTurn } from './request-turns';
import { getToken } from './token-store';

/**
 * The only module that calls fetch (DESIGN.md: one API client). It owns:
 * - the envelope `{ success, data, status: { code, name }, error }` of every /api answer;
 * - the `consumer-token` header, sent on every call while a token is held;
 * - the local token check of SPEC §7 on the calls marked (auth) and the id rule of SPEC §5 on the
 *   ids a call carries: no call is made when either fails;
 * - credentials included on every call;
 * - requests made together sent one per task (lib/request-turns.ts);
 * - failures handed to callers as `{ code, name, message }` (an ApiError).
 */

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

/** The failure fields of any thrown value (ApiError or not). */
export function toFailure(value: unknown): ApiFailure {
  if (value instanceof ApiError) return value.toJSON();
  if (value instanceof Error) return { code: 0, name: 'Error', message: value.message };
  return { code: 0, name: 'Error', message: typeof value === 'string' ? value : '' };
}

type Primitive = string | number | boolean | null | undefined;

/** An id a call carries and the message its refusal reads (SPEC §5; 'Id provided is invalid' by default). */
interface IdParam {
  value: unknown;
  message?: string;
}

export interface RequestOptions {
  /** SPEC §7 (auth): fail locally, without a call, when the token is missing or expired. */
  auth?: boolean;
  /** SPEC §5: the ids of a get, delete or move call; one that is not numeric fails locally, without a call. */
  ids?: readonly IdParam[];
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

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** How calls leave: the browser's fetch, or, while the server renders a page, its own API (entry-server.tsx). */
let transport: Transport = (url, init) => fetch(url, init);

export function sendCallsThrough(next: Transport): void {
  transport = next;
}

const API_BASE: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '';

export function buildUrl(path: string, query?: Record<string, Primitive>): string {
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

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

/**
 * The checks made before a call (SPEC §7's token check on (auth) calls, then SPEC §5's id rule,
 * the order the server checks them in): the failure the call rejects with, or null to go ahead.
 */
export function localFailure(
  { auth, ids = [] }: Pick<RequestOptions, 'auth' | 'ids'>,
  token: string | null,
): ApiError | null {
  if (auth) {
    const message = localTokenFailure(token, Date.now());
    if (message !== null) return new ApiError({ code: 401, name: 'Unauthorized', message });
  }
  for (const { value, message = MESSAGES.idInvalid } of ids) {
    if (parseId(value) === null) return new ApiError({ code: 400, name: 'Bad Request', message });
  }
  return null;
}

/** The token check, headers and body every call shares. */
function prepare(options: RequestOptions): { headers: Record<string, string>; body?: BodyInit } {
  const token = options.token === undefined ? getToken() : options.token;

  const failure = localFailure(options, token);
  if (failure !== null) throw failure;

  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers['consumer-token'] = token;

  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = encodeForm(options.form);
  }
  return { headers, body };
}

async function send(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions,
  prepared: { headers: Record<string, string>; body?: BodyInit },
): Promise<Response> {
  const url = buildUrl(path, options.query);
  const token = prepared.headers['consumer-token'] ?? null;
  const started = takeFirstRequest(method, url, token, prepared.body);
  const turn = started ? undefined : requestTurn();
  if (turn) await turn;
  try {
    if (started) return await started;
    return await transport(url, {
      method,
      headers: prepared.headers,
      body: prepared.body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ code: 0, name: 'NetworkError', message: '' });
  }
}

/** The failure of an answer that is not a successful envelope. */
function failureOf(response: Response, payload: unknown): ApiError {
  if (isEnvelope(payload)) {
    return new ApiError({
      code: payload.status?.code || response.status,
      name: payload.status?.name || response.statusText || 'Error',
      message: payload.error ?? '',
    });
  }
  return new ApiError({ code: response.status, name: response.statusText || 'Error', message: '' });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options, prepare(options));
  const payload = await readJson(response);
  if (isEnvelope(payload) && payload.success && response.ok) return payload.data as T;
  throw failureOf(response, payload);
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server's Content-Disposition gives, if any. */
  filename: string | null;
}

/** A GET answered by a file rather than an envelope (refusals still come as envelopes). */
async function requestFile(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const prepared = prepare(options);
  prepared.headers.accept = '*/*';
  const response = await send('GET', path, options, prepared);
  if (!response.ok) throw failureOf(response, await readJson(response));
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

interface UploadOptions extends Pick<RequestOptions, 'auth' | 'ids' | 'signal'> {
  /** Called with the bytes sent so far and the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * A multipart POST that reports upload progress. Why XMLHttpRequest: fetch cannot report the
 * progress of a request body. The rules are those of request(): local checks, the consumer-token
 * header, credentials, and the envelope turned into an ApiError on failure.
 */
function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const token = getToken();
  const failure = localFailure(options, token);
  if (failure !== null) return Promise.reject(failure);
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
          code: envelope?.status?.code ?? xhr.status,
          name: envelope?.status?.name ?? (xhr.statusText || 'Error'),
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
  file: (path: string, options?: RequestOptions) => requestFile(path, options),
  /** A multipart POST with upload progress (logos, artwork). */
  upload,
  /** The address of a call the browser navigates to itself (the company sign-in's start). */
  href: (path: string) => buildUrl(path),
};
