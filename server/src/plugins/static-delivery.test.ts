import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A web build of its own (what web/precompress.ts writes: .br and .gz beside each larger text file),
// so that the test neither needs nor builds the real one.
const INDEX_HTML = `<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const APP_JS = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const SMALL_JS = 'export const small = 1;\n';
// What web/scripts/route-pages.mjs writes: a copy of index.html per route naming its page's files.
const pageOf = (chunk: string) =>
  INDEX_HTML.replace('</head>', `<link rel="modulepreload" crossorigin href="/assets/${chunk}"></head>`);
const HOME_HTML = pageOf('HomePage-1.js');
const GAME_HTML = pageOf('GamePage-2.js');

function writeWithSiblings(file: string, content: string): void {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
}

describe('static delivery of the web build (precompressed files)', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.mkdirSync(path.join(webDist, '.vite'));
    writeWithSiblings(path.join(webDist, 'index.html'), INDEX_HTML);
    writeWithSiblings(path.join(webDist, 'assets/app-abc123.js'), APP_JS);
    fs.writeFileSync(path.join(webDist, 'assets/small-def456.js'), SMALL_JS);
    fs.writeFileSync(path.join(webDist, '.vite/manifest.json'), '{}');
    fs.mkdirSync(path.join(webDist, 'pages'));
    writeWithSiblings(path.join(webDist, 'pages/home.html'), HOME_HTML);
    writeWithSiblings(path.join(webDist, 'pages/games-id.html'), GAME_HTML);
    fs.writeFileSync(
      path.join(webDist, '.vite/route-pages.json'),
      JSON.stringify([
        { path: '/', file: 'pages/home.html' },
        { path: '/games/:id', file: 'pages/games-id.html' },
      ]),
    );
    t = await createTestApp({ seed: false, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the .br file to a client that accepts brotli, compressed once, with Vary', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(APP_JS);
  });

  it('sends the .gz file to a client that accepts gzip only', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(APP_JS);
  });

  it('sends the file as it is to a client that accepts no encoding, still with Vary', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/app-abc123.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(APP_JS);
    }
  });

  it('sends a file without compressed siblings as it is', async () => {
    const response = await get('/assets/small-def456.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SMALL_JS);
  });

  it('sends index.html precompressed as the history fallback of paths without a page of their own', async () => {
    for (const url of ['/news-events', '/games/12/assets', '/no/such/page']) {
      const brotli = await get(url, 'br');
      expect(brotli.statusCode, url).toBe(200);
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotli.headers['cache-control'], url).toBe('no-cache');
      expect(brotli.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(brotli.rawPayload).toString('utf8'), url).toBe(INDEX_HTML);

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8'), url).toBe(INDEX_HTML);

      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(INDEX_HTML);
    }
  });

  it("sends a route its own page, naming its first visit's files, precompressed", async () => {
    for (const [url, page] of [
      ['/', HOME_HTML],
      ['/games/12', GAME_HTML],
      ['/games/12/', GAME_HTML],
    ] as const) {
      const brotli = await get(url, 'br');
      expect(brotli.statusCode, url).toBe(200);
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotli.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(brotli.rawPayload).toString('utf8'), url).toBe(page);
      expect((await get(url)).body, url).toBe(page);
    }
  });

  it('does not serve the build manifest (a dotfile folder)', async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('leaves API answers to the compression plugin: a missing API path is the JSON envelope', async () => {
    const response = await get('/api/no-such-call', 'br, gzip');
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });
});
