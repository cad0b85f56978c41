import type { DirectoryItem, DrawGameDetail, GameDetail } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginDemoAccounts, testAppForSuite } from '../../test/test-app.ts';
import { apiClient, MINIMAL_PDF, pngOf } from '../games/test-support.ts';
import { ASSET_TREES, treeOf } from './asset-policy.ts';

/**
 * The asset policy (decision 022): a file or folder in the tree of a game or draw game the caller
 * may not see answers exactly as an unknown id does, on every path that reaches it.
 */
describe('the asset policy', () => {
  const t = testAppForSuite();
  let tokens: Record<'sa' | 'customer' | 'affiliate' | 'guest', string>;
  let api: ReturnType<typeof apiClient>;
  let released: GameDetail;
  let roadmap: GameDetail;
  let inactive: GameDetail;
  let hiddenDrawGame: DrawGameDetail;
  let liveDrawGame: DrawGameDetail;
  let libraryImage: DirectoryItem;

  const UNKNOWN = 999_999;

  async function addGame(name: string, flags: Record<string, string>): Promise<GameDetail> {
    const response = await api.multipart(
      '/api/game/create',
      { type: 'POST', gameName: name, ...flags },
      [
        {
          field: 'files[thumbnail][0][data]',
          name: `${name}.png`,
          content: await pngOf('#336699'),
          type: 'image/png',
        },
        {
          field: 'files[downloadableAssets][0][data]',
          name: `${name}.pdf`,
          content: MINIMAL_PDF,
          type: 'application/pdf',
        },
      ],
      tokens.sa,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function addDrawGame(items: string, name: string, live: boolean): Promise<DrawGameDetail> {
    const response = await api.multipart(
      `/api/${items}/create`,
      { type: 'POST', name, live: String(live) },
      [
        {
          field: 'files[thumbnail][0][data]',
          name: `${name}.png`,
          content: await pngOf('#993366'),
          type: 'image/png',
        },
      ],
      tokens.sa,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  const get = (url: string, token?: string) => api.get(url, token);
  const answer = async (url: string, token?: string) => {
    const response = await get(url, token);
    return { status: response.statusCode, error: response.statusCode >= 400 ? response.json().error : null };
  };

  beforeAll(async () => {
    api = apiClient(t);
    tokens = await loginDemoAccounts(t, ['sa', 'customer', 'affiliate', 'guest']);
    released = await addGame('Open Fields', { isActive: 'true' });
    roadmap = await addGame('Secret Plans', { isActive: 'true', roadmap: 'true' });
    inactive = await addGame('Shelved Idea', { isActive: 'false' });
    liveDrawGame = await addDrawGame('popular-draw-games', 'Daily Draw', true);
    hiddenDrawGame = await addDrawGame('popular-draw-games', 'Draft Draw', false);

    const library = (await get('/api/asset/directory', tokens.sa)).json().data[0] as DirectoryItem;
    const stored = await api.multipart(
      '/api/asset/putIntoParent',
      { parentId: String(library.id) },
      [{ field: 'files[0]', name: 'brand.png', content: await pngOf('#117711'), type: 'image/png' }],
      tokens.sa,
    );
    libraryImage = stored.json().data[0];
  });

  const centreOf = (game: GameDetail | DrawGameDetail) => game.gameCentre[0]!;
  const thumbnailOf = (game: GameDetail | DrawGameDetail) => game.assets[0]!;
  const downloadOf = (game: GameDetail) => game.downloadableAssets[0]!;

  describe('the game trees', () => {
    it('hide the centre of a game the caller may not see from the virtual root', async () => {
      const names = async (token: string) =>
        ((await get('/api/asset/game/directory', token)).json().data[0] as DirectoryItem).children.map(
          (child) => child.name,
        );
      expect(await names(tokens.affiliate)).toEqual(['Open Fields']);
      expect((await names(tokens.customer)).sort()).toEqual(['Open Fields', 'Secret Plans', 'Shelved Idea']);
      expect((await names(tokens.sa)).sort()).toEqual(['Open Fields', 'Secret Plans', 'Shelved Idea']);
    });

    it("answer a hidden game's folder as an unknown one (GET /api/asset/game/directory?id=)", async () => {
      const unknown = await answer(`/api/asset/game/directory?id=${UNKNOWN}`, tokens.affiliate);
      expect(unknown.status).toBe(404);
      for (const game of [roadmap, inactive]) {
        const folder = centreOf(game);
        expect(await answer(`/api/asset/game/directory?id=${folder.id}`, tokens.affiliate)).toEqual(unknown);
        expect(
          await answer(`/api/asset/game/directory?id=${folder.children[0]!.id}`, tokens.affiliate),
        ).toEqual(unknown);
        expect((await get(`/api/asset/game/directory?id=${folder.id}`, tokens.customer)).statusCode).toBe(
          200,
        );
      }
      expect(
        (await get(`/api/asset/game/directory?id=${centreOf(released).id}`, tokens.affiliate)).statusCode,
      ).toBe(200);
    });

    it("answer a hidden game's file as an unknown one (GET /api/asset/{id})", async () => {
      const unknown = await answer(`/api/asset/${UNKNOWN}`, tokens.affiliate);
      expect(unknown.status).toBe(404);
      for (const item of [downloadOf(roadmap), centreOf(roadmap), downloadOf(inactive)]) {
        expect(await answer(`/api/asset/${item.id}`, tokens.affiliate)).toEqual(unknown);
        expect((await get(`/api/asset/${item.id}`, tokens.customer)).statusCode).toBe(200);
      }
      expect((await get(`/api/asset/${downloadOf(released).id}`, tokens.affiliate)).statusCode).toBe(200);
    });

    it("refuse to download a hidden game's file as an unknown one (/download/asset/{id})", async () => {
      const unknown = await answer(`/download/asset/${UNKNOWN}`, tokens.affiliate);
      expect(unknown.status).toBe(404);
      expect(await answer(downloadOf(roadmap).link!, tokens.affiliate)).toEqual(unknown);
      expect(await answer(downloadOf(inactive).link!, tokens.affiliate)).toEqual(unknown);
      expect((await get(downloadOf(roadmap).link!, tokens.customer)).statusCode).toBe(200);
      expect((await get(downloadOf(released).link!, tokens.affiliate)).statusCode).toBe(200);
    });

    it("refuse to zip a hidden game's folder as an unknown one (/download/asset/zip/{id})", async () => {
      const unknown = await answer(`/download/asset/zip/${UNKNOWN}`, tokens.affiliate);
      expect(unknown.status).toBe(404);
      expect(await answer(`/download/asset/zip/${centreOf(roadmap).id}`, tokens.affiliate)).toEqual(unknown);
      expect(await answer(`/download/asset/${centreOf(roadmap).id}`, tokens.affiliate)).toEqual(unknown);
      expect((await get(`/download/asset/zip/${centreOf(roadmap).id}`, tokens.customer)).statusCode).toBe(
        200,
      );
      expect((await get(`/download/asset/zip/${centreOf(released).id}`, tokens.affiliate)).statusCode).toBe(
        200,
      );
    });
  });

  describe('image previews and thumbnails', () => {
    const variants = (item: { alink: string | null; thumbnail: string | null }) => [
      item.alink!,
      item.thumbnail!,
    ];

    it("show a released game's artwork to everyone, visitors included", async () => {
      for (const url of variants(thumbnailOf(released))) {
        for (const token of [undefined, tokens.guest, tokens.affiliate, tokens.customer, tokens.sa]) {
          expect((await get(url, token)).statusCode, `${url} ${token ? 'signed in' : 'visitor'}`).toBe(200);
        }
      }
    });

    it("answer a hidden game's artwork to each caller exactly as an unknown id", async () => {
      for (const token of [undefined, tokens.guest, tokens.affiliate]) {
        const unknown = await answer(`/download/asset/${UNKNOWN}/preview`, token);
        expect(unknown.status).toBeGreaterThanOrEqual(400);
        for (const game of [roadmap, inactive]) {
          for (const url of variants(thumbnailOf(game))) expect(await answer(url, token)).toEqual(unknown);
        }
      }
      for (const token of [tokens.customer, tokens.sa]) {
        for (const url of variants(thumbnailOf(roadmap)))
          expect((await get(url, token)).statusCode).toBe(200);
      }
    });

    it('refuse before looking up: a caller cannot tell a library image, a hidden one and no image apart', async () => {
      const visitor = await answer(`/download/asset/${UNKNOWN}/thumbnail`);
      expect(visitor).toEqual({ status: 401, error: 'You need to be logged in.' });
      expect(await answer(libraryImage.thumbnail!)).toEqual(visitor);
      expect(await answer(thumbnailOf(roadmap).thumbnail!)).toEqual(visitor);
      const asGuest = await answer(`/download/asset/${UNKNOWN}/thumbnail`, tokens.guest);
      expect(asGuest).toEqual({ status: 403, error: 'You are not authorised to make this request.' });
      expect(await answer(libraryImage.thumbnail!, tokens.guest)).toEqual(asGuest);
      expect(await answer(thumbnailOf(inactive).thumbnail!, tokens.guest)).toEqual(asGuest);
      expect((await get(libraryImage.thumbnail!, tokens.affiliate)).statusCode).toBe(200);
    });

    it('show a library image to anyone who sees a game whose slot shows it', async () => {
      const showAsLogoOf = (game: GameDetail) =>
        api.post(
          '/api/game/create',
          { type: 'PUT', id: String(game.id), 'files[logo][0][id]': String(libraryImage.id) },
          tokens.sa,
        );
      expect((await get(libraryImage.alink!)).statusCode).toBe(401);
      const borrower = await showAsLogoOf(roadmap);
      expect(borrower.statusCode, borrower.body).toBe(200);
      expect((await get(libraryImage.alink!)).statusCode).toBe(401);
      const shown = await showAsLogoOf(released);
      expect(shown.statusCode, shown.body).toBe(200);
      expect((await get(libraryImage.alink!)).statusCode).toBe(200);
      expect((await get(libraryImage.link!)).statusCode).toBe(401);
    });
  });

  describe('the draw game trees', () => {
    it('hide the tree of an item that is not live from everyone but an SA', async () => {
      const names = async (token: string) =>
        (
          (await get('/api/asset/popular-draw-game/directory', token)).json().data[0] as DirectoryItem
        ).children.map((child) => child.name);
      expect(await names(tokens.customer)).toEqual(['Daily Draw']);
      expect((await names(tokens.sa)).sort()).toEqual(['Daily Draw', 'Draft Draw']);

      const unknown = await answer(`/api/asset/popular-draw-game/directory?id=${UNKNOWN}`, tokens.customer);
      const folder = centreOf(hiddenDrawGame);
      expect(await answer(`/api/asset/popular-draw-game/directory?id=${folder.id}`, tokens.customer)).toEqual(
        unknown,
      );
      expect(
        (await get(`/api/asset/popular-draw-game/directory?id=${folder.id}`, tokens.sa)).statusCode,
      ).toBe(200);
      expect(await answer(`/download/asset/zip/${folder.id}`, tokens.customer)).toEqual(
        await answer(`/download/asset/zip/${UNKNOWN}`, tokens.customer),
      );
    });

    it("answer a hidden item's artwork as an unknown id, and show a live one's to visitors", async () => {
      for (const token of [undefined, tokens.guest, tokens.customer]) {
        const unknown = await answer(`/download/asset/${UNKNOWN}/preview`, token);
        expect(await answer(thumbnailOf(hiddenDrawGame).alink!, token)).toEqual(unknown);
        expect((await get(thumbnailOf(liveDrawGame).alink!, token)).statusCode).toBe(200);
      }
      expect((await get(thumbnailOf(hiddenDrawGame).alink!, tokens.sa)).statusCode).toBe(200);
    });
  });

  describe('a deleted game', () => {
    it('takes its tree out of sight with it, but for the files another visible game shows', async () => {
      const doomed = await addGame('Short Lived', { isActive: 'true' });
      const artwork = thumbnailOf(doomed);
      const heir = await addGame('Heir', { isActive: 'true' });
      expect(
        (
          await api.post(
            '/api/game/create',
            { type: 'PUT', id: String(heir.id), 'files[logo][0][id]': String(artwork.id) },
            tokens.sa,
          )
        ).statusCode,
      ).toBe(200);
      expect((await api.post('/api/game/delete', { id: String(doomed.id) }, tokens.sa)).statusCode).toBe(200);

      const roots = (
        (await get('/api/asset/game/directory', tokens.customer)).json().data[0] as DirectoryItem
      ).children;
      expect(roots.map((root) => root.name)).not.toContain('Short Lived (deleted game)');
      expect((await get(artwork.alink!)).statusCode).toBe(200);
      expect((await get(artwork.link!, tokens.affiliate)).statusCode).toBe(200);
    });
  });
});

describe('treeOf', () => {
  it('finds a fixed tree by its root key and a per-item tree with its item id', () => {
    expect(treeOf('library')).toEqual({ tree: ASSET_TREES.library, ownerId: null });
    expect(treeOf('content')).toEqual({ tree: ASSET_TREES.contentImages, ownerId: null });
    expect(treeOf('game:12')).toEqual({ tree: ASSET_TREES.games, ownerId: 12 });
    expect(treeOf('enhanced-feature:3')).toEqual({ tree: ASSET_TREES.enhancedFeatures, ownerId: 3 });
    expect(treeOf('operator:7')).toEqual({ tree: ASSET_TREES.operatorLogos, ownerId: 7 });
  });

  it('knows no tree for a key nobody listed or an item key without a proper id', () => {
    for (const key of ['games', 'game:', 'game:0', 'game:1x', 'library:1', 'user:-1', 'nothing']) {
      expect(treeOf(key), key).toBeNull();
    }
  });
});
