import type { DirectoryItem } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginDemoAccounts, testAppForSuite } from '../../test/test-app.ts';
import { assetClient, MINIMAL_PDF, pngImage, storedFiles } from './test-support.ts';

const NOT_LOGGED_IN = 'You need to be logged in.';
const NOT_AUTHORISED = 'You are not authorised to make this request.';

describe('asset library API', () => {
  const t = testAppForSuite();
  let tokens: Record<'sa' | 'am' | 'customer' | 'affiliate' | 'guest', string>;
  let api: ReturnType<typeof assetClient>;
  let png: Buffer;

  beforeAll(async () => {
    api = assetClient(t);
    tokens = await loginDemoAccounts(t, ['sa', 'am', 'customer', 'affiliate', 'guest']);
    png = await pngImage();
  });

  /** A fresh folder under the library's root, for a test to work in. */
  async function folder(name: string, parentId?: number): Promise<DirectoryItem> {
    const pid = parentId ?? (await api.library(tokens.sa)).id;
    const response = await api.post('/api/asset/create/folder', { pid: String(pid), name }, tokens.sa);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  const putInto = (parentId: number, files: { name: string; content: Buffer | string }[]) =>
    api.putInto(parentId, files, tokens.sa);

  async function rowCount(): Promise<number> {
    const { n } = await t.database.db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  describe('directory lookups', () => {
    it('answers the library root as a one-element list to every group with the asset permission', async () => {
      for (const token of [tokens.sa, tokens.am, tokens.customer, tokens.affiliate]) {
        const response = await api.get('/api/asset/directory', token);
        expect(response.statusCode).toBe(200);
        const data = response.json().data;
        expect(data).toHaveLength(1);
        expect(data[0]).toMatchObject({
          name: 'Resource Library',
          type: 'folder',
          parentId: null,
          isZip: true,
        });
        expect(Array.isArray(data[0].children)).toBe(true);
      }
    });

    it('refuses a guest with 403 and a visitor with 401', async () => {
      const asGuest = await api.get('/api/asset/directory', tokens.guest);
      expect(asGuest.statusCode).toBe(403);
      expect(asGuest.json().error).toBe(NOT_AUTHORISED);
      const asVisitor = await api.get('/api/asset/directory');
      expect(asVisitor.statusCode).toBe(401);
      expect(asVisitor.json().error).toBe(NOT_LOGGED_IN);
    });

    it('answers a folder by id as a one-element list whose item has its children and counts', async () => {
      const top = await folder('Lookup');
      const inner = await folder('Inner', top.id);
      await putInto(inner.id, [{ name: 'a.txt', content: 'a' }]);
      await putInto(top.id, [{ name: 'b.txt', content: 'b' }]);

      const response = await api.get(`/api/asset/directory?id=${top.id}`, tokens.customer);
      expect(response.statusCode).toBe(200);
      const [item] = response.json().data as DirectoryItem[];
      expect(item).toMatchObject({ id: top.id, name: 'Lookup', hasChildren: true, items: 2 });
      expect(item!.children.map((c) => [c.name, c.type, c.items, c.hasChildren])).toEqual([
        ['Inner', 'folder', 1, true],
        ['b.txt', 'file', 0, false],
      ]);
      const file = item!.children[1]!;
      expect(file).toMatchObject({
        size: 1,
        mimeType: 'text/plain; charset=utf-8',
        isZip: false,
        children: [],
      });
      expect(file.link).toBe(`/download/asset/${file.id}`);
      expect(item!.link).toBe(`/download/asset/zip/${top.id}`);
    });

    it.each(['abc', '1.5', '-3', '0', '1e3'])(
      "answers 400 'Id provided is invalid' for id=%s",
      async (id) => {
        const response = await api.get(`/api/asset/directory?id=${id}`, tokens.customer);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('Id provided is invalid');
      },
    );

    it('answers 404 for an unknown id, a file, or a folder of another tree', async () => {
      expect((await api.get('/api/asset/directory?id=999999', tokens.customer)).statusCode).toBe(404);
      const [file] = await putInto((await folder('Not a folder')).id, [{ name: 'x.txt', content: 'x' }]);
      expect((await api.get(`/api/asset/directory?id=${file!.id}`, tokens.customer)).statusCode).toBe(404);
      const centre = (await api.get('/api/asset/get/documentCentre')).json().data[0];
      expect((await api.get(`/api/asset/directory?id=${centre.id}`, tokens.customer)).statusCode).toBe(404);
    });

    it('lists the document centre to anyone, the financial one only with the asset permission', async () => {
      const publicCentre = await api.get('/api/asset/get/documentCentre');
      expect(publicCentre.statusCode).toBe(200);
      expect(publicCentre.json().data[0]).toMatchObject({ name: 'Document Centre', type: 'folder' });

      expect((await api.get('/api/asset/get/financialDocumentCentre')).statusCode).toBe(401);
      expect((await api.get('/api/asset/get/financialDocumentCentre', tokens.guest)).statusCode).toBe(403);
      const financial = await api.get('/api/asset/get/financialDocumentCentre', tokens.customer);
      expect(financial.statusCode).toBe(200);
      expect(financial.json().data[0].name).toBe('Financial Document Centre');
    });

    it('answers an empty list to a caller with no folder yet, and reading it makes none (issue 28 item 2)', async () => {
      const before = await rowCount();
      for (const token of [tokens.customer, tokens.affiliate, tokens.am]) {
        const response = await api.get('/api/asset/user/directory', token);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual([]);
      }
      expect(await rowCount()).toBe(before);
      expect((await api.get('/api/asset/user/directory')).statusCode).toBe(401);
      expect((await api.get('/api/asset/user/directory', tokens.guest)).statusCode).toBe(403);
    });

    it("answers the caller's own folder once an SA's upload has made it, and hides it from others", async () => {
      const customerId = (await api.get('/api/user/active', tokens.customer)).json().data.id as number;
      const stored = await api.upload(
        '/api/asset/user',
        { id: String(customerId) },
        [{ name: 'Your plan.txt', content: 'Your plan' }],
        tokens.sa,
      );
      expect(stored.statusCode, stored.body).toBe(200);
      const own = (await api.get('/api/asset/user/directory', tokens.customer)).json().data[0];
      expect(own).toMatchObject({ name: 'Priya Kapoor', type: 'folder', parentId: null });
      expect(own.children.map((child: DirectoryItem) => child.name)).toEqual(['Your plan.txt']);
      expect(stored.json().data[0]).toMatchObject({ name: 'Your plan.txt', parentId: own.id });

      expect((await api.get(`/api/asset/user/directory?id=${own.id}`, tokens.customer)).statusCode).toBe(200);
      expect((await api.get(`/api/asset/user/directory?id=${own.id}`, tokens.affiliate)).statusCode).toBe(
        404,
      );
      expect((await api.get(`/api/asset/user/directory?id=${own.id}`, tokens.sa)).statusCode).toBe(200);
      expect((await api.get(`/api/asset/${own.id}`, tokens.affiliate)).statusCode).toBe(404);
      // The affiliate still has none.
      expect((await api.get('/api/asset/user/directory', tokens.affiliate)).json().data).toEqual([]);
    });

    it("lets an SA read any user's folder by the user's id, empty until made, and no one else", async () => {
      // The SA's own folder: the other accounts' folders are other tests' to make.
      const ownerId = (await api.get('/api/user/active', tokens.sa)).json().data.id as number;
      const before = await rowCount();
      const none = await api.get(`/api/asset/user/folder?id=${ownerId}`, tokens.sa);
      expect(none.statusCode, none.body).toBe(200);
      expect(none.json().data).toEqual([]);
      expect(await rowCount()).toBe(before);

      await api.upload(
        '/api/asset/user',
        { id: String(ownerId) },
        [{ name: 'Rates.txt', content: 'Our rates' }],
        tokens.sa,
      );
      const made = (await api.get(`/api/asset/user/folder?id=${ownerId}`, tokens.sa)).json().data;
      expect(made[0].children.map((child: DirectoryItem) => child.name)).toEqual(['Rates.txt']);
      expect(made[0].id).toBe((await api.get('/api/asset/user/directory', tokens.sa)).json().data[0].id);

      for (const token of [tokens.am, tokens.customer, tokens.affiliate, tokens.guest]) {
        expect((await api.get(`/api/asset/user/folder?id=${ownerId}`, token)).statusCode).toBe(403);
      }
      expect((await api.get(`/api/asset/user/folder?id=${ownerId}`)).statusCode).toBe(401);
      const badId = await api.get('/api/asset/user/folder?id=abc', tokens.sa);
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error).toBe('Id provided is invalid');
      expect((await api.get('/api/asset/user/folder', tokens.sa)).statusCode).toBe(400);
      const unknown = await api.get('/api/asset/user/folder?id=999999', tokens.sa);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('There is no user with this id.');
    });

    it('answers the game trees under a virtual root, and a game centre by id', async () => {
      const game = await api.post(
        '/api/game/create',
        { type: 'POST', gameName: 'Centre', isActive: 'true' },
        tokens.sa,
      );
      const gameId = game.json().data.id;
      const stored = await api.upload(
        '/api/asset/game',
        { id: String(gameId) },
        [{ name: 'key-art.png', content: png }],
        tokens.sa,
      );
      expect(stored.statusCode, stored.body).toBe(200);

      const roots = await api.get('/api/asset/game/directory', tokens.customer);
      expect(roots.statusCode).toBe(200);
      const [virtual] = roots.json().data as DirectoryItem[];
      expect(virtual).toMatchObject({ id: 0, name: 'Games', link: null, isZip: false });
      const centre = virtual!.children.find((c) => c.name === `Game ${gameId}`);
      expect(centre).toMatchObject({ type: 'folder', items: 1, hasChildren: true });

      const byId = await api.get(`/api/asset/game/directory?id=${centre!.id}`, tokens.customer);
      expect(byId.json().data[0].children[0]).toMatchObject({ name: 'key-art.png', type: 'image' });
      const library = await api.library(tokens.sa);
      expect((await api.get(`/api/asset/game/directory?id=${library.id}`, tokens.customer)).statusCode).toBe(
        404,
      );
      expect((await api.get('/api/asset/game/directory', tokens.guest)).statusCode).toBe(403);
      expect((await api.get('/api/asset/game/directory?id=x', tokens.customer)).json().error).toBe(
        'Id provided is invalid',
      );
    });

    it('answers the popular draw game trees under a virtual root', async () => {
      const response = await api.get('/api/asset/popular-draw-game/directory', tokens.customer);
      expect(response.statusCode).toBe(200);
      expect(response.json().data[0]).toMatchObject({ id: 0, name: 'Popular Draw Games', type: 'folder' });
      expect((await api.get('/api/asset/popular-draw-game/directory')).statusCode).toBe(401);
      expect(
        (await api.get('/api/asset/popular-draw-game/directory?id=999999', tokens.customer)).statusCode,
      ).toBe(404);
    });
  });

  describe('GET /api/asset/{id}', () => {
    it('answers id and isZip: false for a file, true for a folder', async () => {
      const box = await folder('Info');
      const [file] = await putInto(box.id, [{ name: 'info.txt', content: 'info' }]);
      expect((await api.get(`/api/asset/${file!.id}`, tokens.customer)).json().data).toEqual({
        id: file!.id,
        isZip: false,
      });
      expect((await api.get(`/api/asset/${box.id}`, tokens.customer)).json().data).toEqual({
        id: box.id,
        isZip: true,
      });
    });

    it('refuses bad ids, unknown ids, visitors and guests', async () => {
      const bad = await api.get('/api/asset/abc', tokens.customer);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Id provided is invalid');
      expect((await api.get('/api/asset/999999', tokens.customer)).statusCode).toBe(404);
      expect((await api.get('/api/asset/1')).statusCode).toBe(401);
      expect((await api.get('/api/asset/1', tokens.guest)).statusCode).toBe(403);
    });
  });

  describe('uploads', () => {
    it('puts files in the library root, and into a named folder made when missing', async () => {
      const intoRoot = await api.upload(
        '/api/asset/put',
        {},
        [{ name: 'root-note.txt', content: 'hello' }],
        tokens.sa,
      );
      expect(intoRoot.statusCode, intoRoot.body).toBe(200);
      const [stored] = intoRoot.json().data as DirectoryItem[];
      const library = await api.library(tokens.sa);
      expect(stored!.parentId).toBe(library.id);

      const first = await api.upload(
        '/api/asset/put',
        { folder: 'Campaign 2025' },
        [
          { name: 'one.txt', content: '1' },
          { name: 'two.txt', content: '2', field: 'files' },
        ],
        tokens.sa,
      );
      expect(first.statusCode, first.body).toBe(200);
      const items = first.json().data as DirectoryItem[];
      expect(items.map((i) => i.name)).toEqual(['one.txt', 'two.txt']);
      const again = await api.upload(
        '/api/asset/put',
        { folder: 'Campaign 2025' },
        [{ name: 'three.txt', content: '3' }],
        tokens.sa,
      );
      expect(again.json().data[0].parentId).toBe(items[0]!.parentId);
      const campaign = await api.library(tokens.sa, items[0]!.parentId!);
      expect(campaign.children.map((c) => c.name)).toEqual(['one.txt', 'three.txt', 'two.txt']);
    });

    it('refuses every group but SA, and visitors', async () => {
      for (const token of [tokens.am, tokens.customer, tokens.affiliate, tokens.guest]) {
        const response = await api.upload('/api/asset/put', {}, [{ name: 'x.txt', content: 'x' }], token);
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe(NOT_AUTHORISED);
      }
      for (const url of [
        '/api/asset/put',
        '/api/asset/putIntoParent',
        '/api/asset/game',
        '/api/asset/user',
      ]) {
        const response = await api.upload(url, { parentId: '1', id: '1' }, [{ name: 'x.txt', content: 'x' }]);
        expect(response.statusCode).toBe(401);
        expect(response.json().error).toBe(NOT_LOGGED_IN);
      }
    });

    it("puts an SA's files into a user's folder, made by the first upload, and into a named folder in it", async () => {
      const amId = (await api.get('/api/user/active', tokens.am)).json().data.id as number;
      expect((await api.get('/api/asset/user/directory', tokens.am)).json().data).toEqual([]);
      const first = await api.upload(
        '/api/asset/user',
        { id: String(amId), folder: 'Contracts' },
        [{ name: 'terms.txt', content: 'Our terms' }],
        tokens.sa,
      );
      expect(first.statusCode, first.body).toBe(200);
      const own = (await api.get('/api/asset/user/directory', tokens.am)).json().data[0] as DirectoryItem;
      expect(own.children.map((child) => [child.name, child.type])).toEqual([['Contracts', 'folder']]);
      expect(first.json().data[0]).toMatchObject({ name: 'terms.txt', parentId: own.children[0]!.id });

      const second = await api.upload(
        '/api/asset/user',
        { id: String(amId) },
        [{ name: 'welcome.txt', content: 'Welcome' }],
        tokens.sa,
      );
      expect(second.json().data[0]).toMatchObject({ name: 'welcome.txt', parentId: own.id });
    });

    it('refuses an upload into the folder of a user who is not there, or with a bad id, storing nothing', async () => {
      const before = await rowCount();
      const unknown = await api.upload(
        '/api/asset/user',
        { id: '999999' },
        [{ name: 'x.txt', content: 'x' }],
        tokens.sa,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('There is no user with this id.');
      for (const id of ['', 'x1', '-3']) {
        const response = await api.upload(
          '/api/asset/user',
          { id },
          [{ name: 'x.txt', content: 'x' }],
          tokens.sa,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('Id provided is invalid');
      }
      expect(await rowCount()).toBe(before);
    });

    it("refuses everyone but an SA an upload into a user's folder, and makes no folder", async () => {
      const customerId = (await api.get('/api/user/active', tokens.affiliate)).json().data.id as number;
      for (const token of [tokens.am, tokens.customer, tokens.affiliate, tokens.guest]) {
        const response = await api.upload(
          '/api/asset/user',
          { id: String(customerId) },
          [{ name: 'x.txt', content: 'x' }],
          token,
        );
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe(NOT_AUTHORISED);
      }
      expect((await api.get('/api/asset/user/directory', tokens.affiliate)).json().data).toEqual([]);
    });

    it("refuses a bad folder with 'Invalid folder name' and stores nothing", async () => {
      const before = { rows: await rowCount(), files: storedFiles(t) };
      for (const name of ['bad.name', 'a/b', 'what?', '   ']) {
        const response = await api.upload(
          '/api/asset/put',
          { folder: name },
          [{ name: 'x.txt', content: `x${name}` }],
          tokens.sa,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('Invalid folder name');
      }
      expect(await rowCount()).toBe(before.rows);
      expect(storedFiles(t)).toEqual(before.files);
    });

    it('gives a clashing name a numbered suffix and stores identical bytes once', async () => {
      const box = await folder('Clashes');
      const before = storedFiles(t).blobs.length;
      await putInto(box.id, [{ name: 'report.pdf', content: MINIMAL_PDF }]);
      const second = await putInto(box.id, [
        { name: 'report.pdf', content: MINIMAL_PDF },
        { name: 'report.pdf', content: MINIMAL_PDF },
      ]);
      expect(second.map((i) => i.name)).toEqual(['report (1).pdf', 'report (2).pdf']);
      expect(second[0]).toMatchObject({
        type: 'file',
        mimeType: 'application/pdf',
        size: MINIMAL_PDF.length,
      });
      expect(storedFiles(t).blobs.length).toBe(before + 1);
      expect(storedFiles(t).temporaries).toEqual([]);
    });

    it('cleans path parts from names and keeps unicode names as sent', async () => {
      const box = await folder('Names');
      const items = await putInto(box.id, [
        { name: 'C:\\fakepath\\photo.txt', content: 'p' },
        { name: '../../etc/passwd', content: 'q' },
        { name: 'Übersicht – 2024 ✓.txt', content: 'r' },
      ]);
      expect(items.map((i) => i.name)).toEqual(['photo.txt', 'passwd', 'Übersicht – 2024 ✓.txt']);
    });

    it('makes a WebP thumbnail and preview for images, and types files by their bytes', async () => {
      const box = await folder('Images');
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="teal"/></svg>';
      const [image, vector, fake] = await putInto(box.id, [
        { name: 'banner.png', content: png },
        { name: 'mark.svg', content: svg },
        { name: 'not-really.png', content: MINIMAL_PDF },
      ]);
      expect(image).toMatchObject({ type: 'image', mimeType: 'image/png', width: 640, height: 400 });
      expect(image!.alink).toBe(`/download/asset/${image!.id}/preview`);
      expect(image!.thumbnail).toBe(`/download/asset/${image!.id}/thumbnail`);
      expect(vector).toMatchObject({ type: 'image', mimeType: 'image/svg+xml', width: 300, height: 200 });
      expect(fake).toMatchObject({ type: 'file', mimeType: 'application/octet-stream', alink: null });
    });

    it('answers 400 without files, and for a file name that cannot be stored', async () => {
      const box = await folder('Empty uploads');
      const none = await api.upload('/api/asset/putIntoParent', { parentId: String(box.id) }, [], tokens.sa);
      expect(none.statusCode).toBe(400);
      expect(none.json().error).toBe('Choose at least one file to upload.');
      const dots = await api.upload(
        '/api/asset/putIntoParent',
        { parentId: String(box.id) },
        [{ name: '..', content: 'x' }],
        tokens.sa,
      );
      expect(dots.statusCode).toBe(400);
      const notMultipart = await api.post(
        '/api/asset/putIntoParent',
        { parentId: String(box.id) },
        tokens.sa,
      );
      expect(notMultipart.statusCode).toBe(400);
    });

    it("checks putIntoParent's parentId: 'Parent id provided is invalid', 404 unknown, 400 a file", async () => {
      for (const fields of [{ parentId: 'x' }, { parentId: '' }, {}] as Record<string, string>[]) {
        const response = await api.upload(
          '/api/asset/putIntoParent',
          fields,
          [{ name: 'x.txt', content: 'x' }],
          tokens.sa,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('Parent id provided is invalid');
      }
      const unknown = await api.upload(
        '/api/asset/putIntoParent',
        { parentId: '999999' },
        [{ name: 'x.txt', content: 'x' }],
        tokens.sa,
      );
      expect(unknown.statusCode).toBe(404);
      const [file] = await putInto((await folder('Parent is a file')).id, [{ name: 'f.txt', content: 'f' }]);
      const intoFile = await api.upload(
        '/api/asset/putIntoParent',
        { parentId: String(file!.id) },
        [{ name: 'x.txt', content: 'x' }],
        tokens.sa,
      );
      expect(intoFile.statusCode).toBe(400);
      expect(storedFiles(t).temporaries).toEqual([]);
    });

    it("stores into a game's centre with asset/game, checking its id", async () => {
      const bad = await api.upload(
        '/api/asset/game',
        { id: 'twelve' },
        [{ name: 'x.txt', content: 'x' }],
        tokens.sa,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Id provided is invalid');
      const stored = await api.upload(
        '/api/asset/game',
        { id: '77', folder: 'Marketing' },
        [{ name: 'sell.txt', content: 's' }],
        tokens.sa,
      );
      expect(stored.statusCode, stored.body).toBe(200);
      const centre = (await api.get('/api/asset/game/directory', tokens.sa))
        .json()
        .data[0].children.find((c: DirectoryItem) => c.name === 'Game 77');
      const inside = (await api.get(`/api/asset/game/directory?id=${centre.id}`, tokens.sa)).json().data[0];
      expect(inside.children.map((c: DirectoryItem) => c.name)).toEqual(['Marketing']);
      expect(
        (
          await api.upload(
            '/api/asset/game',
            { id: '77' },
            [{ name: 'x.txt', content: 'x' }],
            tokens.customer,
          )
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('create/folder', () => {
    it('makes a folder, and refuses a taken name with 409', async () => {
      const library = await api.library(tokens.sa);
      const made = await api.post(
        '/api/asset/create/folder',
        { pid: String(library.id), name: 'Fresh Folder' },
        tokens.sa,
      );
      expect(made.statusCode).toBe(200);
      expect(made.json().data).toMatchObject({
        name: 'Fresh Folder',
        type: 'folder',
        parentId: library.id,
        items: 0,
      });
      const again = await api.post(
        '/api/asset/create/folder',
        { pid: String(library.id), name: 'Fresh Folder' },
        tokens.sa,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe("There is already an item named 'Fresh Folder' in this folder.");
    });

    it.each([
      '',
      'dot.ted',
      'slash/ed',
      'back\\slash',
      'pct%',
      'star*',
      'colon:',
      'pipe|',
      'quote"',
      'lt<',
      'gt>',
      'q?',
    ])("refuses %j with 'Invalid folder name'", async (name) => {
      const library = await api.library(tokens.sa);
      const response = await api.post(
        '/api/asset/create/folder',
        { pid: String(library.id), name },
        tokens.sa,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Invalid folder name');
    });

    it("refuses a bad pid with 'Parent id provided is invalid', an unknown one with 404", async () => {
      const bad = await api.post('/api/asset/create/folder', { pid: 'abc', name: 'X' }, tokens.sa);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Parent id provided is invalid');
      expect(
        (await api.post('/api/asset/create/folder', { pid: '999999', name: 'X' }, tokens.sa)).statusCode,
      ).toBe(404);
    });
  });

  describe('rename', () => {
    it("keeps a file's extension, whether or not the new name repeats it", async () => {
      const [file] = await putInto((await folder('Renames')).id, [
        { name: 'report.pdf', content: MINIMAL_PDF },
      ]);
      const renamed = await api.post(
        '/api/asset/rename',
        { id: String(file!.id), name: 'Summary' },
        tokens.sa,
      );
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data.name).toBe('Summary.pdf');
      const again = await api.post(
        '/api/asset/rename',
        { id: String(file!.id), name: 'Final.pdf' },
        tokens.sa,
      );
      expect(again.json().data.name).toBe('Final.pdf');
      const empty = await api.post('/api/asset/rename', { id: String(file!.id), name: '  ' }, tokens.sa);
      expect(empty.statusCode).toBe(400);
    });

    it("renames a folder under SPEC §5's rule, refuses a taken name and the tree's top folder", async () => {
      const parent = await folder('Rename parent');
      const box = await folder('Old name', parent.id);
      await folder('Taken', parent.id);
      expect(
        (await api.post('/api/asset/rename', { id: String(box.id), name: 'New name' }, tokens.sa)).json().data
          .name,
      ).toBe('New name');
      const dotted = await api.post('/api/asset/rename', { id: String(box.id), name: 'new.name' }, tokens.sa);
      expect(dotted.statusCode).toBe(400);
      expect(dotted.json().error).toBe('Invalid folder name');
      expect(
        (await api.post('/api/asset/rename', { id: String(box.id), name: 'Taken' }, tokens.sa)).statusCode,
      ).toBe(409);
      const library = await api.library(tokens.sa);
      expect(
        (await api.post('/api/asset/rename', { id: String(library.id), name: 'Mine' }, tokens.sa)).statusCode,
      ).toBe(400);
    });

    it('refuses bad ids and unknown ids', async () => {
      const bad = await api.post('/api/asset/rename', { id: 'x', name: 'A' }, tokens.sa);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Id provided is invalid');
      expect((await api.post('/api/asset/rename', { id: '999999', name: 'A' }, tokens.sa)).statusCode).toBe(
        404,
      );
    });
  });

  describe('move', () => {
    it('moves several items, skips those already there, and suffixes a taken name', async () => {
      const from = await folder('Move from');
      const to = await folder('Move to');
      const [a, b] = await putInto(from.id, [
        { name: 'a.txt', content: 'move-a' },
        { name: 'b.txt', content: 'move-b' },
      ]);
      const [existing] = await putInto(to.id, [{ name: 'a.txt', content: 'other-a' }]);
      const sub = await folder('Sub', from.id);

      const response = await api.post(
        '/api/asset/move',
        { ids: `${a!.id}:${b!.id}:${sub.id}:${existing!.id}`, parentId: String(to.id) },
        tokens.sa,
      );
      expect(response.statusCode, response.body).toBe(200);
      const moved = response.json().data as DirectoryItem[];
      expect(moved.map((i) => [i.name, i.parentId])).toEqual([
        ['a (1).txt', to.id],
        ['b.txt', to.id],
        ['Sub', to.id],
        ['a.txt', to.id],
      ]);
      expect((await api.library(tokens.sa, from.id)).children).toEqual([]);
    });

    it('never moves a folder into itself or below itself', async () => {
      const top = await folder('Cycle top');
      const middle = await folder('Cycle middle', top.id);
      const bottom = await folder('Cycle bottom', middle.id);
      for (const target of [top, middle, bottom]) {
        const response = await api.post(
          '/api/asset/move',
          { ids: String(top.id), parentId: String(target.id) },
          tokens.sa,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('A folder cannot be moved into itself or a folder below it.');
      }
      expect((await api.library(tokens.sa, top.id)).children.map((c) => c.id)).toEqual([middle.id]);
    });

    it('moves a folder with its contents into another tree', async () => {
      const box = await folder('To the document centre');
      await putInto(box.id, [{ name: 'policy.pdf', content: MINIMAL_PDF }]);
      const centre = (await api.get('/api/asset/get/documentCentre')).json().data[0];
      const response = await api.post(
        '/api/asset/move',
        { ids: String(box.id), parentId: String(centre.id) },
        tokens.sa,
      );
      expect(response.statusCode).toBe(200);
      const moved = (await api.get(`/api/asset/get/documentCentre?id=${box.id}`)).json().data[0];
      expect(moved.children.map((c: DirectoryItem) => c.name)).toEqual(['policy.pdf']);
      expect((await api.get(`/api/asset/directory?id=${box.id}`, tokens.sa)).statusCode).toBe(404);
    });

    it("checks ids ('Id provided is invalid'), parentId ('Parent Id provided is invalid') and roots", async () => {
      const box = await folder('Move checks');
      for (const ids of ['', 'a:b', '1::2', '1:x']) {
        const response = await api.post('/api/asset/move', { ids, parentId: String(box.id) }, tokens.sa);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('Id provided is invalid');
      }
      const badParent = await api.post(
        '/api/asset/move',
        { ids: String(box.id), parentId: 'root' },
        tokens.sa,
      );
      expect(badParent.statusCode).toBe(400);
      expect(badParent.json().error).toBe('Parent Id provided is invalid');
      expect(
        (await api.post('/api/asset/move', { ids: '999999', parentId: String(box.id) }, tokens.sa))
          .statusCode,
      ).toBe(404);
      expect(
        (await api.post('/api/asset/move', { ids: String(box.id), parentId: '999999' }, tokens.sa))
          .statusCode,
      ).toBe(404);
      const library = await api.library(tokens.sa);
      const root = await api.post(
        '/api/asset/move',
        { ids: String(library.id), parentId: String(box.id) },
        tokens.sa,
      );
      expect(root.statusCode).toBe(400);
    });
  });

  describe('delete', () => {
    it('takes a folder with everything under it to the trash; its purge removes only the blobs nothing else points at', async () => {
      const keeper = await folder('Keeps a copy');
      await putInto(keeper.id, [{ name: 'shared.txt', content: 'shared bytes' }]);
      const doomed = await folder('Doomed');
      const nested = await folder('Nested', doomed.id);
      await putInto(nested.id, [
        { name: 'shared-copy.txt', content: 'shared bytes' },
        { name: 'only-here.txt', content: 'only in the doomed folder' },
        { name: 'picture.png', content: await pngImage(320, 200, '#6d28d9') },
      ]);
      const before = { rows: await rowCount(), blobs: storedFiles(t).blobs.length };

      const response = await api.post('/api/asset/delete', { id: String(doomed.id) }, tokens.sa);
      expect(response.statusCode).toBe(200);
      // In the trash: gone from the library, its rows and blobs kept for a restore.
      expect(await rowCount()).toBe(before.rows);
      expect(storedFiles(t).blobs.length).toBe(before.blobs);
      expect((await api.get(`/api/asset/directory?id=${doomed.id}`, tokens.sa)).statusCode).toBe(404);
      const purge = await api.post('/api/asset/trash/purge', { id: String(doomed.id) }, tokens.sa);
      expect(purge.statusCode, purge.body).toBe(200);
      expect(await rowCount()).toBe(before.rows - 5);
      // only-here.txt, and picture.png with its thumbnail and preview; the shared bytes stay.
      expect(storedFiles(t).blobs.length).toBe(before.blobs - 4);
      expect((await api.get(`/api/asset/directory?id=${doomed.id}`, tokens.sa)).statusCode).toBe(404);
      expect((await api.get(`/api/asset/directory?id=${nested.id}`, tokens.sa)).statusCode).toBe(404);
      expect((await api.library(tokens.sa, keeper.id)).children[0]!.name).toBe('shared.txt');
    });

    it("refuses bad and unknown ids and a tree's top folder", async () => {
      const bad = await api.post('/api/asset/delete', { id: 'one' }, tokens.sa);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Id provided is invalid');
      expect((await api.post('/api/asset/delete', { id: '999999' }, tokens.sa)).statusCode).toBe(404);
      const library = await api.library(tokens.sa);
      expect((await api.post('/api/asset/delete', { id: String(library.id) }, tokens.sa)).statusCode).toBe(
        400,
      );
    });

    it('accepts its form as multipart too', async () => {
      const box = await folder('Multipart delete');
      const response = await api.upload('/api/asset/delete', { id: String(box.id) }, [], tokens.sa);
      expect(response.statusCode).toBe(200);
    });
  });

  describe('the SA-only writes', () => {
    it.each([
      ['/api/asset/create/folder', { pid: '1', name: 'X' }],
      ['/api/asset/rename', { id: '1', name: 'A' }],
      ['/api/asset/move', { ids: '1', parentId: '2' }],
      ['/api/asset/delete', { id: '1' }],
    ])('%s refuses other groups with 403 and visitors with 401', async (url, fields) => {
      for (const token of [tokens.customer, tokens.am]) {
        expect((await api.post(url, fields, token)).statusCode).toBe(403);
      }
      expect((await api.post(url, fields)).statusCode).toBe(401);
    });
  });
});

describe('upload limits', () => {
  const t = testAppForSuite({ env: { UPLOAD_MAX_BYTES: '1024', UPLOAD_MAX_FILES: '3' } });
  let api: ReturnType<typeof assetClient>;
  let sa: string;
  beforeAll(async () => {
    api = assetClient(t);
    sa = await t.login('sa@demo.test');
  });

  const rows = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('assets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers 413 with a clear message past the size limit, leaving no file and no row', async () => {
    const before = { rows: await rows(), files: storedFiles(t) };
    const response = await api.upload(
      '/api/asset/put',
      {},
      [
        { name: 'small.txt', content: 'fits' },
        { name: 'big.bin', content: Buffer.alloc(5000, 1) },
      ],
      sa,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('big.bin is larger than the upload limit of 1 KB.');
    expect(await rows()).toBe(before.rows);
    expect(storedFiles(t)).toEqual(before.files);
  });

  it('answers 413 past the number of files', async () => {
    const files = [1, 2, 3, 4].map((n) => ({ name: `f${n}.txt`, content: `file ${n}` }));
    const response = await api.upload('/api/asset/put', {}, files, sa);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('At most 3 files can be uploaded at once.');
    expect(storedFiles(t).temporaries).toEqual([]);
  });
});

describe('the demo library', () => {
  const t = testAppForSuite({ seed: 'demo' });
  let api: ReturnType<typeof assetClient>;
  let customer: string;
  beforeAll(async () => {
    api = assetClient(t);
    customer = await t.login('customer@demo.test');
  });

  it('holds brand guidelines, logos, game art and marketing, nested three levels deep', async () => {
    const root = await api.library(customer);
    const names = root.children.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Brand Guidelines', 'Game Art', 'Marketing']));
    expect(names).toContain('Responsible Gaming Toolkit.pdf');
    const brand = root.children.find((c) => c.name === 'Brand Guidelines')!;
    expect(brand).toMatchObject({ isHero: true, hasChildren: true });

    const gameArt = await api.library(customer, root.children.find((c) => c.name === 'Game Art')!.id);
    const instant = await api.library(
      customer,
      gameArt.children.find((c) => c.name === 'eInstant Games')!.id,
    );
    const pharaoh = await api.library(
      customer,
      instant.children.find((c) => c.name === "Pharaoh's Fortune")!.id,
    );
    expect(pharaoh.children.map((c) => [c.name, c.type, c.mimeType])).toEqual([
      ["Pharaoh's Fortune - Key Art.jpg", 'image', 'image/jpeg'],
      ["Pharaoh's Fortune - Sell Sheet.pdf", 'file', 'application/pdf'],
    ]);
    expect(pharaoh.children[0]!.alink).toMatch(/\/preview$/);

    const marketing = await api.library(customer, root.children.find((c) => c.name === 'Marketing')!.id);
    const video = await api.library(customer, marketing.children.find((c) => c.name === 'Video')!.id);
    expect(video.iconOverride).toBe('video');
    expect(video.children[0]).toMatchObject({
      name: 'Summer Jackpot Teaser.avi',
      mimeType: 'video/x-msvideo',
    });
  });

  it('serves real PDFs, and fills both document centres', async () => {
    const root = await api.library(customer);
    const toolkit = root.children.find((c) => c.name === 'Responsible Gaming Toolkit.pdf')!;
    const pdf = await t.app.inject({ url: toolkit.link!, headers: { 'consumer-token': customer } });
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');

    const centre = (await api.get('/api/asset/get/documentCentre')).json().data[0] as DirectoryItem;
    expect(centre.children.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Certificates', 'Terms of Supply.pdf']),
    );
    const financial = (await api.get('/api/asset/get/financialDocumentCentre', customer)).json()
      .data[0] as DirectoryItem;
    expect(financial.children.map((c) => c.name)).toContain('Annual Report 2024.pdf');
  });
});
