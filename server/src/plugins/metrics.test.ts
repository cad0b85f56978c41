import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetClient, MINIMAL_PDF } from '../modules/assets/test-support.ts';
import { createFolder, createUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp, testAppForSuite } from '../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-scraper';
const ELSEWHERE = '203.0.113.7';

/** The value of one sample in a /metrics answer; 0 when the series has not appeared yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** How much a series grew between two /metrics answers. */
const growth = (before: string, after: string, series: string) =>
  sample(after, series) - sample(before, series);

describe('metrics', () => {
  const t = testAppForSuite({ seed: false, env: { METRICS_TOKEN: TOKEN } });
  let sa: string;
  const scrape = async () => {
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    sa = await signIn(t.app, await createUser(t, { group: 'SA' }));
  });

  describe('who may read them', () => {
    it('answers a caller on this host in the Prometheus text format, with the process metrics', async () => {
      const response = await t.app.inject({ url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.body).toContain('# TYPE portal_http_requests_total counter');
      expect(response.body).toContain('portal_nodejs_eventloop_lag_seconds');
      expect(response.body).toContain('portal_process_cpu_seconds_total');
      for (const name of ['::1', '::ffff:127.0.0.1']) {
        expect((await t.app.inject({ url: '/metrics', remoteAddress: name })).statusCode).toBe(200);
      }
    });

    it('answers anyone else the 404 of a path that does not exist', async () => {
      const response = await t.app.inject({ url: '/metrics', remoteAddress: ELSEWHERE });
      expect(response.statusCode).toBe(404);
      const nowhere = await t.app.inject({ url: '/nowhere', remoteAddress: ELSEWHERE });
      expect(response.json()).toEqual({
        ...nowhere.json(),
        error: 'There is no GET /metrics here.',
      });
      expect(response.body).not.toContain('portal_');
    });

    it('answers a caller from elsewhere with the token, and not with a wrong one', async () => {
      const asking = (authorization: string) =>
        t.app.inject({ url: '/metrics', remoteAddress: ELSEWHERE, headers: { authorization } });
      expect((await asking(`Bearer ${TOKEN}`)).statusCode).toBe(200);
      expect((await asking(`Bearer ${TOKEN}x`)).statusCode).toBe(404);
      expect((await asking('Bearer ')).statusCode).toBe(404);
      expect((await asking(TOKEN)).statusCode).toBe(404);
    });

    it('does not appear in the API description', async () => {
      const description = await t.app.inject({ url: '/api/openapi.json' });
      expect(Object.keys(description.json().paths)).not.toContain('/metrics');
    });
  });

  describe('behind a proxy on this host', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true', METRICS_TOKEN: TOKEN } });
    });
    afterAll(() => proxied.close());

    it('refuses a request forwarded for a caller from elsewhere, though the socket is loopback', async () => {
      const forwarded = (headers: Record<string, string>) =>
        proxied.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers });
      expect((await forwarded({ 'x-forwarded-for': ELSEWHERE })).statusCode).toBe(404);
      expect((await forwarded({ 'x-real-ip': ELSEWHERE })).statusCode).toBe(404);
      expect((await forwarded({ forwarded: `for=${ELSEWHERE}` })).statusCode).toBe(404);
      expect(
        (await forwarded({ 'x-forwarded-for': ELSEWHERE, authorization: `Bearer ${TOKEN}` })).statusCode,
      ).toBe(200);
    });

    it('never lets X-Forwarded-For claim loopback for a caller from elsewhere', async () => {
      const response = await proxied.app.inject({
        url: '/metrics',
        remoteAddress: ELSEWHERE,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  it('refuses everyone but loopback when no token is set', async () => {
    const tokenless = await createTestApp({ seed: false });
    try {
      const response = await tokenless.app.inject({
        url: '/metrics',
        remoteAddress: ELSEWHERE,
        headers: { authorization: 'Bearer ' },
      });
      expect(response.statusCode).toBe(404);
      expect((await tokenless.app.inject({ url: '/metrics' })).statusCode).toBe(200);
    } finally {
      await tokenless.close();
    }
  });

  describe('what they count', () => {
    it('counts a request under its route template and status, and a path of no route as unmatched', async () => {
      const series = 'portal_http_requests_total{method="GET",route="/api/health",status="200"}';
      const missing = 'portal_http_requests_total{method="GET",route="unmatched",status="404"}';
      const duration =
        'portal_http_request_duration_seconds_count{method="GET",route="/api/user/:token",status="401"}';
      const before = await scrape();
      await t.app.inject({ url: '/api/health' });
      await t.app.inject({ url: '/api/health' });
      await t.app.inject({ url: '/api/no-such-call' });
      await t.app.inject({ url: '/api/user/some-guest' });
      const after = await scrape();
      expect(growth(before, after, series)).toBe(2);
      expect(growth(before, after, missing)).toBe(1);
      expect(growth(before, after, duration)).toBe(1);
      expect(after).not.toContain('no-such-call');
    });

    it('counts answer-cache hits and misses, and sign-ins refused by reason', async () => {
      const hit = 'portal_answer_cache_lookups_total{cache="globals",result="hit"}';
      const miss = 'portal_answer_cache_lookups_total{cache="globals",result="miss"}';
      const badCredentials = 'portal_login_refusals_total{reason="bad_credentials"}';
      const throttled = 'portal_login_refusals_total{reason="throttled"}';
      const { email } = await createUser(t, { group: 'customer' });
      const before = await scrape();
      await t.app.inject({
        method: 'POST',
        url: '/api/globals/set',
        headers: { 'content-type': 'application/json', 'consumer-token': sa },
        payload: JSON.stringify({ enquiriesEmail: 'metrics@lottery-games.example' }),
      });
      for (let n = 0; n < 3; n++) await t.app.inject({ url: '/api/globals/all' });
      const login = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/authentication/login',
          remoteAddress: '10.3.3.3',
          payload: { email, password },
        });
      for (let n = 0; n < 3; n++) await login('wrong-password');
      await login('wrong-password');
      const after = await scrape();
      expect(growth(before, after, miss)).toBe(1);
      expect(growth(before, after, hit)).toBe(2);
      expect(growth(before, after, badCredentials)).toBe(3);
      expect(growth(before, after, throttled)).toBe(1);
    });

    it('adds an upload and its bytes, and the exact bytes of a file and of a zip downloaded', async () => {
      const folder = await createFolder(t, { name: 'Metrics kit' });
      const uploadsBefore = await scrape();
      const [upload] = await assetClient(t).putInto(
        folder.id,
        [{ name: 'sheet.pdf', content: MINIMAL_PDF, type: 'application/pdf' }],
        sa,
      );
      const uploadsAfter = await scrape();
      expect(growth(uploadsBefore, uploadsAfter, 'portal_uploads_total')).toBe(1);
      expect(growth(uploadsBefore, uploadsAfter, 'portal_upload_bytes_total')).toBe(MINIMAL_PDF.length);

      const fileId = upload!.id;
      const fileBytes = 'portal_download_bytes_total{kind="file"}';
      const zipBytes = 'portal_download_bytes_total{kind="zip"}';
      const download = (url: string, headers: Record<string, string> = {}) =>
        t.app.inject({ url, headers: { 'consumer-token': sa, ...headers } });

      const before = await scrape();
      const file = await download(`/download/asset/${fileId}`);
      expect(file.rawPayload.equals(MINIMAL_PDF)).toBe(true);
      const part = await download(`/download/asset/${fileId}`, { range: 'bytes=10-19' });
      expect(part.statusCode).toBe(206);
      const zip = await download(`/download/asset/zip/${folder.id}`);
      expect(zip.statusCode).toBe(200);
      expect(zip.rawPayload.length).toBe(Number(zip.headers['content-length']));
      // Neither a HEAD nor a 304 sends a body.
      await t.app.inject({
        method: 'HEAD',
        url: `/download/asset/${fileId}`,
        headers: { 'consumer-token': sa },
      });
      await download(`/download/asset/${fileId}`, { 'if-none-match': String(file.headers.etag) });
      const after = await scrape();

      expect(growth(before, after, fileBytes)).toBe(MINIMAL_PDF.length + 10);
      expect(growth(before, after, zipBytes)).toBe(zip.rawPayload.length);
    });

    it('adds what was sent of a download the client abandons, not its whole length', async () => {
      const folder = await createFolder(t, { name: 'Abandoned' });
      const size = 32 * 1024 * 1024;
      const [upload] = await assetClient(t).putInto(
        folder.id,
        [{ name: 'large.bin', content: Buffer.alloc(size, 7) }],
        sa,
      );
      const fileBytes = 'portal_download_bytes_total{kind="file"}';
      const before = sample(await scrape(), fileBytes);

      // A client that reads the first MiB and hangs up.
      const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
      const received = await new Promise<number>((resolve, reject) => {
        const request = http.get(
          {
            host: address.hostname,
            port: address.port,
            path: `/download/asset/${upload!.id}`,
            headers: { 'consumer-token': sa },
          },
          (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
              if (bytes < 1024 * 1024) return;
              request.destroy();
              resolve(bytes);
            });
          },
        );
        request.on('error', (error) => {
          if (!request.destroyed) reject(error);
        });
      });

      let counted = 0;
      for (let tries = 0; counted === 0 && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        counted = sample(await scrape(), fileBytes) - before;
      }
      expect(counted).toBeGreaterThanOrEqual(received);
      expect(counted).toBeLessThan(size);
    });
  });
});
