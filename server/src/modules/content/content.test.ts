import {
  CONTENT_PAGES,
  type ContentAnswer,
  type ContentRevision,
  type NewsStory,
  type StoredAssets,
} from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { saAndRefusedTokens } from '../../test/callers.ts';
import { testAppForSuite } from '../../test/test-app.ts';
import { apiClient, ID_INVALID, MINIMAL_PDF } from '../games/test-support.ts';
import { expectSuperAdminOnly, uploadEditorImage } from '../news/test-support.ts';

describe('content API', () => {
  const t = testAppForSuite();
  let api: ReturnType<typeof apiClient>;
  let sa: string;
  let refused: string[];

  beforeAll(async () => {
    api = apiClient(t);
    ({ sa, refused } = await saAndRefusedTokens(t));
  });

  async function get<P extends (typeof CONTENT_PAGES)[number]>(page: P, token?: string) {
    const response = await api.get(`/api/content/get${page}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as ContentAnswer<P>;
  }

  async function edit(page: string, document: unknown) {
    const response = await api.json(`/api/content/edit${page}`, document, sa);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  const uploadImage = (name = 'hero.png') => uploadEditorImage(api, '/api/content/putasset', sa, name);

  describe('access', () => {
    const SA_CALLS = [
      ...CONTENT_PAGES.map((page) => ({ method: 'POST', url: `/api/content/edit${page}` })),
      { method: 'POST', url: '/api/content/editpromotionaltoolsmodules' },
      { method: 'POST', url: '/api/content/restore' },
      { method: 'POST', url: '/api/content/putasset' },
      { method: 'GET', url: '/api/content/getstoredassets' },
      { method: 'GET', url: '/api/content/revisions?page=homepage' },
    ];

    it.each(SA_CALLS)('$method $url: 401 without a token, 403 for AM, customer and guest', (call) =>
      expectSuperAdminOnly(api, call, { hero: { title: 'X' } }, refused),
    );

    it.each(CONTENT_PAGES)('get%s answers visitors and every group', async (page) => {
      for (const token of [undefined, sa, ...refused]) {
        const answer = await get(page, token);
        expect(answer.page).toBe(page);
        expect(answer.hero.title).toEqual(expect.any(String));
      }
    });
  });

  describe('documents', () => {
    it('answers the page texts the portal always had until a page is saved', async () => {
      const homepage = await get('newsandeventspage');
      expect(homepage).toEqual({
        page: 'newsandeventspage',
        revision: null,
        updatedAt: null,
        updatedBy: null,
        hero: {
          eyebrow: 'Newsroom',
          title: 'News & Events',
          highlight: '',
          text: 'Launches, feature releases, press announcements and the trade shows where you can meet the team.',
          image: null,
          callsToAction: [],
        },
        sections: [],
      });
      const home = await get('homepage');
      expect(home.hero).toMatchObject({
        title: 'Games your players love, ready for your market.',
        highlight: 'love',
        callsToAction: [
          { label: 'Explore eInstant games', href: '/games', style: 'primary' },
          { label: 'See draw games', href: '/draw-games', style: 'secondary' },
        ],
      });
      expect(home.sections.map((section) => section.title)).toEqual([
        'eInstant Games',
        'Draw Games',
        'Asset Manager',
        'Pipeline',
        'News & Events',
      ]);
      expect(home).toMatchObject({ featuredGameIds: [], featuredNewsIds: [], promotionalToolModules: [] });
    });

    it.each(CONTENT_PAGES)('edit%s takes back what get answered with one field changed', async (page) => {
      const before = await get(page);
      const saved = await edit(page, { ...before, hero: { ...before.hero, title: `New ${page} title` } });
      const after = await get(page);
      expect(after).toEqual(saved);
      expect(after).toEqual({
        ...before,
        hero: { ...before.hero, title: `New ${page} title` },
        revision: (before.revision ?? 0) + 1,
        updatedAt: expect.any(String),
        updatedBy: 'Sophie Adler',
      });
    });

    it('shows a picked image with its links and alt text, and lists the content images for the picker', async () => {
      const id = await uploadImage();
      const before = await get('gamepage');
      const saved: ContentAnswer<'gamepage'> = await edit('gamepage', {
        ...before,
        hero: { ...before.hero, image: { id, alt: 'Scratch cards on a table' } },
        sections: [{ title: 'More', body: '<p>x</p>', image: { id: String(id) } }],
      });
      expect(saved.hero.image).toMatchObject({
        id,
        alt: 'Scratch cards on a table',
        type: 'image',
        alink: `/download/asset/${id}/preview`,
        thumbnail: `/download/asset/${id}/thumbnail`,
      });
      expect(saved.sections[0]).toMatchObject({ image: { id, alt: '' }, callsToAction: [] });
      // The answer (with the image's links) goes back unchanged.
      expect(await edit('gamepage', saved)).toMatchObject({ hero: saved.hero, sections: saved.sections });

      const stored = await api.get('/api/content/getstoredassets', sa);
      expect(stored.statusCode).toBe(200);
      expect((stored.json().data as StoredAssets).items[0]).toMatchObject({ id, type: 'image' });
      const pdf = await api.multipart(
        '/api/content/putasset',
        {},
        [{ field: 'files[0]', name: 'rules.pdf', content: MINIMAL_PDF, type: 'application/pdf' }],
        sa,
      );
      expect(pdf.statusCode).toBe(400);
    });

    it('answers the same bytes with an ETag until the page or one of its images changes', async () => {
      const id = await uploadImage('short-lived.png');
      const before = await get('populardrawgamespage');
      await edit('populardrawgamespage', {
        ...before,
        hero: { ...before.hero, image: { id, alt: 'Lotto balls' } },
      });
      const first = await api.get('/api/content/getpopulardrawgamespage');
      const etag = first.headers.etag as string;
      expect(first.json().data.hero.image).toMatchObject({ id });
      expect(
        (await api.get('/api/content/getpopulardrawgamespage', undefined, { 'if-none-match': etag }))
          .statusCode,
      ).toBe(304);

      expect((await api.post('/api/asset/delete', { id: String(id) }, sa)).statusCode).toBe(200);
      const after = await api.get('/api/content/getpopulardrawgamespage', undefined, {
        'if-none-match': etag,
      });
      expect(after.statusCode).toBe(200);
      expect(after.json().data.hero.image).toBeNull();
    });

    it('sanitises section bodies as the editor allows', async () => {
      const before = await get('roadmappage');
      const saved: ContentAnswer<'roadmappage'> = await edit('roadmappage', {
        ...before,
        sections: [
          {
            title: 'a',
            body: '<p onclick="x()">Plan<script>alert(1)</script></p><iframe src="https://e.example"></iframe>',
          },
          {
            title: 'b',
            body: '<a href="javascript:alert(1)">x</a><svg><script>alert(1)</script></svg><ol><li>1</li></ol>',
          },
          { title: 'c', body: '<p style="color:red"><a href="data:text/html;base64,PHNjcmlwdD4=">d</a></p>' },
        ],
      });
      expect(saved.sections.map((section) => section.body)).toEqual([
        '<p>Plan</p>',
        '<a rel="noopener noreferrer" target="_blank">x</a><ul><li>1</li></ul>',
        '<p><a rel="noopener noreferrer" target="_blank">d</a></p>',
      ]);
    });
  });

  describe('bad input', () => {
    const hero = { title: 'Title' };
    it.each([
      [{}, 'hero must be { eyebrow, title, highlight, text, image, callsToAction }.'],
      [[1, 2], 'Send the page as a JSON document.'],
      [{ hero: { title: ' ' } }, 'hero.title: the page needs a title.'],
      [{ hero: { title: 'x'.repeat(201) } }, 'hero.title must be at most 200 characters.'],
      [
        { hero: { ...hero, callsToAction: [{ label: 'Go', href: 'javascript:alert(1)' }] } },
        'hero.callsToAction.href must be a path on this site (/games), an https address or a mailto: address.',
      ],
      [
        { hero: { ...hero, callsToAction: [{ label: 'Go', href: '//evil.example' }] } },
        'hero.callsToAction.href must be a path on this site (/games), an https address or a mailto: address.',
      ],
      [
        { hero: { ...hero, callsToAction: [{ label: '', href: '/games' }] } },
        'hero.callsToAction.label: a call to action needs a label.',
      ],
      [{ hero: { ...hero, image: { id: 'abc' } } }, `hero.image: ${ID_INVALID}`],
      [
        { hero: { ...hero, image: 'picture.png' } },
        'hero.image must be an image of the content assets ({ id, alt }) or null.',
      ],
      [{ hero, sections: 'none' }, 'sections must be a list of { title, body, image, callsToAction }.'],
      [{ hero, sections: [{ body: 5 }] }, 'sections.body must be text (HTML).'],
      [{ hero, featuredGameIds: ['x'] }, `featuredGameIds: ${ID_INVALID}`],
      [{ hero, featuredNewsIds: 'all' }, 'featuredNewsIds must be a list of ids.'],
      [
        { hero, promotionalToolModuleIds: ['Second Chance'] },
        'promotionalToolModuleIds must be a slug of lower-case letters, digits and dashes (second-chance).',
      ],
    ])('edithomepage refuses %j: %s', async (body, message) => {
      const response = await api.json('/api/content/edithomepage', body, sa);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    });

    it('refuses a 100,000-character call-to-action address and keeps the page as it was (issue 28 item 17)', async () => {
      const before = (await api.get('/api/content/gethomepage')).json().data;
      const href = `https://example.com/${'a'.repeat(100_000)}`;
      for (const [url, body, message] of [
        [
          '/api/content/edithomepage',
          { hero: { ...hero, callsToAction: [{ label: 'Go', href }] } },
          'hero.callsToAction.href is too long (2000 characters at most).',
        ],
        [
          '/api/content/edithomepage',
          { hero, sections: [{ title: 'S', callsToAction: [{ label: 'Go', href }] }] },
          'sections.callsToAction.href is too long (2000 characters at most).',
        ],
        [
          '/api/content/editpromotionaltoolsmodules',
          { modules: [{ key: 'club', title: 'Club', callToAction: { label: 'Go', href } }] },
          'modules.callToAction.href is too long (2000 characters at most).',
        ],
      ] as const) {
        const response = await api.json(url, body, sa);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(message);
      }
      expect((await api.get('/api/content/gethomepage')).json().data).toEqual(before);
    });

    it('refuses an image that is not one of the content images, naming its field', async () => {
      const newsImage = await uploadEditorImage(api, '/api/news/putasset', sa, 'news.png');
      const response = await api.json(
        '/api/content/editdocumentspage',
        { hero, sections: [{ title: 'a' }, { title: 'b', image: { id: newsImage, alt: '' } }] },
        sa,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'sections.1.image: choose one of the content images (getstoredassets), or upload one.',
      );
    });

    it('refuses bad modules, revisions and restores', async () => {
      const cases: [string, 'GET' | 'POST', unknown, number, string][] = [
        [
          '/api/content/editpromotionaltoolsmodules',
          'POST',
          { modules: 'x' },
          400,
          'modules must be a list of { key, title, text, image, callToAction }.',
        ],
        [
          '/api/content/editpromotionaltoolsmodules',
          'POST',
          {
            modules: [
              { key: 'a', title: 'A' },
              { key: 'a', title: 'B' },
            ],
          },
          400,
          "modules.key: 'a' is used twice.",
        ],
        [
          '/api/content/editpromotionaltoolsmodules',
          'POST',
          { modules: [{ key: 'a' }] },
          400,
          'modules.title must be text.',
        ],
        [
          '/api/content/revisions?page=aboutpage',
          'GET',
          null,
          400,
          'page must be one of: homepage, gamepage, populardrawgamespage, highfrequencydrawgamespage, enhancedfeaturespage, assetmanagerpage, roadmappage, promotionaltools, documentspage, newsandeventspage.',
        ],
        [
          '/api/content/revisions?page=homepage&limit=0',
          'GET',
          null,
          400,
          'limit must be a whole number from 1 to 100.',
        ],
        [
          '/api/content/restore',
          'POST',
          { page: 'homepage', revision: 'first' },
          400,
          'revision must be a revision number.',
        ],
        [
          '/api/content/restore',
          'POST',
          { page: 'homepage', revision: 999 },
          404,
          'There is no such revision of this page.',
        ],
      ];
      for (const [url, method, body, status, message] of cases) {
        const response = method === 'GET' ? await api.get(url, sa) : await api.json(url, body, sa);
        expect(response.statusCode, url).toBe(status);
        expect(response.json().error).toBe(message);
      }
    });
  });

  describe('revisions', () => {
    it('keeps every save with who and when, and restores an earlier one as the newest', async () => {
      const page = 'assetmanagerpage';
      const original = await get(page);
      const first = (original.revision ?? 0) + 1;
      await edit(page, { ...original, hero: { ...original.hero, text: 'First text' } });
      await edit(page, { ...original, hero: { ...original.hero, text: 'Second text' } });

      const listed = await api.get(`/api/content/revisions?page=${page}`, sa);
      expect(listed.statusCode).toBe(200);
      const revisions: ContentRevision<'assetmanagerpage'>[] = listed.json().data;
      expect(
        revisions.slice(0, 2).map((revision) => [revision.revision, revision.document.hero.text]),
      ).toEqual([
        [first + 1, 'Second text'],
        [first, 'First text'],
      ]);
      expect(revisions[0]).toMatchObject({ page, savedBy: 'Sophie Adler', savedAt: expect.any(String) });
      expect((await api.get(`/api/content/revisions?page=${page}&limit=1`, sa)).json().data).toHaveLength(1);

      const restored = await api.json('/api/content/restore', { page, revision: first }, sa);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().data).toMatchObject({ revision: first + 2, hero: { text: 'First text' } });
      expect((await get(page)).hero.text).toBe('First text');
    });
  });

  describe('promotional tools and the homepage picks', () => {
    it('keeps the modules apart from the page, and shows the picked ones on the homepage in order', async () => {
      const image = await uploadImage('tool.png');
      const modules = [
        {
          key: 'second-chance',
          title: 'Second chance',
          text: 'Draws for non-winning tickets.',
          image: { id: image, alt: '' },
        },
        {
          key: 'players-club',
          title: 'Players club',
          text: 'Points and rewards.',
          callToAction: { label: 'Read more', href: 'https://example.com/club' },
        },
        { key: 'launch-kit', title: 'Launch kit', text: 'Everything for launch day.' },
      ];
      const saved = await api.json('/api/content/editpromotionaltoolsmodules', { modules }, sa);
      expect(saved.statusCode, saved.body).toBe(200);
      const tools: ContentAnswer<'promotionaltools'> = saved.json().data;
      expect(tools.modules.map((module) => module.key)).toEqual([
        'second-chance',
        'players-club',
        'launch-kit',
      ]);
      expect(tools.modules[0]!.image).toMatchObject({ id: image, alink: `/download/asset/${image}/preview` });
      expect(tools.modules[1]!.callToAction).toEqual({
        label: 'Read more',
        href: 'https://example.com/club',
        style: 'primary',
      });

      // Editing the page (even sending modules) leaves the modules as they are.
      const page = await edit('promotionaltools', {
        ...tools,
        hero: { ...tools.hero, title: 'Tools' },
        modules: [],
      });
      expect(page.modules).toHaveLength(3);
      expect(page.hero.title).toBe('Tools');

      const home = await get('homepage');
      const picked = await edit('homepage', {
        ...home,
        promotionalToolModuleIds: ['launch-kit', 'no-such-module', 'second-chance'],
      });
      expect(picked.promotionalToolModuleIds).toEqual(['launch-kit', 'no-such-module', 'second-chance']);
      expect(
        (await get('homepage')).promotionalToolModules.map((module) => [
          module.key,
          module.image?.id ?? null,
        ]),
      ).toEqual([
        ['launch-kit', null],
        ['second-chance', image],
      ]);
    });

    it('shows the newest featured live stories, or the picked live ones in order', async () => {
      const story = async (title: string, extra: Record<string, unknown> = {}): Promise<NewsStory> => {
        const response = await api.json(
          '/api/news/add',
          {
            title,
            category: 'Product',
            status: 'published',
            publishAt: new Date(Date.now() - 60_000 * (10 - title.length)).toISOString(),
            ...extra,
          },
          sa,
        );
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data;
      };
      const a = await story('A', { featured: true });
      const b = await story('BB', { featured: true });
      const c = await story('CCC', { featured: true });
      const d = await story('DDDD', { featured: true });
      const draft = await story('Draft', { featured: true, status: 'draft' });
      const plain = await story('Plain');

      const home = await get('homepage');
      expect(home.featuredNews.map((s) => s.title)).toEqual([d.title, c.title, b.title]);

      await edit('homepage', { ...home, featuredNewsIds: [plain.id, draft.id, a.id, 999_999] });
      const picked = await get('homepage');
      expect(picked.featuredNewsIds).toEqual([plain.id, draft.id, a.id, 999_999]);
      expect(picked.featuredNews.map((s) => s.id)).toEqual([plain.id, a.id]);
      expect(picked.featuredNews[0]).not.toHaveProperty('body');
    });
  });
});
