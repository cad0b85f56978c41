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

/** The token check, headers and body every call shares. */
function prepare(options: RequestOptions): { headers: Record<string, string>; body?: BodyInit } {
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
  return { headers, body };
}

async function send(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions,
  prepared: { headers: Record<string, string>; body?: BodyInit },
): Promise<Response> {
  try {
    return await fetch(buildUrl(path, options.query), {
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

export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
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
export async function requestFile(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const prepared = prepare(options);
  prepared.headers.accept = '*/*';
  const response = await send('GET', path, options, prepared);
  if (!response.ok) throw failureOf(response, await readJson(response));
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  file: (path: string, options?: RequestOptions) => requestFile(path, options),
};
