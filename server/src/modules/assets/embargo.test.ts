import type { DirectoryItem, GameDetail } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFolder, createOperator, createUser, signIn } from '../../test/factories.ts';
import { manualClock, testAppForSuite } from '../../test/test-app.ts';
import { apiClient, MINIMAL_PDF, pngOf } from '../games/test-support.ts';
import { assetClient } from './test-support.ts';

const DAY_MS = 86_400_000;

/**
 * The regional embargo (issue 31 item 4, decision 150): before the release date of every region a
 * caller has, a game's downloadable assets, its tree (folders, files, zips, previews) and its game
 * centre are not theirs; provider staff see them; the day the date comes they arrive.
 */
describe('the regional embargo of a game’s assets', () => {
  const time = manualClock(new Date());
  const t = testAppForSuite({ seed: false, clock: time.clock });
  const day = (offset: number) =>
    new Date(time.clock().getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  let api: ReturnType<typeof apiClient>;
  let tokens: Record<'sa' | 'cm' | 'georgia' | 'georgiaAndPennsylvania' | 'guest', string>;
  let game: GameDetail;
  let georgiaDate: string;
  let sheetId: number;
  let thumbnailId: number;
  let kit: DirectoryItem;
  let kitImageId: number;
  let georgiaCustomer: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    api = apiClient(t);
    georgiaDate = day(35);
    const operator = await createOperator(t, { name: 'Peach Lotto', regions: ['us--georgia'] });
    const account = (group: 'SA' | 'CM' | 'customer' | 'guest', regions: string[]) =>
      createUser(t, { group, regions, ...(group === 'customer' ? { operatorId: operator.id } : {}) });
    const user = async (group: 'SA' | 'CM' | 'customer' | 'guest', regions: string[]) =>
      signIn(t.app, await account(group, regions));
    georgiaCustomer = await account('customer', ['us--georgia']);
    tokens = {
      sa: await user('SA', ['us--georgia']),
      cm: await user('CM', ['us--georgia']),
      georgia: await signIn(t.app, georgiaCustomer),
      georgiaAndPennsylvania: await user('customer', ['us--georgia', 'us--pennsylvania']),
      guest: await user('guest', ['us--georgia']),
    };
    const response = await api.multipart(
      '/api/game/create',
      {
        type: 'POST',
        gameName: 'Peach Fortune',
        isActive: 'true',
        isReleaseDatePerRegion: 'true',
        releaseDate: day(60),
        regions: JSON.stringify([
          { region: 'us--georgia', releaseDate: georgiaDate },
          { region: 'us--pennsylvania', releaseDate: day(-1) },
        ]),
      },
      [
        {
          field: 'files[thumbnail][0][data]',
          name: 'peach.png',
          content: await pngOf('#ffaa66'),
          type: 'image/png',
        },
        {
          field: 'files[downloadableAssets][0][data]',
          name: 'sheet.pdf',
          content: MINIMAL_PDF,
          type: 'application/pdf',
        },
      ],
      tokens.sa,
    );
    expect(response.statusCode, response.body).toBe(200);
    game = response.json().data;
    sheetId = game.downloadableAssets[0]!.id;
    thumbnailId = game.assetSlots.thumbnail[0]!.id;
    kit = await createFolder(t, { gameId: game.id, name: 'Launch kit' });
    const [image] = await assetClient(t).putInto(
      kit.id,
      [{ name: 'banner.png', content: await pngOf('#aa66ff'), type: 'image/png' }],
      tokens.sa,
    );
    kitImageId = image!.id;
  });

  const status = async (url: string, token?: string) => (await api.get(url, token)).statusCode;
  const assetUrls = () => ({
    info: `/api/asset/${sheetId}`,
    download: `/download/asset/${sheetId}`,
    zip: `/download/asset/zip/${kit.id}`,
    folder: `/api/asset/game/directory?id=${kit.id}`,
    preview: `/download/asset/${kitImageId}/preview`,
  });
  const gameRoots = async (token: string) => {
    const response = await api.get('/api/asset/game/directory', token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data[0] as DirectoryItem).children.map((child) => child.name);
  };
  const detail = async (token: string): Promise<GameDetail> => {
    const response = await api.get(`/api/game/get?id=${game.id}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('keeps the game page but not its downloads from a customer whose every region is before its date', async () => {
    const seen = await detail(tokens.georgia);
    expect(seen.gameName).toBe('Peach Fortune');
    expect(seen.assetsFrom).toBe(georgiaDate);
    expect(seen.downloadableAssets).toEqual([]);
    expect(seen.assetSlots.downloadableAssets).toEqual([]);
    expect(seen.gameCentre).toEqual([]);
    // Its artwork still shows on its page.
    expect(seen.assetSlots.thumbnail.map((ref) => ref.id)).toEqual([thumbnailId]);
    expect(await status(`/download/asset/${thumbnailId}/thumbnail`, tokens.georgia)).toBe(200);
  });

  it('answers every path to the embargoed assets as an unknown id', async () => {
    for (const [path, url] of Object.entries(assetUrls())) {
      const response = await api.get(url, tokens.georgia);
      expect(response.statusCode, `${path}: ${response.body.slice(0, 80)}`).toBe(404);
    }
    // The artwork is an image on the page, not a file to download.
    expect(await status(`/download/asset/${thumbnailId}`, tokens.georgia)).toBe(404);
    expect(await gameRoots(tokens.georgia)).not.toContain('Peach Fortune');
  });

  it('lets provider staff through, and a customer with one released region', async () => {
    for (const token of [tokens.cm, tokens.sa, tokens.georgiaAndPennsylvania]) {
      const seen = await detail(token);
      expect(seen.assetsFrom).toBeNull();
      expect(seen.downloadableAssets.map((ref) => ref.id)).toEqual([sheetId]);
      expect(seen.gameCentre).toHaveLength(1);
      for (const [path, url] of Object.entries(assetUrls())) {
        const response = await api.get(url, token);
        expect(response.statusCode, `${path}: ${response.body.slice(0, 80)}`).toBe(200);
      }
      expect(await gameRoots(token)).toContain('Peach Fortune');
    }
  });

  it('judges game/all on the regions sent, kept to the caller’s own', async () => {
    const list = async (token: string, regions: string[]) => {
      const response = await api.post(
        '/api/game/all',
        { depth: '1', regions: JSON.stringify(regions) },
        token,
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as GameDetail[]).find((entry) => entry.id === game.id)!;
    };
    // Selecting only Georgia holds the assets of a customer who also has Pennsylvania.
    expect((await list(tokens.georgiaAndPennsylvania, ['us--georgia'])).assetsFrom).toBe(georgiaDate);
    expect((await list(tokens.georgiaAndPennsylvania, ['us--pennsylvania'])).downloadableAssets).toHaveLength(
      1,
    );
    // Sending a region they do not have changes nothing for the Georgia customer.
    const sentOther = await list(tokens.georgia, ['us--pennsylvania']);
    expect(sentOther.assetsFrom).toBe(georgiaDate);
    expect(sentOther.downloadableAssets).toEqual([]);
    expect((await list(tokens.cm, ['us--georgia'])).assetsFrom).toBeNull();
  });

  it('refuses a guest and a visitor as before (no Asset Manager permission)', async () => {
    expect(await status(assetUrls().download, tokens.guest)).toBe(403);
    expect(await status(assetUrls().download)).toBe(401);
    expect((await detail(tokens.guest)).assetsFrom).toBe(georgiaDate);
  });

  it('hands the assets over on the release date itself', async () => {
    // Listings are kept per caller; the day is part of what they are kept for.
    expect(await gameRoots(tokens.georgia)).not.toContain('Peach Fortune');
    // A token lasts hours: the customer signs in again on each later day.
    time.advance(34 * DAY_MS);
    tokens.georgia = await signIn(t.app, georgiaCustomer);
    expect(day(0) < georgiaDate).toBe(true);
    expect(await status(assetUrls().download, tokens.georgia)).toBe(404);
    time.advance(DAY_MS);
    tokens.georgia = await signIn(t.app, georgiaCustomer);
    expect(day(0)).toBe(georgiaDate);
    const seen = await detail(tokens.georgia);
    expect(seen.assetsFrom).toBeNull();
    expect(seen.downloadableAssets.map((ref) => ref.id)).toEqual([sheetId]);
    for (const [path, url] of Object.entries(assetUrls())) {
      const response = await api.get(url, tokens.georgia);
      expect(response.statusCode, `${path}: ${response.body.slice(0, 80)}`).toBe(200);
    }
    expect(await gameRoots(tokens.georgia)).toContain('Peach Fortune');
  });
});

/** A story scheduled per region (decision 151): news/get lists and opens it only where its day has come. */
describe('a story scheduled per region', () => {
  const time = manualClock(new Date());
  const t = testAppForSuite({ seed: false, clock: time.clock });
  const day = (offset: number) =>
    new Date(time.clock().getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  let api: ReturnType<typeof apiClient>;
  let sa: string;
  let storyId: number;
  let georgiaDay: string;

  beforeAll(async () => {
    api = apiClient(t);
    sa = await signIn(t.app, await createUser(t, { group: 'SA', regions: ['us--georgia'] }));
    georgiaDay = day(10);
    const added = await api.json(
      '/api/news/add',
      {
        title: 'Peach Fortune is coming',
        category: 'Product',
        status: 'published',
        publishAt: new Date(time.clock().getTime() - 3_600_000).toISOString(),
        regionDates: [{ region: 'us--georgia', publishDate: georgiaDay }],
      },
      sa,
    );
    expect(added.statusCode, added.body).toBe(200);
    storyId = added.json().data.id;
    expect(added.json().data.regionDates).toEqual([{ region: 'us--georgia', publishDate: georgiaDay }]);
  });

  const listed = async (regions?: string[]) => {
    const query = regions ? `&regions=${encodeURIComponent(JSON.stringify(regions))}` : '';
    const response = await api.get(`/api/news/get?limit=20${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.items as { id: number }[]).some((item) => item.id === storyId);
  };
  const opened = async (regions: string[]) =>
    (await api.get(`/api/news/get?id=${storyId}&regions=${encodeURIComponent(JSON.stringify(regions))}`))
      .statusCode;

  it('waits in a region before its day, and is out at once where it has none', async () => {
    expect(await listed(['us--georgia'])).toBe(false);
    expect(await opened(['us--georgia'])).toBe(404);
    expect(await listed(['us--pennsylvania'])).toBe(true);
    expect(await opened(['us--pennsylvania'])).toBe(200);
    expect(await listed(['us--georgia', 'europe--spain'])).toBe(true);
    // Without a selection, a visitor's (us--all, which holds Georgia's day).
    expect(await listed()).toBe(false);
  });

  it('keeps its days through an edit that leaves them out, and refuses a day that is not a date', async () => {
    const current = (await api.get(`/api/news/getall?id=${storyId}`, sa)).json().data;
    const { regionDates: _left, ...withoutDates } = current;
    const edited = await api.json('/api/news/edit', { ...withoutDates, title: 'Peach Fortune is near' }, sa);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.regionDates).toEqual([{ region: 'us--georgia', publishDate: georgiaDay }]);
    const wrong = await api.json(
      '/api/news/edit',
      { ...edited.json().data, regionDates: [{ region: 'us--georgia', publishDate: '12/01/2027' }] },
      sa,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toContain("regionDates: each region's day is a date, YYYY-MM-DD.");
  });

  it('comes out in the region on its day', async () => {
    time.advance(9 * DAY_MS);
    expect(await listed(['us--georgia'])).toBe(false);
    time.advance(DAY_MS);
    expect(day(0)).toBe(georgiaDay);
    expect(await listed(['us--georgia'])).toBe(true);
    expect(await opened(['us--georgia'])).toBe(200);
    expect(await listed()).toBe(true);
  });
});
