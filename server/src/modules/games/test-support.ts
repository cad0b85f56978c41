import sharp from 'sharp';
import type { TestApp } from '../../test/test-app.ts';

export const NOT_LOGGED_IN = 'You need to be logged in.';
export const NOT_AUTHORISED = 'You are not authorised to make this request.';
export const ID_INVALID = 'Id provided is invalid';

type Fields = Record<string, string | string[]>;

export interface FormFile {
  field: string;
  name: string;
  content: Buffer;
  type: string;
}

/** Calls as the web client makes them: forms urlencoded (or multipart with files), the token in consumer-token. */
export function apiClient(t: TestApp) {
  const headers = (token?: string): Record<string, string> => (token ? { 'consumer-token': token } : {});
  const urlencoded = (fields: Fields) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      for (const item of [value].flat()) params.append(key, item);
    }
    return params.toString();
  };
  return {
    get: (url: string, token?: string, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { ...headers(token), ...extra } }),
    post: (url: string, fields: Fields = {}, token?: string, extra: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: urlencoded(fields),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers(token), ...extra },
      }),
    json: (url: string, body: unknown, token?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers(token) },
      }),
    async multipart(url: string, fields: Fields, files: FormFile[], token?: string) {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) {
        for (const item of [value].flat()) body.append(key, item);
      }
      for (const file of files)
        body.append(file.field, new Blob([file.content], { type: file.type }), file.name);
      const request = new Request('http://portal.test/', { method: 'POST', body });
      return t.app.inject({
        method: 'POST',
        url,
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type')!, ...headers(token) },
      });
    },
  };
}

export function pngOf(colour: string, width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
