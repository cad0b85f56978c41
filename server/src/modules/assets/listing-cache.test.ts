import { gunzipSync } from 'node:zlib';
import type { DirectoryItem } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../test/test-app.ts';
import { insertAsset } from './assets.repository.ts';
import { assetClient } from './test-support.ts';

// Enough folders for the listing to pass the size from which the service keeps it serialised.
const FOLDERS = 900;

describe('large listings are kept until the next change', () => {
  const t = testAppForSuite();
  let sa: string;
  let api: ReturnType<typeof assetClient>;
  let bigId: number;
  let otherId: number;

  beforeAll(async () => {
    api = assetClient(t);
    sa = await t.login('sa@demo.test');
    const library = await api.library(sa);
    const made = await api.post('/api/asset/create/folder', { pid: String(library.id), name: 'Big' }, sa);
    bigId = made.json().data.id;
    otherId = (
      await api.post('/api/asset/create/folder', { pid: String(library.id), name: 'Other' }, sa)
    ).json().data.id;
    // Set-up rows go in directly, before the first listing: only what the tests do goes through the API.
    const now = new Date().toISOString();
    await t.database.db.transaction().execute(async (trx) => {
      for (let n = 0; n < FOLDERS; n++)
        await insertAsset(trx, {
          parent_id: bigId,
          root_key: 'library',
          name: `Campaign ${String(n).padStart(4, '0')}`,
          type: 'folder',
          is_hero: 0,
          created_at: now,
          updated_at: now,
        });
    });
  });

  const list = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      url: `/api/asset/directory?id=${bigId}`,
      headers: { 'consumer-token': sa, ...headers },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const children = async () => ((await list()).json().data[0] as DirectoryItem).children ?? [];
  const names = async () => (await children()).map((child) => child.name);

  it('answers the same bytes again, with an ETag, gzipped for browsers', async () => {
    const first = await list();
    expect(first.rawPayload.length).toBeGreaterThan(256 * 1024);
    expect((first.json().data[0] as DirectoryItem).children).toHaveLength(FOLDERS);
    const second = await list();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const zipped = await list({ 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).equals(first.rawPayload)).toBe(true);
    const again = await t.app.inject({
      url: `/api/asset/directory?id=${bigId}`,
      headers: {
        'consumer-token': sa,
        'accept-encoding': 'gzip',
        'if-none-match': String(zipped.headers.etag),
      },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows every change made through the API at once', async () => {
    await children();
    const [first, second, third] = await children();

    expect(
      (await api.post('/api/asset/rename', { id: String(first!.id), name: 'Spring Launch' }, sa)).statusCode,
    ).toBe(200);
    expect(await names()).toContain('Spring Launch');

    expect(
      (await api.post('/api/asset/create/folder', { pid: String(bigId), name: 'Summer' }, sa)).statusCode,
    ).toBe(200);
    expect(await names()).toContain('Summer');
    expect(await children()).toHaveLength(FOLDERS + 1);

    expect(
      (await api.post('/api/asset/move', { ids: String(second!.id), parentId: String(otherId) }, sa))
        .statusCode,
    ).toBe(200);
    expect(await names()).not.toContain(second!.name);

    expect((await api.post('/api/asset/delete', { id: String(third!.id) }, sa)).statusCode).toBe(200);
    expect(await names()).not.toContain(third!.name);
    expect(await children()).toHaveLength(FOLDERS - 1);

    await api.putInto(bigId, [{ name: 'Brief.txt', content: 'the brief' }], sa);
    expect(await names()).toContain('Brief.txt');
  });
});
