import type { DrawGameDetail, DrawGameRevision } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { saAndRefusedTokens } from '../../test/callers.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { manualClock, testAppForSuite } from '../../test/test-app.ts';
import { apiClient, ID_INVALID } from '../games/test-support.ts';
import { expectSuperAdminOnly } from '../news/test-support.ts';

/**
 * Issue 28 item 6: a draw game's description is the editor's rich text, and draw games keep revisions
 * as pages and stories do, each save carrying the revision it started from (decision 070).
 */
describe('draw game descriptions and revisions', () => {
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

  async function add(name: string, fields: Record<string, string> = {}): Promise<DrawGameDetail> {
    const response = await api.post(
      '/api/popular-draw-games/create',
      { type: 'POST', name, live: 'true', description: '<p>First words</p>', ...fields },
      sa,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  const edit = (fields: Record<string, string>, token = sa) =>
    api.post('/api/popular-draw-games/create', { type: 'PUT', ...fields }, token);

  it("keeps an '&', text in angle brackets, paragraphs and line breaks, and shows them to visitors so", async () => {
    const description = '<p>Tom &amp; Jerry &lt;b&gt;</p><p>Line one<br>line two</p>';
    const item = await add('Round trip', { description });
    expect(item.details.description).toBe('<p>Tom &amp; Jerry &lt;b&gt;</p><p>Line one<br />line two</p>');
    const shown = await api.get(`/api/popular-draw-game/get?id=${item.id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.details.description).toBe(item.details.description);
  });

  it('strips script from a description; plain text becomes paragraphs', async () => {
    const item = await add('Scripted', { description: '<p>Safe<script>alert(1)</script></p>' });
    expect(item.details.description).toBe('<p>Safe</p>');
    const plain = await edit({ id: String(item.id), description: 'Draws & prizes\n\nTwice a week' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data.details.description).toBe('<p>Draws &amp; prizes</p><p>Twice a week</p>');
  });

  it('an item answers its revision; each save moves it on', async () => {
    const item = await add('Versioned');
    expect(item.revision).toBe(1);
    const saved = await edit({ id: String(item.id), name: 'Versioned 2', baseRevision: '1' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Versioned 2', revision: 2 });
  });

  it('the second of two editors who opened the same revision gets 409 naming who saved and when', async () => {
    const item = await add('Two editors');
    time.advance(60_000);
    const first = await edit({ id: String(item.id), tagline: 'First', baseRevision: '1' }, other);
    expect(first.statusCode, first.body).toBe(200);
    const second = await edit({ id: String(item.id), tagline: 'Second', baseRevision: '1' });
    expect(second.statusCode).toBe(409);
    const savedAt = first.json().data.updatedAt as string;
    expect(second.json().error).toBe(
      `This popular draw game was changed by Olga Other on ${savedAt.slice(0, 10)} at ${savedAt.slice(11, 16)} UTC, after you opened it. Reload it to see their changes, or compare them with yours before saving again.`,
    );
    const kept = await api.get(`/api/popular-draw-game/get?id=${item.id}`, sa);
    expect(kept.json().data).toMatchObject({ details: { tagline: 'First' }, revision: 2 });
  });

  it('a save that names no revision is not checked', async () => {
    const item = await add('Unchecked');
    await edit({ id: String(item.id), tagline: 'Moved on', baseRevision: '1' });
    const response = await edit({ id: String(item.id), tagline: 'Replaced' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.revision).toBe(3);
  });

  it('lists revisions newest first and restores one as the newest, checked like a save', async () => {
    const item = await add('Restorable', { tagline: 'Old' });
    await edit({
      id: String(item.id),
      name: 'Restorable, changed',
      tagline: 'New',
      description: '<p>Second words</p>',
      baseRevision: '1',
    });
    const listed = await api.get(`/api/popular-draw-games/revisions?id=${item.id}`, sa);
    expect(listed.statusCode, listed.body).toBe(200);
    const revisions = listed.json().data as DrawGameRevision[];
    expect(revisions.map((r) => [r.revision, r.name, r.details.description, r.savedBy])).toEqual([
      [2, 'Restorable, changed', '<p>Second words</p>', expect.any(String)],
      [1, 'Restorable', '<p>First words</p>', expect.any(String)],
    ]);

    const restore = (body: unknown) => api.json('/api/popular-draw-games/restore', body, sa);
    expect((await restore({ id: item.id, revision: 1, baseRevision: 1 })).statusCode).toBe(409);
    const restored = await restore({ id: item.id, revision: 1, baseRevision: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({
      name: 'Restorable',
      details: { tagline: 'Old', description: '<p>First words</p>' },
      revision: 3,
    });
    // The item's files stay as they were: a revision keeps its words only.
    expect(restored.json().data.assets).toEqual(item.assets);
  });

  it('restores a frequency draw game with its channels', async () => {
    const added = await api.post(
      '/api/frequency-draw-games/create',
      { type: 'POST', name: 'Channelled', channels: '["phone"]' },
      sa,
    );
    const item = added.json().data as DrawGameDetail;
    await api.post(
      '/api/frequency-draw-games/create',
      { type: 'PUT', id: String(item.id), channels: '["desktop","tablet"]' },
      sa,
    );
    const restored = await api.json('/api/frequency-draw-games/restore', { id: item.id, revision: 1 }, sa);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ channels: ['phone'], revision: 3 });
  });

  it('answers 404 for a revision or item that does not exist, 400 for bad input', async () => {
    const item = await add('Missing');
    const restore = (body: unknown) => api.json('/api/popular-draw-games/restore', body, sa);
    const noRevision = await restore({ id: item.id, revision: 9 });
    expect(noRevision.statusCode).toBe(404);
    expect(noRevision.json().error).toBe('There is no such revision of this popular draw game.');
    expect((await api.get('/api/enhanced-features/revisions?id=999999', sa)).statusCode).toBe(404);
    const badId = await api.get('/api/popular-draw-games/revisions?id=abc', sa);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toBe(ID_INVALID);
    const badRevision = await restore({ id: item.id, revision: 'first' });
    expect(badRevision.statusCode).toBe(400);
    expect(badRevision.json().error).toBe('revision must be a revision number.');
    const badBase = await edit({ id: String(item.id), baseRevision: 'two' });
    expect(badBase.statusCode).toBe(400);
    expect(badBase.json().error).toBe(
      'baseRevision must be the revision you started from (a whole number), or null.',
    );
  });

  it.each([
    { method: 'GET', url: '/api/popular-draw-games/revisions?id=1' },
    { method: 'POST', url: '/api/frequency-draw-games/restore' },
    { method: 'GET', url: '/api/enhanced-features/revisions?id=1' },
    { method: 'POST', url: '/api/enhanced-features/restore' },
  ])('$method $url: 401 without a token, 403 for AM, customer and guest', (call) =>
    expectSuperAdminOnly(api, call, { id: 1, revision: 1 }, refused),
  );

  it('a deleted item takes its revisions with it', async () => {
    const item = await add('Deleted');
    const deleted = await api.post('/api/popular-draw-games/delete', { id: String(item.id) }, sa);
    expect(deleted.statusCode).toBe(200);
    const left = await t.database.db
      .selectFrom('draw_game_revisions')
      .select('draw_game_id')
      .where('kind', '=', 'popular')
      .where('draw_game_id', '=', item.id)
      .execute();
    expect(left).toEqual([]);
  });
});
