import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DirectoryItem } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import { loginDemoAccounts, testAppForSuite } from '../../test/test-app.ts';
import { assetClient } from './test-support.ts';

const NOT_LOGGED_IN = 'You need to be logged in.';
const NOT_AUTHORISED = 'You are not authorised to make this request.';
const LIMIT = 256 * 1024;

const metadataOf = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe('resumable uploads (tus) into asset folders', () => {
  const t = testAppForSuite({ env: { UPLOAD_MAX_BYTES: String(LIMIT) } });
  let tokens: Record<'sa' | 'am' | 'customer', string>;
  let api: ReturnType<typeof assetClient>;

  beforeAll(async () => {
    api = assetClient(t);
    tokens = await loginDemoAccounts(t, ['sa', 'am', 'customer']);
  });

  const uploadsDir = () => path.join(t.config.storageDir, 'uploads');
  /** The upload files (not tus's .json beside them) under way in the shared store. */
  const partialUploads = () =>
    fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).filter((name) => !name.endsWith('.json')) : [];

  async function folder(name: string): Promise<DirectoryItem> {
    const pid = (await api.library(tokens.sa)).id;
    const response = await api.post('/api/asset/create/folder', { pid: String(pid), name }, tokens.sa);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  const create = (token: string | undefined, metadata: Record<string, string>, length: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(length),
        'upload-metadata': metadataOf(metadata),
        ...(token ? { 'consumer-token': token } : {}),
      },
    });

  const send = (token: string, location: string, offset: number, bytes: Buffer) =>
    t.app.inject({
      method: 'PATCH',
      url: location,
      payload: bytes,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'consumer-token': token,
      },
    });

  const offsetOf = async (token: string, location: string) => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: { 'tus-resumable': '1.0.0', 'consumer-token': token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return Number(response.headers['upload-offset']);
  };

  async function started(parentId: number, bytes: number, name = 'video.bin'): Promise<string> {
    const response = await create(tokens.sa, { filename: name, parentId: String(parentId) }, bytes);
    expect(response.statusCode, response.body).toBe(201);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    return location;
  }

  it('stores a file sent in two requests as an asset of the folder, with its SHA-256 and an audit entry', async () => {
    const target = await folder('Resumed');
    const bytes = randomBytes(200 * 1024);
    const location = await started(target.id, bytes.length, 'Launch video.mp4');

    const first = await send(tokens.sa, location, 0, bytes.subarray(0, 70_000));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe('70000');
    expect(await offsetOf(tokens.sa, location)).toBe(70_000);

    const last = await send(tokens.sa, location, 70_000, bytes.subarray(70_000));
    expect(last.statusCode, last.body).toBe(200);
    const item = last.json().data as DirectoryItem;
    expect(item).toMatchObject({ name: 'Launch video.mp4', type: 'file', parentId: target.id });

    const row = await t.database.db
      .selectFrom('assets')
      .select(['blob_sha256', 'size'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row.blob_sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(Number(row.size)).toBe(bytes.length);
    const download = await api.get(`/download/asset/${item.id}`, tokens.sa);
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const audit = await t.database.db
      .selectFrom('logs')
      .select(['description', 'user_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.description).toBe('Uploaded 1 file to Resumed: Launch video.mp4');

    // The finished upload has left the shared store, and its address answers no more.
    expect(partialUploads()).toEqual([]);
    const again = await send(tokens.sa, location, bytes.length, Buffer.alloc(0));
    expect(again.statusCode).toBe(404);
  });

  it('names a file like any upload: a name taken in the folder gets a numbered suffix', async () => {
    const target = await folder('Named');
    for (const expected of ['logo.png', 'logo (1).png']) {
      const bytes = Buffer.from('not really a png');
      const location = await started(target.id, bytes.length, 'logo.png');
      const done = await send(tokens.sa, location, 0, bytes);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.name).toBe(expected);
    }
  });

  it('refuses a visitor (401) and a user without the edit right (403) before creating anything', async () => {
    const target = await folder('Refused');
    const asVisitor = await create(undefined, { filename: 'a.bin', parentId: String(target.id) }, 10);
    expect(asVisitor.statusCode).toBe(401);
    expect(asVisitor.json().error).toBe(NOT_LOGGED_IN);
    for (const token of [tokens.am, tokens.customer]) {
      const response = await create(token, { filename: 'a.bin', parentId: String(target.id) }, 10);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, error: NOT_AUTHORISED });
    }
    expect(partialUploads()).toEqual([]);
  });

  it('refuses bad metadata and a target that is no folder with a 4xx a person understands', async () => {
    const target = await folder('Targets');
    const file = await api.putInto(target.id, [{ name: 'plain.txt', content: 'x' }], tokens.sa);
    const cases: [Record<string, string>, number, string][] = [
      [{ parentId: String(target.id) }, 400, 'Name the file in the upload metadata (filename).'],
      [{ filename: '..', parentId: String(target.id) }, 400, "'..' cannot be used as a file name."],
      [{ filename: 'a.bin', parentId: 'abc' }, 400, 'Parent id provided is invalid'],
      [{ filename: 'a.bin', parentId: '999999' }, 404, 'There is no folder with this id.'],
      [{ filename: 'a.bin', parentId: String(file[0]!.id) }, 400, 'The parent must be a folder.'],
    ];
    for (const [metadata, status, message] of cases) {
      const response = await create(tokens.sa, metadata, 10);
      expect(response.statusCode, JSON.stringify(metadata)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, error: message, status: { code: status } });
    }
    const noLength = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-defer-length': '1',
        'upload-metadata': metadataOf({ filename: 'a.bin', parentId: String(target.id) }),
        'consumer-token': tokens.sa,
      },
    });
    expect(noLength.statusCode).toBe(400);
    expect(noLength.json().error).toBe("Send the file's size in bytes as Upload-Length.");
    expect(partialUploads()).toEqual([]);
  });

  it('refuses an Upload-Length over UPLOAD_MAX_BYTES with a 413 naming the file and the limit', async () => {
    const target = await folder('Too large');
    const response = await create(
      tokens.sa,
      { filename: 'huge.mov', parentId: String(target.id) },
      LIMIT + 1,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'huge.mov is larger than the upload limit of 256 KB.',
    });
    expect(partialUploads()).toEqual([]);
  });

  it('refuses more bytes than the Upload-Length, keeping the upload as it was', async () => {
    const target = await folder('Overflow');
    const location = await started(target.id, 100);
    const response = await send(tokens.sa, location, 0, randomBytes(150));
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
    expect(await offsetOf(tokens.sa, location)).toBe(0);
  });

  it('refuses an Upload-Offset that lies with a 409 and writes nothing', async () => {
    const target = await folder('Lying offset');
    const bytes = randomBytes(1000);
    const location = await started(target.id, bytes.length);
    expect((await send(tokens.sa, location, 0, bytes.subarray(0, 400))).statusCode).toBe(204);
    for (const lie of [0, 200, 600]) {
      const response = await send(tokens.sa, location, lie, bytes.subarray(lie));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, status: { code: 409 } });
      expect(response.json().error).toMatch(/Upload-Offset/);
    }
    expect(await offsetOf(tokens.sa, location)).toBe(400);
    // Told the truth, the same upload finishes with the right bytes.
    const done = await send(tokens.sa, location, 400, bytes.subarray(400));
    expect(done.statusCode, done.body).toBe(200);
    const row = await t.database.db
      .selectFrom('assets')
      .select('blob_sha256')
      .where('id', '=', done.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row.blob_sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it("answers another user's upload id as unknown, for HEAD, PATCH and DELETE, and leaves it alone", async () => {
    const target = await folder('Owned');
    const location = await started(target.id, 10);
    const other = await createSignedInUser(t, { group: 'SA' });
    const head = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: { 'tus-resumable': '1.0.0', 'consumer-token': other.token },
    });
    expect(head.statusCode).toBe(404);
    const patch = await send(other.token, location, 0, Buffer.from('0123456789'));
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toMatchObject({
      success: false,
      error: 'There is no upload with this id. Start the upload again.',
    });
    const drop = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: { 'tus-resumable': '1.0.0', 'consumer-token': other.token },
    });
    expect(drop.statusCode).toBe(404);
    expect(await offsetOf(tokens.sa, location)).toBe(0);
    const unknown = await send(tokens.sa, '/api/uploads/not-an-upload', 0, Buffer.from('x'));
    expect(unknown.statusCode).toBe(404);
  });

  it('checks the folder again when the last byte arrives: a folder deleted meanwhile stores nothing', async () => {
    const target = await folder('Gone meanwhile');
    const location = await started(target.id, 10);
    const removed = await api.post('/api/asset/delete', { id: String(target.id) }, tokens.sa);
    expect(removed.statusCode, removed.body).toBe(200);
    const before = await t.database.db.selectFrom('assets').select('id').execute();
    const response = await send(tokens.sa, location, 0, Buffer.from('0123456789'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'There is no folder with this id.' });
    expect(await t.database.db.selectFrom('assets').select('id').execute()).toHaveLength(before.length);
    const staged = path.join(t.config.storageDir, 'tmp');
    expect(fs.existsSync(staged) ? fs.readdirSync(staged) : []).toEqual([]);
    expect(partialUploads()).not.toContain(location.split('/').pop());
  });

  it('drops an unfinished upload on DELETE by its owner', async () => {
    const target = await folder('Dropped');
    const location = await started(target.id, 10);
    expect((await send(tokens.sa, location, 0, Buffer.from('01234'))).statusCode).toBe(204);
    const drop = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: { 'tus-resumable': '1.0.0', 'consumer-token': tokens.sa },
    });
    expect(drop.statusCode, drop.body).toBe(204);
    expect(partialUploads()).not.toContain(location.split('/').pop());
    expect((await send(tokens.sa, location, 5, Buffer.from('56789'))).statusCode).toBe(404);
  });

  it('continues an upload another instance started: the hash is rebuilt from the bytes on disk', async () => {
    const target = await folder('Other instance');
    const bytes = randomBytes(100_000);
    const location = await started(target.id, bytes.length);
    expect((await send(tokens.sa, location, 0, bytes.subarray(0, 30_000))).statusCode).toBe(204);
    // What a second instance on the same store sees: the file and its metadata, no hash in memory.
    const other = t.services.resumableStore;
    other.forgetProgress();
    const done = await send(tokens.sa, location, 30_000, bytes.subarray(30_000));
    expect(done.statusCode, done.body).toBe(200);
    const row = await t.database.db
      .selectFrom('assets')
      .select('blob_sha256')
      .where('id', '=', done.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row.blob_sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });
});
