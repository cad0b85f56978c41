import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../lib/http-encoding.ts';
import { createFolder, createUser, signIn, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('compression of large API answers', () => {
  let t: TestApp;
  let sa: TestUser;
  let token: string;
  let folderId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    sa = await createUser(t, { group: 'SA' });
    token = await signIn(t.app, sa);
    folderId = (await createFolder(t, { name: 'Campaigns' })).id;
    for (let n = 0; n < 80; n++) {
      await createFolder(t, { parentId: folderId, name: `Campaign ${String(n).padStart(3, '0')}` });
    }
  });
  afterAll(() => t.close());

  const listing = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/asset/directory?id=${folderId}`,
      headers: { 'consumer-token': token, ...headers },
    });

  it('gzips a large folder listing for a client that accepts it, with the same JSON inside', async () => {
    const plain = await listing();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    expect(plain.json().data[0].children).toHaveLength(80);

    const zipped = await listing({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends small answers as they are', async () => {
    const active = await t.app.inject({
      method: 'GET',
      url: '/api/user/active',
      headers: { 'consumer-token': token, 'accept-encoding': 'gzip' },
    });
    expect(active.statusCode).toBe(200);
    expect(active.headers['content-encoding']).toBeUndefined();
    expect(active.json().data.email).toBe(sa.email);
  });
});
