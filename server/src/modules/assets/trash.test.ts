import type { DirectoryItem, TrashItem } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { form, loginDemoAccounts, testAppForSuite } from '../../test/test-app.ts';
import { assetClient, storedFiles } from './test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue 31 item 1: a delete goes to the trash; an SA restores it or deletes it for good. */
describe('the trash', () => {
  // A clock the test moves on, to reach TRASH_DAYS.
  let now = Date.now();
  const t = testAppForSuite({ clock: () => new Date(now), env: { TRASH_DAYS: '30' } });
  let tokens: Record<'sa' | 'am' | 'customer', string>;
  let api: ReturnType<typeof assetClient>;
  let customerCookie: string;

  beforeAll(async () => {
    api = assetClient(t);
    tokens = await loginDemoAccounts(t, ['sa', 'am', 'customer']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      ...form({ email: 'customer@demo.test', password: 'demo-password' }),
    });
    customerCookie = String(login.headers['set-cookie']).split(';')[0]!;
  });

  async function folder(name: string, parentId?: number): Promise<DirectoryItem> {
    const pid = parentId ?? (await api.library(tokens.sa)).id;
    const response = await api.post('/api/asset/create/folder', { pid: String(pid), name }, tokens.sa);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function trash(): Promise<TrashItem[]> {
    const response = await api.get('/api/asset/trash', tokens.sa);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function remove(id: number): Promise<void> {
    const response = await api.post('/api/asset/delete', { id: String(id) }, tokens.sa);
    expect(response.statusCode, response.body).toBe(200);
  }

  const restore = (id: number, parentId?: number) =>
    api.post(
      '/api/asset/trash/restore',
      { id: String(id), ...(parentId ? { parentId: String(parentId) } : {}) },
      tokens.sa,
    );

  const downloadStatus = async (id: number, zip = false) =>
    (
      await t.app.inject({
        url: `/download/asset/${zip ? 'zip/' : ''}${id}`,
        headers: { cookie: customerCookie },
      })
    ).statusCode;

  async function newestAudit(): Promise<{ description: string; action: string }> {
    const row = await t.database.db
      .selectFrom('logs')
      .select(['description', 'data'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { description: row.description, action: JSON.parse(row.data ?? '{}').action };
  }

  it('takes a folder out of every listing and download at once, and shows it in the trash with where it was, who and when', async () => {
    const box = await folder('Trash walk');
    const doomed = await folder('Old campaign', box.id);
    const [file] = await api.putInto(doomed.id, [{ name: 'brief.txt', content: 'the brief' }], tokens.sa);
    expect(await downloadStatus(file!.id)).toBe(200);

    await remove(doomed.id);

    expect((await api.library(tokens.customer, box.id)).children).toEqual([]);
    expect((await api.get(`/api/asset/directory?id=${doomed.id}`, tokens.sa)).statusCode).toBe(404);
    expect((await api.get(`/api/asset/${file!.id}`, tokens.sa)).statusCode).toBe(404);
    expect(await downloadStatus(file!.id)).toBe(404);
    expect(await downloadStatus(doomed.id, true)).toBe(404);
    expect(await newestAudit()).toEqual({
      description: 'Deleted folder Old campaign from Trash walk to the trash',
      action: 'asset.deleted',
    });

    const item = (await trash()).find((entry) => entry.id === doomed.id);
    expect(item).toMatchObject({
      name: 'Old campaign',
      type: 'folder',
      items: 1,
      size: 'the brief'.length,
      tree: 'Resource Library',
      originalPath: 'Resource Library / Trash walk',
      originalParentId: box.id,
      originalPlace: 'free',
      deletedBy: { name: 'Sophie Adler' },
    });
    expect(Date.parse(item!.purgeAt) - Date.parse(item!.deletedAt)).toBe(30 * DAY_MS);
  });

  it('restores an item whole to where it was, downloadable again, and records it', async () => {
    const box = await folder('Restore home');
    const doomed = await folder('Coming back', box.id);
    const inner = await folder('Inner', doomed.id);
    const [file] = await api.putInto(inner.id, [{ name: 'a.txt', content: 'a' }], tokens.sa);
    await remove(doomed.id);

    const response = await restore(doomed.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: doomed.id, parentId: box.id, items: 1 });
    expect((await api.library(tokens.customer, box.id)).children.map((c) => c.name)).toEqual(['Coming back']);
    expect((await api.library(tokens.customer, inner.id)).children.map((c) => c.name)).toEqual(['a.txt']);
    expect(await downloadStatus(file!.id)).toBe(200);
    expect(await downloadStatus(doomed.id, true)).toBe(200);
    expect((await trash()).some((entry) => entry.id === doomed.id)).toBe(false);
    expect(await newestAudit()).toEqual({
      description: 'Restored folder Coming back from the trash to Resource Library / Restore home',
      action: 'asset.restored',
    });
    // Only what is in the trash can be restored.
    expect((await restore(doomed.id)).statusCode).toBe(404);
  });

  it('says when the name is taken or the place is gone, and restores into a folder the SA picks', async () => {
    const box = await folder('Crowded');
    const first = await folder('Logos', box.id);
    await remove(first.id);
    await folder('Logos', box.id);
    expect((await trash()).find((entry) => entry.id === first.id)?.originalPlace).toBe('taken');
    const taken = await restore(first.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(
      "There is already an item named 'Logos' in Crowded. Choose another folder to restore it into.",
    );

    const elsewhere = await folder('Elsewhere');
    const picked = await restore(first.id, elsewhere.id);
    expect(picked.statusCode, picked.body).toBe(200);
    expect((await api.library(tokens.sa, elsewhere.id)).children.map((c) => c.name)).toEqual(['Logos']);

    // The folder it was in went to the trash after it: that place is gone.
    const parent = await folder('Goes too');
    const child = await folder('Child', parent.id);
    await remove(child.id);
    await remove(parent.id);
    const entry = (await trash()).find((item) => item.id === child.id);
    expect(entry).toMatchObject({ originalPlace: 'gone', originalParentId: null });
    const gone = await restore(child.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toBe(
      'The folder this item was in has been deleted. Choose a folder to restore it into.',
    );
    // Nor can it go into a folder that is itself in the trash.
    expect((await restore(child.id, parent.id)).statusCode).toBe(404);
    expect((await restore(child.id, elsewhere.id)).statusCode).toBe(200);
  });

  it('deletes for good on purge, removing only the blobs no live or trashed row points at', async () => {
    const box = await folder('Purge box');
    const keeper = await folder('Keeper', box.id);
    await api.putInto(keeper.id, [{ name: 'shared.txt', content: 'shared purge bytes' }], tokens.sa);
    const doomed = await folder('Doomed', box.id);
    await api.putInto(
      doomed.id,
      [
        { name: 'shared-copy.txt', content: 'shared purge bytes' },
        { name: 'only.txt', content: 'only in the purged folder' },
      ],
      tokens.sa,
    );
    // A second trashed copy keeps the shared bytes too.
    const trashedCopy = await folder('Trashed copy', box.id);
    await api.putInto(
      trashedCopy.id,
      [{ name: 'only-too.txt', content: 'only in the purged folder' }],
      tokens.sa,
    );
    await remove(doomed.id);
    await remove(trashedCopy.id);
    const before = storedFiles(t).blobs.length;

    const response = await api.post('/api/asset/trash/purge', { id: String(doomed.id) }, tokens.sa);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: doomed.id });
    expect(storedFiles(t).blobs.length).toBe(before);
    expect(await newestAudit()).toEqual({
      description: 'Deleted folder Doomed from the trash for good',
      action: 'asset.purged',
    });
    expect(
      (await t.database.db.selectFrom('assets').select('id').where('id', '=', doomed.id).execute()).length,
    ).toBe(0);

    await api.post('/api/asset/trash/purge', { id: String(trashedCopy.id) }, tokens.sa);
    expect(storedFiles(t).blobs.length).toBe(before - 1);
    expect((await api.post('/api/asset/trash/purge', { id: String(doomed.id) }, tokens.sa)).statusCode).toBe(
      404,
    );
  });

  describe('refusals', () => {
    it.each([
      ['GET', '/api/asset/trash', {}],
      ['POST', '/api/asset/trash/restore', { id: '1' }],
      ['POST', '/api/asset/trash/purge', { id: '1' }],
    ] as const)('%s %s refuses other groups with 403 and visitors with 401', async (method, url, fields) => {
      const call = (token?: string) =>
        method === 'GET' ? api.get(url, token) : api.post(url, fields, token);
      for (const token of [tokens.am, tokens.customer]) {
        const refused = await call(token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toBe('You are not authorised to make this request.');
      }
      const visitor = await call();
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error).toBe('You need to be logged in.');
    });

    it('refuses bad ids with a sentence, and ids not in the trash with 404', async () => {
      const bad = await api.post('/api/asset/trash/restore', { id: 'first' }, tokens.sa);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Id provided is invalid');
      const badParent = await api.post('/api/asset/trash/restore', { id: '1', parentId: 'up' }, tokens.sa);
      expect(badParent.statusCode).toBe(400);
      expect(badParent.json().error).toBe('Parent id provided is invalid');
      const badPurge = await api.post('/api/asset/trash/purge', {}, tokens.sa);
      expect(badPurge.statusCode).toBe(400);
      expect(badPurge.json().error).toBe('Id provided is invalid');
      const live = await folder('Not deleted');
      const notThere = await api.post('/api/asset/trash/purge', { id: String(live.id) }, tokens.sa);
      expect(notThere.statusCode).toBe(404);
      expect(notThere.json().error).toBe('This item is not in the trash.');
      expect((await api.post('/api/asset/delete', { id: String(live.id) }, tokens.sa)).statusCode).toBe(200);
      // Deleting what is already in the trash: no such item.
      expect((await api.post('/api/asset/delete', { id: String(live.id) }, tokens.sa)).statusCode).toBe(404);
      const intoFile = await api.putInto(
        (await api.library(tokens.sa)).id,
        [{ name: 'x.txt', content: 'x' }],
        tokens.sa,
      );
      const notFolder = await restore(live.id, intoFile[0]!.id);
      expect(notFolder.statusCode).toBe(400);
      expect(notFolder.json().error).toBe('The parent must be a folder.');
    });
  });

  it('purges after TRASH_DAYS, each item claimed once however many instances look', async () => {
    const box = await folder('Expiring');
    const old = await folder('Old', box.id);
    await remove(old.id);
    now += 10 * DAY_MS;
    tokens = await loginDemoAccounts(t, ['sa', 'am', 'customer']);
    const recent = await folder('Recent', box.id);
    await remove(recent.id);
    now += 21 * DAY_MS;
    // Tokens last hours: sign in again at the new time.
    tokens = await loginDemoAccounts(t, ['sa', 'am', 'customer']);

    const { trash: service } = t.services.assets;
    // Two instances at once: one purge between them.
    const [a, b] = await Promise.all([service.purgeExpired(), service.purgeExpired()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const left = (await trash()).map((item) => item.id);
    expect(left).not.toContain(old.id);
    expect(left).toContain(recent.id);
    expect(await service.purgeExpired()).toBe(0);
  });
});
