import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from './test/factories.ts';
import { createTestApp, type TestApp, testAppForSuite } from './test/test-app.ts';

describe('the API envelope', () => {
  const t = testAppForSuite({ seed: false });

  it('answers unknown API routes with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      status: { code: 404, name: 'Not Found' },
      error: 'There is no GET /api/no/such/call here.',
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/nothing' })).json().status.code).toBe(404);
  });

  // Found by fuzz.test.ts: Fastify answered these before routing, in a JSON shape of its own.
  it('answers a path with a malformed %-sequence with the envelope', async () => {
    const malformed = await t.app.inject({ url: '/api/user/%' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      success: false,
      data: null,
      status: { code: 400, name: 'Bad Request' },
      error: 'The address has a malformed %-encoded character.',
    });
    const download = await t.app.inject({ url: '/download/asset/1/%E0%A4%A' });
    expect(download.statusCode).toBe(400);
    expect(download.json().error).toBe('The address has a malformed %-encoded character.');
  });

  it('answers a crash with a logged 500 that shows no internals', async () => {
    const crashing = await createTestApp({ seed: false });
    await crashing.database.destroy();
    const response = await crashing.app.inject({ url: '/api/globals/all' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      data: null,
      status: { code: 500, name: 'Internal Server Error' },
    });
    expect(body.error).toBe('Something went wrong on our side. Please try again later.');
    expect(response.body).not.toMatch(/at .*\.ts|stack|sqlite|pool/i);
    await crashing.app.close();
  });

  it("sets security headers: the short API set on calls, the pages' set with their CSP elsewhere", async () => {
    const apiHeaders = {
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    };
    const response = await t.app.inject({ url: '/api/globals/all' });
    expect(response.headers).toMatchObject(apiHeaders);
    // Errors and unknown calls carry them too.
    const missing = await t.app.inject({ url: '/api/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers).toMatchObject(apiHeaders);
    const refused = await t.app.inject({ url: '/api/users/getAll' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers).toMatchObject(apiHeaders);

    for (const url of ['/', '/games']) {
      const page = await t.app.inject({ url });
      expect(page.headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/^default-src 'self';script-src 'self';/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
    }
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Portal</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp({ seed: false, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/games/1/overview', '/admin/users/edit/3', '/no-such-page'])(
    'answers %s with the app',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  it('keeps API and download paths out of the fallback', async () => {
    expect((await t.app.inject({ url: '/api/unknown' })).headers['content-type']).toMatch(/json/);
    expect((await t.app.inject({ url: '/download/nothing' })).statusCode).toBe(404);
  });
});

describe('a real listening server', () => {
  const t = testAppForSuite({ seed: false });

  it('signs in over HTTP and answers the active user', async () => {
    const user = await createUser(t, { firstName: 'Priya' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/api/authentication/login`, {
      method: 'POST',
      body: new URLSearchParams({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: string }).data;
    const active = await fetch(`${address}/api/user/active`, { headers: { 'consumer-token': token } });
    expect(((await active.json()) as { data: { firstName: string } }).data.firstName).toBe('Priya');
  });
});
