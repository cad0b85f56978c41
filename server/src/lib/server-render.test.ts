import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/*
 * Decision 045: a visitor's public pages come rendered by the web app's server build. Here a small
 * stand-in for web/dist-ssr/entry-server.js (the real one is exercised in e2e/specs/server-render.spec.ts)
 * renders from an answer of the server's own API, so these tests hold the server's half: the call in
 * process, the page around the markup, the signed-in hint, and the fallback to the app's own page.
 */
const ENTRY = `
let call;
export const SERVER_STATE_ID = 'portal-state';
export function callApiThrough(fetch) { call = fetch; }
export async function renderPage(pathname) {
  if (pathname === '/broken') throw new Error('render failed');
  if (pathname !== '/') return null;
  const answer = await (await call('/api/globals/all', { method: 'GET', headers: { accept: 'application/json' } })).json();
  return {
    html: '<h1>Welcome</h1><p>enquiries: ' + answer.data.enquiriesEmail + '</p>',
    state: { note: '</script><script>alert(1)</script>' },
    title: 'Home <&> "portal"',
  };
}
`;

const ROUTE_PAGE = [
  '<!doctype html><html><head><title>Loading...</title>',
  '<link rel="stylesheet" href="/assets/index.css">',
  '<link rel="preload" as="style" crossorigin href="/assets/HomePage.css">',
  '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/globals/all">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('pages rendered by the server', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ssr-'));
    const webDist = path.join(folder, 'dist');
    fs.mkdirSync(path.join(webDist, 'pages'), { recursive: true });
    fs.mkdirSync(path.join(webDist, '.vite'));
    fs.writeFileSync(path.join(webDist, 'index.html'), ROUTE_PAGE.replace('<title>', '<title data-index>'));
    fs.writeFileSync(path.join(webDist, 'pages', 'home.html'), ROUTE_PAGE);
    fs.writeFileSync(
      path.join(webDist, '.vite', 'route-pages.json'),
      JSON.stringify([{ path: '/', file: 'pages/home.html' }]),
    );
    fs.mkdirSync(path.join(folder, 'dist-ssr'));
    fs.writeFileSync(path.join(folder, 'dist-ssr', 'entry-server.js'), ENTRY);
    t = await createTestApp({ seed: 'accounts', env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("sends a visitor the route's page with the markup, the answers and the title in it", async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers.vary).toMatch(/cookie/);
    const html = response.body;
    // Rendered from the server's own answer, asked in process.
    expect(html).toContain(
      '<div id="root"><h1>Welcome</h1><p>enquiries: enquiries@lottery-games.example</p></div>',
    );
    expect(html).toContain('<script type="application/json" id="portal-state">');
    // No text in the answers can close the script.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
    expect(html).toContain('<title>Home &lt;&amp;&gt; &quot;portal&quot;</title>');
    // The answers are in the page; its styles apply at once.
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage.css">');
  });

  it('sends a browser that holds a token the page as built, for the app to render', async () => {
    const response = await t.app.inject({ url: '/', cookies: { 'portal-signed-in': '1' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ROUTE_PAGE);
  });

  it('sends the page as built for a path the app does not render on the server, or whose render fails', async () => {
    for (const url of ['/games', '/broken']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title data-index>Loading...</title>');
      expect(response.body, url).not.toContain('portal-state');
    }
  });

  it('compresses the rendered page for a browser that accepts brotli', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Welcome</h1>');
  });
});
