import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DirectoryItem } from '@portal/domain/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, guestToken, loginDemoAccounts, type TestApp } from '../../test/test-app.ts';
import { assetClient, MINIMAL_PDF, pngImage } from '../assets/test-support.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `unzip` is part of the test toolchain (.ci/run installs it with the rest); say so plainly when absent. */
function haveUnzip(): boolean {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('downloads', () => {
  let t: TestApp;
  let tokens: Record<'sa' | 'customer', string>;
  let api: ReturnType<typeof assetClient>;
  let customerCookie: string;
  let guestCookie: string;
  let folder: DirectoryItem;
  let files: Record<string, { item: DirectoryItem; bytes: Buffer }>;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-downloads-'));

  const TEXT = Buffer.from('Ünïcödé text, line one\n'.repeat(200));

  beforeAll(async () => {
    t = await createTestApp();
    api = assetClient(t);
    tokens = await loginDemoAccounts(t, ['sa', 'customer']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      ...form({ email: 'customer@demo.test', password: 'demo-password' }),
    });
    customerCookie = String(login.headers['set-cookie']).split(';')[0]!;
    const guestLogin = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/guestLogin',
      ...form({ guestSlug: 'demo-guest' }),
    });
    guestCookie = String(guestLogin.headers['set-cookie']).split(';')[0]!;

    const library = await api.library(tokens.sa);
    folder = (
      await api.post(
        '/api/asset/create/folder',
        { pid: String(library.id), name: 'Grüße – Ünïcode ✓' },
        tokens.sa,
      )
    ).json().data;
    const sub = (
      await api.post(
        '/api/asset/create/folder',
        { pid: String(folder.id), name: '日本語 フォルダ' },
        tokens.sa,
      )
    ).json().data;
    await api.post('/api/asset/create/folder', { pid: String(folder.id), name: 'Empty one' }, tokens.sa);
    const png = await pngImage(900, 600, '#0f766e');
    const uploads = [
      { parent: folder.id, name: 'Übersicht 2024 – “final”.txt', bytes: TEXT },
      { parent: folder.id, name: 'poster.png', bytes: png },
      { parent: folder.id, name: 'guide.pdf', bytes: MINIMAL_PDF },
      { parent: sub.id, name: 'café ☕.txt', bytes: Buffer.from('coffee') },
      {
        parent: folder.id,
        name: 'mark.svg',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      },
      { parent: folder.id, name: 'page.html', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
    ];
    files = {};
    for (const upload of uploads) {
      const [item] = await api.putInto(
        upload.parent,
        [{ name: upload.name, content: upload.bytes }],
        tokens.sa,
      );
      files[upload.name] = { item: item!, bytes: upload.bytes };
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  const download = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { cookie: customerCookie, ...headers } });
  const fileUrl = (name: string) => `/download/asset/${files[name]!.item.id}`;

  describe('a file', () => {
    it('streams as an attachment with its name, type, length, ETag and the sandboxing headers', async () => {
      const { bytes } = files['Übersicht 2024 – “final”.txt']!;
      const response = await download(fileUrl('Übersicht 2024 – “final”.txt'));
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['content-length']).toBe(String(bytes.length));
      expect(response.headers.etag).toBe(`"${sha256(bytes)}"`);
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Ubersicht 2024 _ _final_.txt"; filename*=UTF-8''${encodeURIComponent('Übersicht 2024 – “final”.txt')}`,
      );
    });

    it('is authorised by the consumer-token header as well as the download cookie', async () => {
      const response = await t.app.inject({
        url: fileUrl('guide.pdf'),
        headers: { 'consumer-token': tokens.customer },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    });

    it('refuses a visitor (401) and a guest (403)', async () => {
      const visitor = await t.app.inject({ url: fileUrl('guide.pdf') });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error).toBe('You need to be logged in.');
      const guest = await t.app.inject({ url: fileUrl('guide.pdf'), headers: { cookie: guestCookie } });
      expect(guest.statusCode).toBe(403);
      expect(
        (
          await t.app.inject({
            url: fileUrl('guide.pdf'),
            headers: { 'consumer-token': await guestToken(t) },
          })
        ).statusCode,
      ).toBe(403);
    });

    it("answers 400 'Id provided is invalid' for a bad id and 404 for an unknown one", async () => {
      const bad = await download('/download/asset/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Id provided is invalid');
      expect((await download('/download/asset/999999')).statusCode).toBe(404);
    });

    it('answers ranges with 206, suffix and open ranges, and 416 past the end', async () => {
      const { bytes } = files['Übersicht 2024 – “final”.txt']!;
      const url = fileUrl('Übersicht 2024 – “final”.txt');
      const first = await download(url, { range: 'bytes=0-9' });
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
      expect(first.headers['content-length']).toBe('10');
      expect(first.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);

      const tail = await download(url, { range: 'bytes=-7' });
      expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 7))).toBe(true);
      const rest = await download(url, { range: `bytes=${bytes.length - 100}-` });
      expect(rest.statusCode).toBe(206);
      expect(rest.rawPayload.equals(bytes.subarray(bytes.length - 100))).toBe(true);
      const clipped = await download(url, { range: `bytes=10-${bytes.length + 50}` });
      expect(clipped.headers['content-range']).toBe(`bytes 10-${bytes.length - 1}/${bytes.length}`);

      const beyond = await download(url, { range: `bytes=${bytes.length}-` });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
      const several = await download(url, { range: 'bytes=0-1,5-6' });
      expect(several.statusCode).toBe(200);
      expect(several.rawPayload.length).toBe(bytes.length);
    });

    it('resumes only while the ETag still matches (If-Range), and answers 304 to If-None-Match', async () => {
      const { bytes } = files['Übersicht 2024 – “final”.txt']!;
      const url = fileUrl('Übersicht 2024 – “final”.txt');
      const etag = `"${sha256(bytes)}"`;
      expect((await download(url, { range: 'bytes=5-', 'if-range': etag })).statusCode).toBe(206);
      const changed = await download(url, { range: 'bytes=5-', 'if-range': '"something-else"' });
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.length).toBe(bytes.length);
      const cached = await download(url, { 'if-none-match': etag });
      expect(cached.statusCode).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
    });

    it('answers HEAD with the headers and no body', async () => {
      const { bytes } = files['poster.png']!;
      const response = await download(fileUrl('poster.png'), {}, 'HEAD');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe(String(bytes.length));
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.length).toBe(0);
    });

    it('serves SVG and HTML only as sandboxed attachments of no active type', async () => {
      for (const name of ['mark.svg', 'page.html']) {
        const response = await download(fileUrl(name));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-disposition']).toMatch(/^attachment;/);
        expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        // Sent as bytes, not as a type a browser would render or run should a header be lost.
        expect(response.headers['content-type']).toBe('application/octet-stream');
      }
    });

    it('answers 404 at once, never a hung download, when the stored bytes fall short of the file', async () => {
      const bytes = Buffer.from('a file whose blob is cut short on disk\n'.repeat(100));
      const library = await api.library(tokens.sa);
      const aside = (
        await api.post('/api/asset/create/folder', { pid: String(library.id), name: 'Cut short' }, tokens.sa)
      ).json().data;
      const [{ id }] = await api.putInto(aside.id, [{ name: 'cut-short.txt', content: bytes }], tokens.sa);
      const hash = sha256(bytes);
      const blobPath = path.join(t.config.storageDir, hash.slice(0, 2), hash.slice(2, 4), hash);
      fs.writeFileSync(blobPath, bytes.subarray(0, 100));
      const response = await download(`/download/asset/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('This file is no longer available.');
    });

    it('sends a folder id on to the zip download', async () => {
      const response = await download(`/download/asset/${folder.id}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/download/asset/zip/${folder.id}`);
    });
  });

  describe('image previews', () => {
    it('serves the WebP preview and thumbnail inline, within their sizes', async () => {
      const { item } = files['poster.png']!;
      const preview = await download(item.alink!);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/webp');
      expect(preview.headers['content-disposition']).toMatch(/^inline; filename="poster.webp"/);
      expect(await sharp(preview.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 900,
        height: 600,
      });
      const thumbnail = await download(item.thumbnail!);
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 250,
        height: 167,
      });
    });

    it("needs the asset permission for the library's images, not for game artwork", async () => {
      const { item } = files['poster.png']!;
      expect((await t.app.inject({ url: item.alink! })).statusCode).toBe(401);
      expect((await t.app.inject({ url: item.alink!, headers: { cookie: guestCookie } })).statusCode).toBe(
        403,
      );
      const created = await api.post(
        '/api/game/create',
        { type: 'POST', gameName: 'Art', isActive: 'true' },
        tokens.sa,
      );
      const game = await api.upload(
        '/api/asset/game',
        { id: String(created.json().data.id) },
        [{ name: 'art.png', content: await pngImage() }],
        tokens.sa,
      );
      const art = game.json().data[0] as DirectoryItem;
      expect((await t.app.inject({ url: art.thumbnail! })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `/download/asset/${art.id}/original` })).statusCode).toBe(400);
      expect((await t.app.inject({ url: art.link!, headers: { cookie: guestCookie } })).statusCode).toBe(403);
    });
  });

  describe('a folder as a zip', () => {
    it('streams every file under its tree name, which unzip checks and extracts intact', async () => {
      if (!haveUnzip()) throw new Error('the unzip command is needed for this test (apt-get install unzip)');
      const response = await download(`/download/asset/zip/${folder.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Gru_e _ Unicode _.zip"; filename*=UTF-8''${encodeURIComponent('Grüße – Ünïcode ✓.zip')}`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const archive = path.join(workDir, 'folder.zip');
      fs.writeFileSync(archive, response.rawPayload);

      const env = { ...process.env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' };
      expect(execFileSync('unzip', ['-tq', archive], { env, encoding: 'utf8' })).toMatch(
        /No errors detected/,
      );
      const listed = execFileSync('unzip', ['-Z1', archive], { env, encoding: 'utf8' })
        .trim()
        .split('\n')
        .sort();
      expect(listed).toEqual(
        [
          'Grüße – Ünïcode ✓/',
          'Grüße – Ünïcode ✓/Empty one/',
          'Grüße – Ünïcode ✓/Übersicht 2024 – “final”.txt',
          'Grüße – Ünïcode ✓/guide.pdf',
          'Grüße – Ünïcode ✓/mark.svg',
          'Grüße – Ünïcode ✓/page.html',
          'Grüße – Ünïcode ✓/poster.png',
          'Grüße – Ünïcode ✓/日本語 フォルダ/',
          'Grüße – Ünïcode ✓/日本語 フォルダ/café ☕.txt',
        ].sort(),
      );

      const out = path.join(workDir, 'out');
      execFileSync('unzip', ['-q', archive, '-d', out], { env });
      const top = path.join(out, 'Grüße – Ünïcode ✓');
      for (const [name, { bytes }] of Object.entries(files)) {
        const where = name === 'café ☕.txt' ? path.join(top, '日本語 フォルダ', name) : path.join(top, name);
        expect(fs.readFileSync(where).equals(bytes), name).toBe(true);
      }
      expect(fs.statSync(path.join(top, 'Empty one')).isDirectory()).toBe(true);

      // Text is deflated; the PNG, already compressed, is stored.
      const verbose = execFileSync('unzip', ['-v', archive], { env, encoding: 'utf8' });
      expect(verbose).toMatch(/Defl:N.*Übersicht 2024/);
      expect(verbose).toMatch(/Stored.*poster\.png/);
    });

    it('sends Content-Length when every entry is stored', async () => {
      const library = await api.library(tokens.sa);
      const box = (
        await api.post(
          '/api/asset/create/folder',
          { pid: String(library.id), name: 'Stored only' },
          tokens.sa,
        )
      ).json().data as DirectoryItem;
      await api.putInto(
        box.id,
        [
          { name: 'a.png', content: await pngImage(20, 20) },
          { name: 'b.bin', content: Buffer.alloc(3000, 7) },
        ],
        tokens.sa,
      );
      const response = await download(`/download/asset/zip/${box.id}`);
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      const head = await download(`/download/asset/zip/${box.id}`, {}, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(head.rawPayload.length).toBe(0);
    });

    it("refuses visitors, guests, bad ids, unknown ids and another user's folder", async () => {
      expect((await t.app.inject({ url: `/download/asset/zip/${folder.id}` })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: `/download/asset/zip/${folder.id}`, headers: { cookie: guestCookie } }))
          .statusCode,
      ).toBe(403);
      expect((await download('/download/asset/zip/x1')).json().error).toBe('Id provided is invalid');
      expect((await download('/download/asset/zip/999999')).statusCode).toBe(404);
      // The SA's own folder, made by a first upload into it.
      const saId = (await api.get('/api/user/active', tokens.sa)).json().data.id as number;
      const [stored] = (
        await api.upload(
          '/api/asset/user',
          { id: String(saId) },
          [{ name: 'mine.txt', content: 'mine' }],
          tokens.sa,
        )
      ).json().data as DirectoryItem[];
      const own = { id: stored!.parentId! };
      expect((await download(`/download/asset/zip/${own.id}`)).statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            url: `/download/asset/zip/${own.id}`,
            headers: { 'consumer-token': tokens.sa },
          })
        ).statusCode,
      ).toBe(200);
    });
  });
});
