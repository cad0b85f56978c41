import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../lib/http-encoding.ts';
import { createFolder, createSignedInUser, type SignedInUser } from '../test/factories.ts';
import { testAppForSuite } from '../test/test-app.ts';

describe('compression of large API answers', () => {
  const t = testAppForSuite({ seed: false });
  let sa: SignedInUser;
  let folderId: number;

  beforeAll(async () => {
    sa = await createSignedInUser(t, { group: 'SA' });
    folderId = (await createFolder(t, { name: 'Campaigns' })).id;
    for (let n = 0; n < 80; n++) {
      await createFolder(t, { parentId: folderId, name: `Campaign ${String(n).padStart(3, '0')}` });
    }
  });

  const listing = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/asset/directory?id=${folderId}`,
      headers: { 'consumer-token': sa.token, ...headers },
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
      headers: { 'consumer-token': sa.token, 'accept-encoding': 'gzip' },
    });
    expect(active.statusCode).toBe(200);
    expect(active.headers['content-encoding']).toBeUndefined();
    expect(active.json().data.email).toBe(sa.email);
  });
});
