import { localTokenFailure, MESSAGES, parseId } from '@portal/domain';
import type { ApiFailure, Envelope } from '@portal/domain/schemas';
import { getToken } from './token-store';

/**
 * The only module that calls fetch (DESIGN.md: one API client). It owns:
 * - the envelope `{ success, data, status: { code, name }, error }` of every /api answer;
 * - the `consumer-token` header, sent on every call while a token is held;
 * - the local token check of SPEC §7 on the calls marked (auth) and the id rule of SPEC §5 on the
 *   ids a call carries: no call is made when either fails;
 * - credentials included on every call;
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

async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
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

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
};
