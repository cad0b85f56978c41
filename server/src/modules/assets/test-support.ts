import fs from 'node:fs';
import path from 'node:path';
import type { DirectoryItem } from '@portal/domain/schemas';
import sharp from 'sharp';
import type { TestApp } from '../../test/test-app.ts';
import { form } from '../../test/test-app.ts';
import { multipart, type UploadFile } from './test-uploads.ts';

/** Calls of SPEC §7 'Assets' as the client makes them, for the asset and download tests. */
export function assetClient(t: TestApp) {
  const headers = (token?: string) => (token ? { 'consumer-token': token } : {});
  const upload = (url: string, fields: Record<string, string>, files: UploadFile[], token?: string) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...headers(token) },
    });
  };
  return {
    get: (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: headers(token) }),
    post: (url: string, fields: Record<string, string>, token?: string) => {
      const body = form(fields);
      return t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...headers(token) },
      });
    },
    upload,
    /** Uploads files into folder `parentId` (POST /api/asset/putIntoParent) and answers the stored items. */
    async putInto(parentId: number, files: UploadFile[], token: string): Promise<DirectoryItem[]> {
      const response = await upload('/api/asset/putIntoParent', { parentId: String(parentId) }, files, token);
      if (response.statusCode !== 200) throw new Error(`putIntoParent failed: ${response.body}`);
      return response.json().data;
    },
    /** The folder `id` of the library (or the library's root) with its children. */
    async library(token: string, id?: number): Promise<DirectoryItem> {
      const response = await t.app.inject({
        url: `/api/asset/directory${id ? `?id=${id}` : ''}`,
        headers: headers(token),
      });
      if (response.statusCode !== 200) throw new Error(`directory failed: ${response.body}`);
      return response.json().data[0];
    },
  };
}

/** The rows of one asset tree (`game:7`, `operator:3` …), oldest first. */
export function treeRows(t: TestApp, rootKey: string): Promise<{ id: number; name: string }[]> {
  return t.database.db
    .selectFrom('assets')
    .select(['id', 'name'])
    .where('root_key', '=', rootKey)
    .orderBy('id')
    .execute();
}

/** Every blob file and every temporary file under the store's folder. */
export function storedFiles(t: TestApp): { blobs: string[]; temporaries: string[] } {
  const root = t.config.storageDir;
  const blobs: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (!fs.existsSync(dir)) return;
    for (const name of fs.readdirSync(dir)) {
      if (depth === 0 && name === 'tmp') continue;
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full, depth + 1);
      else blobs.push(name);
    }
  };
  walk(root, 0);
  const tempDir = path.join(root, 'tmp');
  return { blobs: blobs.sort(), temporaries: fs.existsSync(tempDir) ? fs.readdirSync(tempDir) : [] };
}

/** A small, real PNG drawn by sharp. */
export async function pngImage(width = 640, height = 400, colour = '#1d3a8a'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f5b301"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
