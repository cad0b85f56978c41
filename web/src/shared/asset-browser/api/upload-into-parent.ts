import { MESSAGES } from '@portal/domain';
import type { DirectoryItem, Envelope } from '@portal/domain/schemas';
import { ApiError, localFailure } from '../../../lib/api-client';
import { getToken } from '../../../lib/token-store';

const API_BASE: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '';

export interface UploadOptions {
  /** Called with the bytes sent so far and the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/asset/putIntoParent (auth): multipart `parentId` and `files`. Answers the stored items.
 *
 * Why XMLHttpRequest and not the shared api-client: the client is built on fetch, and fetch cannot
 * report upload progress (request-body streams give no progress and need HTTP/2 with duplex). The
 * listing shows a progress bar per file, so this one call goes through XHR, and keeps the client's
 * rules by hand: the client's local checks (the token of (auth) calls, the parent id), the
 * consumer-token header, credentials, and the envelope turned into an ApiError on failure.
 */
export function uploadIntoParent(parentId: number, files: File[], options: UploadOptions = {}) {
  const token = getToken();
  const failure = localFailure(
    { auth: true, ids: [{ value: parentId, message: MESSAGES.parentIdInvalid }] },
    token,
  );
  if (failure !== null) return Promise.reject(failure);

  // parentId goes first: the server checks it before it stores any byte of the files.
  const body = new FormData();
  body.append('parentId', String(parentId));
  for (const file of files) body.append('files', file, file.name);

  return new Promise<DirectoryItem[]>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/api/asset/putIntoParent`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('consumer-token', token);
    xhr.responseType = 'text';

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      let payload: Envelope<DirectoryItem[]> | null = null;
      try {
        payload = JSON.parse(xhr.responseText) as Envelope<DirectoryItem[]>;
      } catch {
        payload = null;
      }
      if (payload && payload.success && xhr.status < 400) {
        resolve(Array.isArray(payload.data) ? payload.data : []);
        return;
      }
      reject(
        new ApiError({
          code: payload?.status?.code ?? xhr.status,
          name: payload?.status?.name ?? (xhr.statusText || 'Error'),
          message: payload?.error ?? '',
        }),
      );
    };
    xhr.onerror = () => reject(new ApiError({ code: 0, name: 'NetworkError', message: '' }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));

    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
