import type { DrawGameDetail, DrawGameSummary } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, pngFile } from '../../test/form-files.ts';
import { loginDemoAccounts, testAppForSuite } from '../../test/test-app.ts';
import { treeRows } from '../assets/test-support.ts';
import { apiClient, ID_INVALID, NOT_AUTHORISED, NOT_LOGGED_IN } from '../games/test-support.ts';

const KINDS = [
  {
    kind: 'popular',
    items: 'popular-draw-games',
    content: 'popular-draw-games-content',
    page: 'populardrawgamespage',
  },
  {
    kind: 'frequency',
    items: 'frequency-draw-games',
    content: 'frequency-draw-games-content',
    page: 'highfrequencydrawgamespage',
  },
  {
    kind: 'enhanced',
    items: 'enhanced-features',
    content: 'enchanced-features-content',
    page: 'enhancedfeaturespage',
  },
] as const;

describe('draw games API', () => {
  const t = testAppForSuite({ seed: 'demo' });
  let tokens: Record<'sa' | 'am' | 'customer' | 'guest', string>;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    api = apiClient(t);
    tokens = await loginDemoAccounts(t, ['sa', 'am', 'customer', 'guest']);
  });

  async function list(
    items: string,
    fields: Record<string, string> = {},
    token?: string,
  ): Promise<DrawGameDetail[]> {
    const response = await api.post(`/api/${items}/all`, fields, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  describe.each(KINDS)('$items', ({ kind, items, content, page }) => {
    it('answers everyone the live items with details and artwork; only an SA also gets the others', async () => {
      for (const token of [undefined, tokens.guest, tokens.customer, tokens.am]) {
        const games = await list(items, { depth: '0' }, token);
        expect(games.length).toBeGreaterThan(0);
        expect(games.every((game) => game.live && game.kind === kind)).toBe(true);
      }
      const forSa = await list(items, {}, tokens.sa);
      expect(forSa.some((game) => !game.live)).toBe(true);
      expect(await list(items, { isActive: 'false' })).toEqual([]);
      expect((await list(items, { isActive: 'false' }, tokens.sa)).every((game) => !game.live)).toBe(true);

      const [game] = await list(items);
      expect(game!.name).toEqual(expect.any(String));
      expect(game!.details).toMatchObject({
        tagline: expect.any(String),
        description: expect.stringMatching(/^<p>/),
      });
      expect(game!.assets).toHaveLength(1);
      expect(game!.assets[0]).toMatchObject({ type: 'image', alink: expect.stringMatching(/\/preview$/) });
      expect(game!.downloadableAssets.map((asset) => asset.name)).toEqual([
        `${game!.name} sell sheet.pdf`,
        `${game!.name} logo.png`,
        `${game!.name} banner.jpg`,
      ]);
      expect(game).not.toHaveProperty('gameCentre');
    });

    it('serves the artwork preview to visitors and guests, as the public showcase shows it', async () => {
      const [game] = await list(items);
      const preview = game!.assets[0]!.alink!;
      for (const token of [undefined, tokens.guest]) {
        const response = await t.app.inject({
          url: preview,
          headers: token ? { 'consumer-token': token } : {},
        });
        expect(response.statusCode, `${preview}: ${response.body.slice(0, 200)}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\//);
      }
    });

    it('adds the asset tree at depth 1', async () => {
      const [game] = await list(items, { depth: '1' });
      expect(game!.gameCentre).toHaveLength(1);
      expect(game!.gameCentre[0]).toMatchObject({ name: game!.name, type: 'folder', hasChildren: true });
    });

    it('refuses writes without a token (401) and from anyone but an SA (403)', async () => {
      for (const path of [`/api/${items}/create`, `/api/${items}/delete`, `/api/${content}/create`]) {
        const none = await api.post(path, { type: 'POST', name: 'X', id: '1' });
        expect(none.statusCode).toBe(401);
        expect(none.json().error).toBe(NOT_LOGGED_IN);
        for (const token of [tokens.am, tokens.customer, tokens.guest]) {
          const refused = await api.post(path, { type: 'POST', name: 'X', id: '1' }, token);
          expect(refused.statusCode).toBe(403);
          expect(refused.json().error).toBe(NOT_AUTHORISED);
        }
      }
    });

    it('lets an SA add an item with uploaded artwork, edit only what is sent, and delete it', async () => {
      const added = await api.multipart(
        `/api/${items}/create`,
        {
          type: 'POST',
          name: `New ${kind}`,
          live: 'true',
          tagline: 'Fresh',
          description: '<p>Body<img src=x onerror=alert(1)></p>',
          ...(kind === 'frequency' ? { channels: '["desktop","phone"]' } : {}),
        },
        [
          await pngFile('files[thumbnail][0][data]', 'art.png', '#3366ff'),
          pdfFile('files[downloadableAssets][0][data]', 'Sheet.pdf'),
        ],
        tokens.sa,
      );
      expect(added.statusCode, added.body).toBe(200);
      const item: DrawGameDetail = added.json().data;
      expect(item).toMatchObject({ kind, name: `New ${kind}`, live: true });
      expect(item.details).toMatchObject({ tagline: 'Fresh', description: '<p>Body</p>' });
      expect(item.channels).toEqual(kind === 'frequency' ? ['phone', 'desktop'] : []);
      expect(item.assets.map((asset) => asset.name)).toEqual(['art.png']);
      expect(item.gameCentre[0]!.children.map((child) => child.name)).toEqual(['Artwork', 'Sheet.pdf']);
      expect((await list(items)).map((game) => game.id)).toContain(item.id);

      const edited = await api.post(
        `/api/${items}/create`,
        { type: 'PUT', id: String(item.id), live: 'false' },
        tokens.sa,
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({
        name: `New ${kind}`,
        live: false,
        details: { tagline: 'Fresh' },
      });
      expect(edited.json().data.assets).toEqual(item.assets);
      expect((await list(items)).map((game) => game.id)).not.toContain(item.id);

      const deleted = await api.post(`/api/${items}/delete`, { id: String(item.id) }, tokens.sa);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().data).toEqual({ id: item.id });
      expect((await list(items, {}, tokens.sa)).map((game) => game.id)).not.toContain(item.id);
      expect((await api.post(`/api/${items}/delete`, { id: String(item.id) }, tokens.sa)).statusCode).toBe(
        404,
      );
    });

    it('answers bad input with 400 and a readable message', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ type: 'POST' }, 'Please enter a name.'],
        [{ name: 'X' }, 'type must be POST (add) or PUT (edit).'],
        [{ type: 'PUT', id: 'x' }, ID_INVALID],
        [{ type: 'PUT', id: '999999' }, 'There is no'],
        [{ type: 'POST', name: 'X', live: 'perhaps' }, 'live'],
      ];
      for (const [fields, message] of cases) {
        const response = await api.post(`/api/${items}/create`, fields, tokens.sa);
        expect(response.statusCode, JSON.stringify(fields)).toBe(message === 'There is no' ? 404 : 400);
        expect(response.json().error).toContain(message);
      }
      const badId = await api.post(`/api/${items}/delete`, { id: '1e3' }, tokens.sa);
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error).toBe(ID_INVALID);
    });

    it('reads and writes the page document the public draw-games page shows, sanitised', async () => {
      const initial = await api.get(`/api/${content}/get`);
      expect(initial.statusCode).toBe(200);
      const pageBefore = (await api.get(`/api/content/get${page}`)).json().data;
      expect(initial.json().data.title).toBe(pageBefore.hero.title);

      const written = await api.json(
        `/api/${content}/create`,
        {
          title: 'Our draw games',
          introduction: '<p>Jackpots &amp; prizes<script>x()</script></p><p>Every &lt;week&gt;</p>',
          sections: [{ title: 'One', body: '<p onclick="x()">Body</p>' }],
        },
        tokens.sa,
      );
      expect(written.statusCode, written.body).toBe(200);
      expect(written.json().data).toMatchObject({
        title: 'Our draw games',
        introduction: '<p>Jackpots &amp; prizes</p><p>Every &lt;week&gt;</p>',
        sections: [{ title: 'One', body: '<p>Body</p>' }],
        updatedAt: expect.any(String),
      });
      expect((await api.get(`/api/${content}/get`)).json().data.title).toBe('Our draw games');

      // One source: the page's document now holds it, as a new revision by the SA, its picture kept.
      const pageAfter = (await api.get(`/api/content/get${page}`)).json().data;
      expect(pageAfter.hero).toMatchObject({
        title: 'Our draw games',
        text: 'Jackpots & prizes\n\nEvery <week>',
        image: pageBefore.hero.image,
      });
      expect(pageAfter.sections).toMatchObject([{ title: 'One', body: '<p>Body</p>' }]);
      expect(pageAfter.revision).toBe((pageBefore.revision ?? 0) + 1);

      // And what the content editor saves, the call reads.
      const edited = await api.json(
        `/api/content/edit${page}`,
        { ...pageAfter, hero: { ...pageAfter.hero, title: 'Edited as a page', image: null } },
        tokens.sa,
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await api.get(`/api/${content}/get`)).json().data.title).toBe('Edited as a page');

      const asForm = await api.post(
        `/api/${content}/create`,
        { content: '{"title":"From a form"}' },
        tokens.sa,
      );
      expect(asForm.json().data).toMatchObject({ title: 'From a form', sections: [] });
      const broken = await api.post(`/api/${content}/create`, { content: '{oops' }, tokens.sa);
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error).toBe('content must be a JSON document.');
      const wrongShape = await api.json(`/api/${content}/create`, { sections: 'many' }, tokens.sa);
      expect(wrongShape.statusCode).toBe(400);
      expect(wrongShape.json().error).toBe('sections must be a list of { title, body }.');
    });
  });

  describe('frequency draw games', () => {
    it('carry their channels in FREQUENCY_CHANNELS order', async () => {
      const games = await list('frequency-draw-games');
      const keno = games.find((game) => game.name === 'Keno Express')!;
      expect(keno.channels).toEqual(['phone', 'tablet', 'desktop']);
    });
  });

  describe("the fields of one kind's items", () => {
    it.each([
      ['frequency-draw-games', { channels: 'slot' }, 'channels must be among: phone, tablet, desktop.'],
      ['popular-draw-games', { website: 'javascript:alert(1)' }, 'website must be an https address.'],
    ])('%s refuses %j with 400: %s', async (items, fields, message) => {
      const response = await api.post(
        `/api/${items}/create`,
        { type: 'POST', name: 'X', ...fields },
        tokens.sa,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    });
  });

  describe('GET /api/popular-draw-game/get', () => {
    it('answers a live popular draw game with its tree to anyone', async () => {
      const [game] = await list('popular-draw-games');
      const response = await api.get(`/api/popular-draw-game/get?id=${game!.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: game!.id,
        kind: 'popular',
        gameCentre: [expect.any(Object)],
      });
      expect(
        (await api.get(`/api/popular-draw-game/get?id=${game!.id}&isActive=false`, tokens.sa)).statusCode,
      ).toBe(404);
    });

    it('hides an item that is not live from everyone but an SA', async () => {
      const hidden = (await list('popular-draw-games', {}, tokens.sa)).find((game) => !game.live)!;
      expect((await api.get(`/api/popular-draw-game/get?id=${hidden.id}`, tokens.customer)).statusCode).toBe(
        404,
      );
      expect((await api.get(`/api/popular-draw-game/get?id=${hidden.id}`, tokens.sa)).statusCode).toBe(200);
    });

    it("answers 400 'Id provided is invalid' for a bad id and 404 for an unknown one", async () => {
      const bad = await api.get('/api/popular-draw-game/get?id=abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(ID_INVALID);
      const unknown = await api.get('/api/popular-draw-game/get?id=999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('There is no popular draw game with this id.');
    });
  });

  describe('deleting', () => {
    it('keeps the files a game or another draw game still uses', async () => {
      const [doomed] = await list('enhanced-features');
      const logo = doomed!.assetSlots.logo[0]!;
      const borrower = await api.post(
        '/api/game/create',
        { type: 'POST', gameName: 'Borrows a Logo', isActive: 'true', 'files[logo][0][id]': String(logo.id) },
        tokens.sa,
      );
      expect(borrower.statusCode).toBe(200);
      expect(
        (await api.post('/api/enhanced-features/delete', { id: String(doomed!.id) }, tokens.sa)).statusCode,
      ).toBe(200);

      const game = (await api.get(`/api/game/get?id=${borrower.json().data.id}`)).json().data;
      expect(game.assetSlots.logo).toEqual([logo]);
      const left = await treeRows(t, `enhanced-feature:${doomed!.id}`);
      expect(left.map((row) => row.name).sort()).toEqual([logo.name, `${doomed!.name} (deleted)`].sort());
    });

    it('leaves the other kinds alone', async () => {
      const before = (await list('popular-draw-games', {}, tokens.sa)).map(
        (game: DrawGameSummary) => game.id,
      );
      const [enhanced] = await list('enhanced-features', {}, tokens.sa);
      await api.post('/api/enhanced-features/delete', { id: String(enhanced!.id) }, tokens.sa);
      expect((await list('popular-draw-games', {}, tokens.sa)).map((game) => game.id)).toEqual(before);
    });
  });
});
