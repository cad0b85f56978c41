import type { AssetDownloadInfo, ContentAnswer, NewsStory, StoredAssets } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginDemoAccounts, manualClock, testAppForSuite } from '../../test/test-app.ts';
import { apiClient } from '../games/test-support.ts';
import { uploadEditorImage } from '../news/test-support.ts';

const HOUR = 3_600_000;
const UNKNOWN = 999_999;

/**
 * Issue 28 item 14 (decision 095): the news and page images belong to the stories and pages that use
 * them. An image is readable only while a live story or a page uses it; until then (a draft's or a
 * scheduled story's cover, an image no page shows) every way of reading it answers as an unknown id
 * does, for everyone but the staff who edit news and pages (the SA).
 */
describe('news and page images follow the stories and pages that use them', () => {
  const time = manualClock();
  const t = testAppForSuite({ clock: time.clock });
  let api: ReturnType<typeof apiClient>;
  let tokens: Record<'sa' | 'am' | 'cm' | 'customer' | 'guest', string>;

  beforeAll(async () => {
    api = apiClient(t);
    tokens = await loginDemoAccounts(t, ['sa', 'am', 'cm', 'customer', 'guest']);
  });

  const iso = (offsetMs: number) => new Date(time.clock().getTime() + offsetMs).toISOString();

  /** Every way to read an asset by id: its preview and thumbnail, its info, the original, a zip. */
  const READS = [
    (id: number) => `/download/asset/${id}/preview`,
    (id: number) => `/download/asset/${id}/thumbnail`,
    (id: number) => `/api/asset/${id}`,
    (id: number) => `/download/asset/${id}`,
    (id: number) => `/download/asset/zip/${id}`,
  ];

  async function answers(id: number, token?: string): Promise<Record<string, number | string>> {
    const result: Record<string, number | string> = {};
    for (const read of READS) {
      const response = await api.get(read(id), token);
      const url = read(0).replace('/0', '/{id}');
      result[url] =
        response.statusCode < 400 ? response.statusCode : `${response.statusCode} ${response.json().error}`;
    }
    return result;
  }

  /** A visitor, a customer, a guest, an AM and a CM: none of them edits news or pages. */
  const readers = () => [
    { who: 'a visitor', token: undefined },
    { who: 'a customer', token: tokens.customer },
    { who: 'a guest', token: tokens.guest },
    { who: 'an AM', token: tokens.am },
    { who: 'a CM', token: tokens.cm },
  ];

  async function expectHidden(id: number): Promise<void> {
    for (const { who, token } of readers()) {
      expect(await answers(id, token), who).toEqual(await answers(UNKNOWN, token));
    }
    expect(Object.values(await answers(id, tokens.sa)).every((status) => status === 200)).toBe(true);
  }

  /** What each reader may do with a picture a live story or page shows (the areas of SPEC §6 still count). */
  async function expectShown(id: number): Promise<void> {
    const ok = { preview: 200, thumbnail: 200 };
    const shown = async (token?: string) => {
      const all = await answers(id, token);
      return {
        preview: all['/download/asset/{id}/preview'],
        thumbnail: all['/download/asset/{id}/thumbnail'],
        files: [all['/api/asset/{id}'], all['/download/asset/{id}'], all['/download/asset/zip/{id}']],
      };
    };
    // Visitors and guests see the picture; downloads stay with the Asset Manager permission.
    const visitor = await shown();
    expect(visitor).toMatchObject(ok);
    expect(visitor.files.every((status) => String(status).startsWith('401'))).toBe(true);
    const guest = await shown(tokens.guest);
    expect(guest).toMatchObject(ok);
    expect(guest.files.every((status) => String(status).startsWith('403'))).toBe(true);
    for (const token of [tokens.customer, tokens.am, tokens.cm, tokens.sa]) {
      expect(await shown(token)).toEqual({ ...ok, files: [200, 200, 200] });
    }
  }

  async function addStory(story: Record<string, unknown>): Promise<NewsStory> {
    const response = await api.json(
      '/api/news/add',
      { title: 'A story', category: 'Product', status: 'published', publishAt: iso(-HOUR), ...story },
      tokens.sa,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function editStory(story: NewsStory, change: Record<string, unknown>): Promise<NewsStory> {
    const response = await api.json(
      '/api/news/edit',
      { ...story, cover: story.cover?.id ?? null, ...change },
      tokens.sa,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  const newsImage = (name: string) => uploadEditorImage(api, '/api/news/putasset', tokens.sa, name);
  const pageImage = (name: string) => uploadEditorImage(api, '/api/content/putasset', tokens.sa, name);

  describe("a story's cover", () => {
    it('is hidden while the story is a draft, and shown once it is published, until it is a draft again', async () => {
      const cover = await newsImage('draft-cover.png');
      const story = await addStory({ title: 'Coming soon', status: 'draft', cover });
      await expectHidden(cover);

      const published = await editStory(story, { status: 'published', publishAt: iso(-HOUR) });
      await expectShown(cover);

      await editStory(published, { status: 'draft' });
      await expectHidden(cover);
    });

    it('is hidden while the story is scheduled, and shown from the moment it goes live', async () => {
      const cover = await newsImage('scheduled-cover.png');
      await addStory({ title: 'Tomorrow', publishAt: iso(2 * HOUR), cover });
      await expectHidden(cover);
      time.advance(2 * HOUR);
      await expectShown(cover);
    });

    it('is shown while any live story uses it, even when a draft uses it too', async () => {
      const cover = await newsImage('shared-cover.png');
      await addStory({ title: 'Draft twin', status: 'draft', cover });
      const live = await addStory({ title: 'Live twin', cover });
      await expectShown(cover);
      await editStory(live, { cover: null });
      await expectHidden(cover);
    });

    it('of no story, and the news tree itself, are the editors alone', async () => {
      const unused = await newsImage('unused.png');
      await expectHidden(unused);
      const stored = (await api.get('/api/news/getstoredassets', tokens.sa)).json().data as StoredAssets;
      // A zip of the whole tree would hand out every draft's cover.
      for (const { who, token } of readers()) {
        expect(await answers(stored.folderId, token), who).toEqual(await answers(UNKNOWN, token));
      }
      expect((await api.get(`/download/asset/zip/${stored.folderId}`, tokens.sa)).statusCode).toBe(200);
    });
  });

  describe('a page image', () => {
    async function editPage(change: (page: ContentAnswer<'gamepage'>) => object): Promise<void> {
      const page = (await api.get('/api/content/getgamepage')).json().data as ContentAnswer<'gamepage'>;
      const response = await api.json('/api/content/editgamepage', change(page), tokens.sa);
      expect(response.statusCode, response.body).toBe(200);
    }

    it('is hidden until a page shows it, and again once no page does (an old revision does not count)', async () => {
      const hero = await pageImage('page-hero.png');
      const section = await pageImage('page-section.png');
      await expectHidden(hero);
      await expectHidden(section);

      await editPage((page) => ({
        ...page,
        hero: { ...page.hero, image: { id: hero, alt: 'Hero' } },
        sections: [{ title: 'More', body: '<p>x</p>', image: { id: section, alt: '' } }],
      }));
      await expectShown(hero);
      await expectShown(section);

      await editPage((page) => ({ ...page, hero: { ...page.hero, image: null }, sections: [] }));
      await expectHidden(hero);
      await expectHidden(section);
    });

    it('of the content tree listed for the picker stays with the editors', async () => {
      const stored = (await api.get('/api/content/getstoredassets', tokens.sa)).json().data as StoredAssets;
      for (const { who, token } of readers()) {
        expect(await answers(stored.folderId, token), who).toEqual(await answers(UNKNOWN, token));
      }
      const root = (await api.get(`/api/asset/${stored.folderId}`, tokens.sa)).json()
        .data as AssetDownloadInfo;
      expect(root).toMatchObject({ id: stored.folderId, isZip: true });
    });
  });
});
