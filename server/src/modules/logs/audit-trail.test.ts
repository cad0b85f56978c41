import type { AuditDetails, LogEntry } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginDemoAccounts, testAppForSuite } from '../../test/test-app.ts';
import { assetClient } from '../assets/test-support.ts';
import { apiClient, pngOf } from '../games/test-support.ts';

/**
 * Issue 28 item 12: every admin write is in the audit trail, by the SA who made it, with what changed
 * (field names; old → new for short values; never whole bodies).
 */
describe('the audit trail records every admin write', () => {
  const t = testAppForSuite();
  let api: ReturnType<typeof apiClient>;
  let assets: ReturnType<typeof assetClient>;
  let sa: string;
  let saId: number;

  beforeAll(async () => {
    api = apiClient(t);
    assets = assetClient(t);
    ({ sa } = await loginDemoAccounts(t, ['sa']));
    saId = (await api.get('/api/user/active', sa)).json().data.id;
  });

  /** The newest entries of the trail, with their details parsed. */
  async function newest(count = 1): Promise<(LogEntry & { details: AuditDetails })[]> {
    const response = await api.get(`/api/logs/get?limit=${count}`, sa);
    expect(response.statusCode).toBe(200);
    return response.json().data.map((entry: LogEntry) => ({ ...entry, details: JSON.parse(entry.data!) }));
  }

  async function ok(response: { statusCode: number; body: string; json(): { data: unknown } }) {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number } & Record<string, unknown>;
  }

  it('records a game added, edited (which fields, old → new for short ones) and deleted', async () => {
    const game = await ok(
      await api.post('/api/game/create', { type: 'POST', gameName: 'Lucky', description: '<p>Old</p>' }, sa),
    );
    const [added] = await newest();
    expect(added).toMatchObject({
      description: 'Added game Lucky',
      user: { id: saId },
      game: game.id,
      details: { action: 'game.created', target: { kind: 'game', id: game.id, name: 'Lucky' } },
    });
    expect(added!.details.changes.gameName).toEqual({ from: null, to: 'Lucky' });

    const long = `<p>${'A much longer description. '.repeat(10)}</p>`;
    await ok(
      await api.post(
        '/api/game/create',
        { type: 'PUT', id: String(game.id), gameName: 'Lucky Leprechaun', description: long, live: 'true' },
        sa,
      ),
    );
    const [edited] = await newest();
    expect(edited!.description).toBe('Edited game Lucky Leprechaun: name, live, description');
    expect(edited!.details.changes).toEqual({
      gameName: { from: 'Lucky', to: 'Lucky Leprechaun' },
      live: { from: false, to: true },
      description: { changed: true },
    });
    expect(edited!.data).not.toContain('much longer');

    await ok(await api.post('/api/game/delete', { id: String(game.id) }, sa));
    const [deleted] = await newest();
    expect(deleted).toMatchObject({ description: 'Deleted game Lucky Leprechaun' });
    expect(deleted!.details.action).toBe('game.deleted');
  });

  it('records draw games added, edited and deleted, and their page content', async () => {
    const item = await ok(
      await api.post('/api/popular-draw-games/create', { type: 'POST', name: 'Lotto', tagline: 'Big' }, sa),
    );
    expect((await newest())[0]).toMatchObject({ description: 'Added popular draw game Lotto' });
    await ok(
      await api.post(
        '/api/popular-draw-games/create',
        { type: 'PUT', id: String(item.id), live: 'true', tagline: 'Bigger' },
        sa,
      ),
    );
    const [edited] = await newest();
    expect(edited!.description).toBe('Edited popular draw game Lotto: live, tagline');
    expect(edited!.details.changes.tagline).toEqual({ from: 'Big', to: 'Bigger' });
    await ok(await api.post('/api/popular-draw-games/delete', { id: String(item.id) }, sa));
    expect((await newest())[0]).toMatchObject({ description: 'Deleted popular draw game Lotto' });

    await ok(
      await api.json(
        '/api/popular-draw-games-content/create',
        { title: 'Our draw games', introduction: '<p>Hi</p>', sections: [] },
        sa,
      ),
    );
    const [page] = await newest();
    // The copy is the kind's content page (decision 076): its hero holds the title.
    expect(page!.description).toMatch(/^Edited the popular draw games page: hero/);
    expect(page!.details).toMatchObject({ action: 'page.edited', target: { kind: 'page' } });
  });

  it('records stories added, published, edited and deleted', async () => {
    const story = await ok(
      await api.json('/api/news/add', { title: 'Spring draws', category: 'Product', body: '<p>one</p>' }, sa),
    );
    expect((await newest())[0]).toMatchObject({ description: 'Added story Spring draws' });
    const published = await ok(
      await api.json('/api/news/edit', { ...story, status: 'published', baseRevision: story.revision }, sa),
    );
    const [entry] = await newest();
    expect(entry!.description).toBe('Published story Spring draws');
    expect(entry!.details.changes.status).toEqual({ from: 'draft', to: 'published' });
    await ok(
      await api.json(
        '/api/news/edit',
        { ...published, body: '<p>two</p>', baseRevision: published.revision },
        sa,
      ),
    );
    expect((await newest())[0]!.description).toBe('Edited story Spring draws: body');
    await ok(await api.post('/api/news/delete', { id: String(story.id) }, sa));
    expect((await newest())[0]).toMatchObject({ description: 'Deleted story Spring draws' });
  });

  it("records a page's save with the parts that changed", async () => {
    const page = (await api.get('/api/content/getgamepage')).json().data;
    await ok(
      await api.json(
        '/api/content/editgamepage',
        { ...page, hero: { ...page.hero, title: 'All games' } },
        sa,
      ),
    );
    const [entry] = await newest();
    expect(entry!.description).toBe('Edited the games page: hero');
    expect(entry!.details).toMatchObject({ action: 'page.edited', changes: { hero: { changed: true } } });
  });

  it('records the options (the roadmap: roadmap.test.ts)', async () => {
    await ok(await api.json('/api/globals/set', { useGameDemoFallbacks: false }, sa));
    const [options] = await newest();
    expect(options!.description).toBe('Edited the options: demo fallbacks');
    expect(options!.details.changes).toEqual({ useGameDemoFallbacks: { from: true, to: false } });
  });

  it("records the asset library's new folders, uploads, renames, moves and deletes", async () => {
    const root = await assets.library(sa);
    const folder = await ok(
      await assets.post('/api/asset/create/folder', { pid: String(root.id), name: 'Brand kit' }, sa),
    );
    expect((await newest())[0]).toMatchObject({
      description: `Created folder Brand kit in ${root.name}`,
      details: { action: 'asset.folder-created', target: { kind: 'asset', id: folder.id } },
    });

    const [file] = await assets.putInto(
      folder.id,
      [{ name: 'logo.png', content: await pngOf('#123456') }],
      sa,
    );
    expect((await newest())[0]).toMatchObject({
      description: 'Uploaded 1 file to Brand kit: logo.png',
      details: { action: 'asset.uploaded' },
    });

    await ok(await assets.post('/api/asset/rename', { id: String(file!.id), name: 'mark' }, sa));
    expect((await newest())[0]).toMatchObject({
      description: 'Renamed file logo.png to mark.png',
      details: { changes: { name: { from: 'logo.png', to: 'mark.png' } } },
    });

    await ok(await assets.post('/api/asset/move', { ids: String(file!.id), parentId: String(root.id) }, sa));
    expect((await newest())[0]).toMatchObject({
      description: `Moved file mark.png from Brand kit to ${root.name}`,
      details: { action: 'asset.moved', changes: { parent: { from: 'Brand kit', to: root.name } } },
    });

    await ok(await assets.post('/api/asset/delete', { id: String(folder.id) }, sa));
    expect((await newest())[0]).toMatchObject({
      description: `Deleted folder Brand kit from ${root.name} to the trash`,
      details: { action: 'asset.deleted' },
    });
  });

  it('writes nothing when the change is refused', async () => {
    const [before] = await newest();
    const refused = await api.post('/api/game/create', { type: 'PUT', id: '999999', gameName: 'Ghost' }, sa);
    expect(refused.statusCode).toBe(404);
    expect((await newest())[0]!.id).toBe(before!.id);
  });
});
