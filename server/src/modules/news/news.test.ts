import type { NewsPage, NewsStory, StoredAssets } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { saAndRefusedTokens } from '../../test/callers.ts';
import { manualClock, testAppForSuite } from '../../test/test-app.ts';
import { apiClient, ID_INVALID, MINIMAL_PDF } from '../games/test-support.ts';
import { expectSuperAdminOnly, uploadEditorImage } from './test-support.ts';

const HOUR = 3_600_000;

describe('news API', () => {
  const time = manualClock();
  const t = testAppForSuite({ clock: time.clock });
  let api: ReturnType<typeof apiClient>;
  let sa: string;
  let refused: string[];

  beforeAll(async () => {
    api = apiClient(t);
    ({ sa, refused } = await saAndRefusedTokens(t));
  });

  const iso = (offsetMs: number) => new Date(time.clock().getTime() + offsetMs).toISOString();

  async function add(story: Record<string, unknown>): Promise<NewsStory> {
    const response = await api.json(
      '/api/news/add',
      { category: 'Product', status: 'published', publishAt: iso(-HOUR), ...story },
      sa,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function publicPage(query: Record<string, string>, token?: string): Promise<NewsPage> {
    const response = await api.get(`/api/news/get?${new URLSearchParams(query)}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function adminStory(id: number): Promise<NewsStory> {
    const response = await api.get(`/api/news/getall?id=${id}`, sa);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  const uploadCover = (name = 'cover.png') => uploadEditorImage(api, '/api/news/putasset', sa, name);

  describe('access', () => {
    const SA_CALLS = [
      { method: 'GET', url: '/api/news/getall' },
      { method: 'GET', url: '/api/news/gettags' },
      { method: 'GET', url: '/api/news/getstoredassets' },
      { method: 'POST', url: '/api/news/add' },
      { method: 'POST', url: '/api/news/edit' },
      { method: 'POST', url: '/api/news/delete' },
      { method: 'POST', url: '/api/news/putasset' },
    ] as const;

    it.each(SA_CALLS)('$method $url: 401 without a token, 403 for AM, customer and guest', (call) =>
      expectSuperAdminOnly(api, call, { id: 1, title: 'X' }, refused),
    );

    it('news/get answers visitors and every group', async () => {
      for (const token of [undefined, sa, ...refused]) {
        const response = await api.get('/api/news/get', token);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({ items: expect.any(Array), total: expect.any(Number) });
      }
    });
  });

  describe('add, read, edit, delete', () => {
    it('stores a story with its cover, tags, regions and event, and reads it back the same way', async () => {
      const cover = await uploadCover();
      const added = await add({
        title: '  Meet us at ICE London  ',
        summary: 'Stand N2-320.',
        body: '<p>Come and <strong>play</strong> the new games. <a href="https://example.com/ice">Book a slot</a></p>',
        category: 'Events',
        tags: ['ICE', 'Trade show', 'ice'],
        featured: true,
        regions: ['europe--all', 'us--georgia', 'europe--all'],
        publishAt: '2025-05-01T10:00:00+02:00',
        cover,
        event: { startDate: '2026-02-10', endDate: '2026-02-12', place: 'ExCeL London' },
      });
      expect(added).toMatchObject({
        title: 'Meet us at ICE London',
        summary: 'Stand N2-320.',
        category: 'Events',
        tags: ['ICE', 'Trade show'],
        featured: true,
        regions: ['europe--all', 'us--georgia'],
        publishAt: '2025-05-01T08:00:00.000Z',
        status: 'published',
        state: 'published',
        event: { startDate: '2026-02-10', endDate: '2026-02-12', place: 'ExCeL London' },
        cover: { id: cover, type: 'image', alink: `/download/asset/${cover}/preview` },
      });
      expect(added.body).toBe(
        '<p>Come and <strong>play</strong> the new games. <a href="https://example.com/ice" rel="noopener noreferrer" target="_blank">Book a slot</a></p>',
      );

      const read = await api.get(`/api/news/get?id=${added.id}&loc=/news-events/post/${added.id}`);
      expect(read.statusCode).toBe(200);
      // The public read does not name who saved it.
      expect(read.json().data).toEqual({ ...added, updatedBy: null });

      // The cover is artwork of a public page: a visitor's browser loads its picture.
      for (const variant of ['preview', 'thumbnail']) {
        const picture = await api.get(`/download/asset/${cover}/${variant}`);
        expect(picture.statusCode, `${variant}: ${picture.body.slice(0, 200)}`).toBe(200);
        expect(picture.headers['content-type']).toMatch(/^image\//);
      }
    });

    it('edits the story from the very answer it was given, changing one field', async () => {
      const story = await add({ title: 'Launch day', tags: ['launch'], regions: ['us--all'] });
      time.advance(1000);
      const response = await api.json('/api/news/edit', { ...story, title: 'Launch day, again' }, sa);
      expect(response.statusCode, response.body).toBe(200);
      const edited: NewsStory = response.json().data;
      expect(edited).toEqual({
        ...story,
        title: 'Launch day, again',
        updatedAt: expect.any(String),
        revision: story.revision + 1,
      });
      expect(edited.updatedAt > story.updatedAt).toBe(true);
    });

    it('keeps the publish time an edit leaves out, and drops the event of a story moved out of Events', async () => {
      const story = await add({
        title: 'Webinar',
        category: 'Events',
        event: { startDate: '2025-07-01', endDate: '2025-07-01', place: 'Online' },
      });
      const { publishAt: _left, ...rest } = story;
      const response = await api.json('/api/news/edit', { ...rest, category: 'Feature' }, sa);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        publishAt: story.publishAt,
        category: 'Feature',
        event: null,
      });
    });

    it('answers the same bytes with an ETag until something it shows changes, the cover included', async () => {
      const cover = await uploadCover('short-lived cover.png');
      const story = await add({ title: 'Cached', tags: ['cache-check'], cover });
      const url = '/api/news/get?tag=cache-check';
      const first = await api.get(url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"/);
      expect((await api.get(url, undefined, { 'if-none-match': etag })).statusCode).toBe(304);

      const deleted = await api.post('/api/asset/delete', { id: String(cover) }, sa);
      expect(deleted.statusCode, deleted.body).toBe(200);
      const after = await api.get(url, undefined, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect((after.json().data as NewsPage).items).toEqual([
        expect.objectContaining({ id: story.id, cover: null }),
      ]);
    });

    it('deletes a story; it is gone for everyone', async () => {
      const story = await add({ title: 'Short-lived' });
      const deleted = await api.json('/api/news/delete', { id: story.id }, sa);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().data).toEqual({ id: story.id });
      expect((await api.get(`/api/news/get?id=${story.id}`)).statusCode).toBe(404);
      expect((await api.get(`/api/news/getall?id=${story.id}`, sa)).statusCode).toBe(404);
      const again = await api.post('/api/news/delete', { id: String(story.id) }, sa);
      expect(again.statusCode).toBe(404);
      expect(again.json().error).toBe('There is no story with this id.');
    });

    it('counts tags across stories in any case, most used first', async () => {
      await add({ title: 'T1', tags: ['Tagcount-B', 'tagcount-a'] });
      await add({ title: 'T2', tags: ['tagcount-b'], status: 'draft' });
      const response = await api.get('/api/news/gettags', sa);
      expect(response.statusCode).toBe(200);
      const counted = (response.json().data as { tag: string; count: number }[]).filter((entry) =>
        entry.tag.toLowerCase().startsWith('tagcount-'),
      );
      expect(counted).toEqual([
        { tag: 'Tagcount-B', count: 2 },
        { tag: 'tagcount-a', count: 1 },
      ]);
    });

    it('lists the news images for the picker, newest first, and takes only images', async () => {
      const first = await uploadCover('first.png');
      time.advance(1000);
      const second = await uploadCover('second.png');
      const response = await api.get('/api/news/getstoredassets', sa);
      expect(response.statusCode).toBe(200);
      const stored: StoredAssets = response.json().data;
      expect(stored.folderId).toEqual(expect.any(Number));
      const ids = stored.items.map((item) => item.id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
      expect(stored.items.every((item) => item.type === 'image')).toBe(true);

      const pdf = await api.multipart(
        '/api/news/putasset',
        {},
        [{ field: 'files[0]', name: 'sheet.pdf', content: MINIMAL_PDF, type: 'application/pdf' }],
        sa,
      );
      expect(pdf.statusCode).toBe(400);
      expect(pdf.json().error).toBe('sheet.pdf is not an image (PNG, JPEG, WebP, GIF or SVG).');
    });
  });

  describe('bad input', () => {
    const valid = { title: 'Valid', category: 'Product' };
    it.each([
      [{ ...valid, title: '' }, 'title: please give the story a title.'],
      [{ category: 'Product' }, 'title: please give the story a title.'],
      [
        { ...valid, category: 'Gossip' },
        'category must be one of: Product, Feature, Press Release, Events, OMNIA.',
      ],
      [{ ...valid, regions: ['us--atlantis'] }, "regions: 'us--atlantis' is not a region."],
      [{ ...valid, regions: 'us--all' }, 'regions must be a list of region keys.'],
      [{ ...valid, tags: [''] }, 'tags: a tag cannot be empty.'],
      [{ ...valid, featured: 'yes' }, 'featured must be true or false.'],
      [{ ...valid, status: 'live' }, 'status must be draft or published.'],
      [
        { ...valid, publishAt: '2025-13-01' },
        'publishAt must be a date and time (ISO 8601, e.g. 2025-03-01T09:00:00Z).',
      ],
      [{ ...valid, cover: 'abc' }, `cover: ${ID_INVALID}`],
      [
        { ...valid, cover: 999_999 },
        'cover: choose one of the news images (getstoredassets), or upload one.',
      ],
      // Issue 28 item 13: sentences a person reads under the event's fields, not a developer's.
      [
        { ...valid, category: 'Events' },
        'event: an event needs the day it starts, the day it ends and where it takes place.',
      ],
      [
        {
          ...valid,
          category: 'Events',
          event: { startDate: '2025-02-02', endDate: '2025-02-01', place: 'Oslo' },
        },
        'event: the event cannot end before it starts.',
      ],
      [
        {
          ...valid,
          category: 'Events',
          event: { startDate: '2025-02-02', endDate: '2025-02-03', place: ' ' },
        },
        'event: please say where the event takes place.',
      ],
      [
        { ...valid, category: 'Events', event: { startDate: '', endDate: '2025-02-03', place: 'Oslo' } },
        'event: please enter the day the event starts.',
      ],
      [
        {
          ...valid,
          category: 'Events',
          event: { startDate: '2025-02-02', endDate: '2025-02-30', place: 'Oslo' },
        },
        'event: please enter the day the event ends.',
      ],
      [
        {
          ...valid,
          category: 'Events',
          event: { startDate: '2025-02-02', endDate: '2025-02-03', place: 'O'.repeat(201) },
        },
        'event: the place can be at most 200 characters.',
      ],
      // Issue 28 item 17: an impossible time is refused, not moved to another day.
      [
        { ...valid, publishAt: '2025-02-30T09:00:00Z' },
        'publishAt must be a date and time (ISO 8601, e.g. 2025-03-01T09:00:00Z).',
      ],
      [
        { ...valid, publishAt: '2025-03-01T24:00:00Z' },
        'publishAt must be a date and time (ISO 8601, e.g. 2025-03-01T09:00:00Z).',
      ],
      [{ ...valid, summary: 's'.repeat(601) }, 'summary must be at most 600 characters.'],
      [{ ...valid, tags: ['t'.repeat(41)] }, 'tags: each tag is at most 40 characters.'],
      [{ ...valid, regions: ['r'.repeat(101)] }, 'regions: a region key is at most 100 characters.'],
      [{ ...valid, cover: '1'.repeat(21) }, `cover: ${ID_INVALID}`],
      [['a', 'list'], 'Send the story as a JSON object.'],
      ['not json at all', 'The request body could not be read as JSON.'],
    ])('news/add refuses %j: %s', async (body, message) => {
      const response = await api.json('/api/news/add', body, sa);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    });

    it('refuses a cover that is not a news image', async () => {
      const library = await uploadEditorImage(api, '/api/asset/put', sa, 'library.png');
      const response = await api.json('/api/news/add', { ...valid, cover: library }, sa);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^cover: /);
    });

    it('news/edit needs a known id', async () => {
      const whole = {
        ...valid,
        summary: '',
        body: '',
        tags: [],
        featured: false,
        regions: [],
        status: 'draft',
        cover: null,
      };
      const noId = await api.json('/api/news/edit', whole, sa);
      expect(noId.statusCode).toBe(400);
      expect(noId.json().error).toBe(ID_INVALID);
      const unknown = await api.json('/api/news/edit', { ...whole, id: 999_999 }, sa);
      expect(unknown.statusCode).toBe(404);
    });

    it('news/edit with only a title refuses, saying it replaces the whole story, and changes nothing (issue 28 item 17)', async () => {
      const story = await add({ title: 'Published', summary: 'In short', body: '<p>The whole text.</p>' });
      const response = await api.json('/api/news/edit', { id: story.id, title: 'Only a title' }, sa);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'summary is missing: news/edit replaces the whole story, so send every field (the story as news/getall answers it, with your changes).',
      );
      expect(await adminStory(story.id)).toEqual(story);

      // The story as answered, with its title changed, is a whole story.
      const saved = await api.json('/api/news/edit', { ...story, title: 'Renamed' }, sa);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ title: 'Renamed', status: 'published', body: story.body });
    });

    it('news/edit refuses an impossible publish time and keeps the story as it was', async () => {
      const story = await add({ title: 'Timed', body: '<p>Text.</p>' });
      for (const publishAt of ['2025-02-30T09:00:00Z', '2025-03-01T24:00:00Z']) {
        const response = await api.json('/api/news/edit', { ...story, publishAt }, sa);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(
          'publishAt must be a date and time (ISO 8601, e.g. 2025-03-01T09:00:00Z).',
        );
      }
      expect(await adminStory(story.id)).toEqual(story);
    });

    it.each([
      ['id=abc', ID_INVALID],
      ['limit=0', 'limit must be a whole number from 1 to 100.'],
      ['limit=ten', 'limit must be a whole number from 1 to 100.'],
      ['offset=-1', 'offset must be a whole number, 0 or more.'],
      ['featured=maybe', 'featured must be true or false.'],
      ['category=Gossip', 'category must be one of: Product, Feature, Press Release, Events, OMNIA.'],
      ['regions=%5B%22nowhere%22%5D', "regions: 'nowhere' is not a region."],
      ['regions=%5Bbroken', 'regions must be a JSON list.'],
    ])('news/get refuses %s', async (query, message) => {
      const response = await api.get(`/api/news/get?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    });

    it('news/delete and news/getall refuse a bad id', async () => {
      const deleted = await api.json('/api/news/delete', { id: 'x1' }, sa);
      expect(deleted.statusCode).toBe(400);
      expect(deleted.json().error).toBe(ID_INVALID);
      const state = await api.get('/api/news/getall?state=archived', sa);
      expect(state.statusCode).toBe(400);
      expect(state.json().error).toBe('state must be one of: draft, scheduled, published.');
    });
  });

  describe('what visitors can see', () => {
    it('never shows a draft or a scheduled story, whatever is asked, until it is published and its time comes', async () => {
      const tag = 'visibility-check';
      const live = await add({ title: 'Live', tags: [tag], featured: true });
      const draft = await add({ title: 'Draft', tags: [tag], featured: true, status: 'draft' });
      const scheduled = await add({
        title: 'Scheduled',
        tags: [tag],
        featured: true,
        publishAt: iso(HOUR / 2),
      });
      expect(draft.state).toBe('draft');
      expect(scheduled.state).toBe('scheduled');

      const queries: Record<string, string>[] = [
        { tag },
        { tag, featured: 'true' },
        { tag, regions: '["us--all"]' },
        { tag, limit: '100' },
      ];
      for (const query of queries) {
        for (const token of [undefined, sa]) {
          const page = await publicPage(query, token);
          expect(page.items.map((story) => story.id)).toEqual([live.id]);
          expect(page.total).toBe(1);
        }
      }
      for (const hidden of [draft, scheduled]) {
        const one = await api.get(`/api/news/get?id=${hidden.id}`, sa);
        expect(one.statusCode).toBe(404);
        expect(one.json().error).toBe('There is no story with this id.');
      }

      const admin = await api.get(`/api/news/getall?search=${tag}`, sa);
      expect((admin.json().data as NewsPage).items.map((story) => [story.title, story.state])).toEqual([
        ['Scheduled', 'scheduled'],
        ['Draft', 'draft'],
        ['Live', 'published'],
      ]);
      const scheduledOnly = await api.get(`/api/news/getall?search=${tag}&state=scheduled`, sa);
      expect((scheduledOnly.json().data as NewsPage).items.map((story) => story.id)).toEqual([scheduled.id]);

      time.advance(HOUR);
      expect((await publicPage({ tag })).items.map((story) => story.id)).toEqual([scheduled.id, live.id]);
      expect((await adminStory(scheduled.id)).state).toBe('published');

      const published = await api.json('/api/news/edit', { ...draft, status: 'published' }, sa);
      expect(published.statusCode).toBe(200);
      expect((await api.get(`/api/news/get?id=${draft.id}`)).statusCode).toBe(200);
    });

    it('filters by region: no regions is everywhere, group--all matches its group both ways', async () => {
      const tag = 'region-check';
      const story = async (title: string, regions: string[]) =>
        (await add({ title, tags: [tag], regions })).id;
      const everywhere = await story('Everywhere', []);
      const georgia = await story('Georgia', ['us--georgia']);
      const allUs = await story('All US', ['us--all']);
      const spain = await story('Spain', ['europe--spain']);
      const allCanada = await story('All Canada', ['canada--all']);
      const multi = await story('Norway and Jamaica', ['europe--norway', 'latam--jamaica']);

      const ids = async (regions: string[]) =>
        (await publicPage({ tag, regions: JSON.stringify(regions) })).items.map((s) => s.id).sort();
      const sorted = (...values: number[]) => values.sort();
      expect(await ids(['us--georgia'])).toEqual(sorted(everywhere, georgia, allUs));
      expect(await ids(['us--all'])).toEqual(sorted(everywhere, georgia, allUs));
      expect(await ids(['us--michigan'])).toEqual(sorted(everywhere, allUs));
      expect(await ids(['europe--all'])).toEqual(sorted(everywhere, spain, multi));
      expect(await ids(['canada--ontario', 'latam--jamaica'])).toEqual(sorted(everywhere, allCanada, multi));
      expect(await ids(['apac--new-zealand'])).toEqual(sorted(everywhere));
      expect(await ids([])).toEqual(sorted(everywhere, georgia, allUs, spain, allCanada, multi));
      expect((await publicPage({ tag })).total).toBe(6);
    });

    it('pages newest first with the total of every match, and filters by featured, tag (any case) and category', async () => {
      const tag = 'Paging-Check';
      const added: NewsStory[] = [];
      for (let n = 0; n < 12; n++) {
        added.push(
          await add({
            title: `Story ${n}`,
            tags: [tag],
            featured: n % 4 === 0,
            category: n % 3 === 0 ? 'Press Release' : 'Product',
            publishAt: iso(-HOUR * (20 - n)),
          }),
        );
      }
      const newestFirst = added.map((story) => story.id).reverse();
      const pages = await Promise.all(
        [0, 5, 10].map((offset) => publicPage({ tag: 'paging-check', limit: '5', offset: String(offset) })),
      );
      expect(pages.map((page) => page.total)).toEqual([12, 12, 12]);
      expect(pages.map((page) => page.items.length)).toEqual([5, 5, 2]);
      expect(pages.flatMap((page) => page.items.map((story) => story.id))).toEqual(newestFirst);
      expect(pages[0]).toMatchObject({ limit: 5, offset: 0 });
      expect(pages[0]!.items[0]).not.toHaveProperty('body');

      const past = await publicPage({ tag, limit: '5', offset: '20' });
      expect(past).toMatchObject({ items: [], total: 12 });

      const featured = await publicPage({ tag, featured: 'true' });
      expect(featured.items.map((story) => story.title)).toEqual(['Story 8', 'Story 4', 'Story 0']);
      const notFeatured = await publicPage({ tag, featured: '0' });
      expect(notFeatured.total).toBe(9);
      const press = await publicPage({ tag, category: 'Press Release' });
      expect(press.items.map((story) => story.title)).toEqual(['Story 9', 'Story 6', 'Story 3', 'Story 0']);
      expect((await publicPage({ tag })).items).toHaveLength(9);
    });
  });

  describe('hostile HTML posted straight to the API', () => {
    const CASES: [string, string, string][] = [
      ['a script', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
      ['an event handler', '<p onclick="alert(1)">Hi<img src=x onerror="alert(1)"></p>', '<p>Hi</p>'],
      [
        'a javascript: link',
        '<a href="javascript:alert(1)">x</a>',
        '<a rel="noopener noreferrer" target="_blank">x</a>',
      ],
      [
        'a javascript: link hidden by entities and case',
        '<a href="JaVa&#x09;ScRiPt&#58;alert(1)">x</a>',
        '<a rel="noopener noreferrer" target="_blank">x</a>',
      ],
      [
        'a data: link',
        '<a href="data:text/html,<script>alert(1)</script>">x</a>',
        '<a rel="noopener noreferrer" target="_blank">x</a>',
      ],
      [
        'an SVG with a script',
        '<svg onload="alert(1)"><script>alert(1)</script><text>t</text></svg><p>ok</p>',
        't<p>ok</p>',
      ],
      ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
      [
        'a style element and attribute',
        '<style>body{display:none}</style><p style="position:fixed">ok</p>',
        '<p>ok</p>',
      ],
      [
        'a nested script split around another',
        '<scr<script>ipt>alert(1)</scr</script>ipt>',
        'ipt&gt;alert(1)ipt&gt;',
      ],
      [
        'a mutation trick through math and style',
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
        '',
      ],
      ['an ordered list (the editor has none)', '<ol><li>one</li></ol>', '<ul><li>one</li></ul>'],
      ['a form and a button', '<form action="https://evil.example"><button>Go</button></form>', 'Go'],
    ];

    it.each(CASES)('stores %s harmlessly', async (_name, hostile, stored) => {
      const story = await add({ title: 'Hostile', body: hostile });
      expect(story.body).toBe(stored);
      const kept = await adminStory(story.id);
      expect(kept.body).toBe(stored);
      expect(kept.body).not.toMatch(
        /<script|<iframe|<style|<svg|javascript:|data:|onerror|onload|onclick|style=/i,
      );
    });

    it('keeps what the editor makes', async () => {
      const html =
        '<h2>Head</h2><p>A <strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br />line</p><ul><li>x</li></ul><blockquote>q</blockquote><p><a href="mailto:press@example.com">mail</a></p>';
      const story = await add({ title: 'Editor', body: html });
      expect(story.body).toBe(
        '<h2>Head</h2><p>A <strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br />line</p><ul><li>x</li></ul><blockquote>q</blockquote><p><a href="mailto:press@example.com" rel="noopener noreferrer" target="_blank">mail</a></p>',
      );
    });
  });
});
