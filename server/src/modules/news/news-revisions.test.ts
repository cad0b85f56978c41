import type { NewsRevision, NewsStory } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { saAndRefusedTokens } from '../../test/callers.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { manualClock, testAppForSuite } from '../../test/test-app.ts';
import { apiClient, ID_INVALID } from '../games/test-support.ts';
import { expectSuperAdminOnly } from './test-support.ts';

/** Issue 28 item 16: saves carry the revision they started from; stories keep revisions as pages do. */
describe('news revisions and stale saves', () => {
  const time = manualClock();
  const t = testAppForSuite({ clock: time.clock });
  let api: ReturnType<typeof apiClient>;
  let sa: string;
  let other: string;
  let refused: string[];

  beforeAll(async () => {
    api = apiClient(t);
    ({ sa, refused } = await saAndRefusedTokens(t));
    other = await signIn(t.app, await createUser(t, { group: 'SA', firstName: 'Olga', surname: 'Other' }));
  });

  const whole = (story: NewsStory, changes: Record<string, unknown>) => ({ ...story, ...changes });

  async function add(title: string): Promise<NewsStory> {
    const response = await api.json('/api/news/add', { title, category: 'Product', body: '<p>one</p>' }, sa);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function edit(body: unknown, token = sa) {
    return api.json('/api/news/edit', body, token);
  }

  it('a story answers its revision; each save moves it on', async () => {
    const story = await add('Versioned');
    expect(story.revision).toBe(1);
    const saved = await edit({ ...whole(story, { title: 'Versioned 2' }), baseRevision: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ title: 'Versioned 2', revision: 2 });
  });

  it('the second of two editors who opened the same revision gets 409 naming who saved and when', async () => {
    const story = await add('Two editors');
    time.advance(60_000);
    const first = await edit(
      { ...whole(story, { title: 'First editor' }), baseRevision: story.revision },
      other,
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await edit({
      ...whole(story, { summary: 'Second editor' }),
      baseRevision: story.revision,
    });
    expect(second.statusCode).toBe(409);
    const savedAt = first.json().data.updatedAt as string;
    expect(second.json().error).toBe(
      `This story was changed by Olga Other on ${savedAt.slice(0, 10)} at ${savedAt.slice(11, 16)} UTC, after you opened it. Reload it to see their changes, or compare them with yours before saving again.`,
    );
    const kept = (await api.get(`/api/news/getall?id=${story.id}`, sa)).json().data as NewsStory;
    expect(kept).toMatchObject({ title: 'First editor', summary: '', revision: 2, updatedBy: 'Olga Other' });
  });

  it('a save that names no revision is not checked (scripts that mean to replace)', async () => {
    const story = await add('Unchecked');
    await edit({ ...whole(story, { title: 'Moved on' }), baseRevision: 1 });
    const { baseRevision: _none, ...unchecked } = { ...whole(story, { title: 'Replaced' }), baseRevision: 0 };
    const response = await edit(unchecked);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.revision).toBe(3);
  });

  it('refuses a baseRevision that is not a revision with a sentence', async () => {
    const story = await add('Bad base');
    for (const baseRevision of ['two', -1, 1.5, true]) {
      const response = await edit({ ...story, baseRevision });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'baseRevision must be the revision you started from (a whole number), or null.',
      );
    }
  });

  it('lists revisions newest first and restores one as the newest, checked like a save', async () => {
    const story = await add('Restorable');
    await edit({ ...whole(story, { title: 'Restorable, changed', body: '<p>two</p>' }), baseRevision: 1 });
    const listed = await api.get(`/api/news/revisions?id=${story.id}`, sa);
    expect(listed.statusCode, listed.body).toBe(200);
    const revisions = listed.json().data as NewsRevision[];
    expect(revisions.map((r) => [r.revision, r.story.title, r.savedBy])).toEqual([
      [2, 'Restorable, changed', expect.any(String)],
      [1, 'Restorable', expect.any(String)],
    ]);
    expect(revisions[1]!.story.body).toBe('<p>one</p>');

    const stale = await api.json('/api/news/restore', { id: story.id, revision: 1, baseRevision: 1 }, sa);
    expect(stale.statusCode).toBe(409);
    const restored = await api.json('/api/news/restore', { id: story.id, revision: 1, baseRevision: 2 }, sa);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ title: 'Restorable', body: '<p>one</p>', revision: 3 });
  });

  it('answers 404 for a revision or story that does not exist, 400 for bad input', async () => {
    const story = await add('Missing');
    expect((await api.json('/api/news/restore', { id: story.id, revision: 9 }, sa)).statusCode).toBe(404);
    expect((await api.get('/api/news/revisions?id=999999', sa)).statusCode).toBe(404);
    const badId = await api.get('/api/news/revisions?id=abc', sa);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toBe(ID_INVALID);
    const badRevision = await api.json('/api/news/restore', { id: story.id, revision: 'first' }, sa);
    expect(badRevision.statusCode).toBe(400);
    expect(badRevision.json().error).toBe('revision must be a revision number.');
  });

  it.each([
    { method: 'GET', url: '/api/news/revisions?id=1' },
    { method: 'POST', url: '/api/news/restore' },
  ])('$method $url: 401 without a token, 403 for AM, customer and guest', (call) =>
    expectSuperAdminOnly(api, call, { id: 1, revision: 1 }, refused),
  );

  it('a deleted story takes its revisions with it', async () => {
    const story = await add('Deleted');
    expect((await api.post('/api/news/delete', { id: String(story.id) }, sa)).statusCode).toBe(200);
    const left = await t.database.db
      .selectFrom('news_revisions')
      .select('news_id')
      .where('news_id', '=', story.id)
      .execute();
    expect(left).toEqual([]);
  });
});
