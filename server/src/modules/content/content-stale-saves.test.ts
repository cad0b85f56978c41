import type { ContentAnswer } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { saAndRefusedTokens } from '../../test/callers.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { testAppForSuite } from '../../test/test-app.ts';
import { apiClient } from '../games/test-support.ts';

/** Issue 28 item 16: a page's save carries the revision it started from; a stale one is refused. */
describe('content pages: stale saves', () => {
  const t = testAppForSuite();
  let api: ReturnType<typeof apiClient>;
  let sa: string;
  let other: string;

  beforeAll(async () => {
    api = apiClient(t);
    ({ sa } = await saAndRefusedTokens(t));
    other = await signIn(t.app, await createUser(t, { group: 'SA', firstName: 'Olga', surname: 'Other' }));
  });

  const page = async (): Promise<ContentAnswer<'roadmappage'>> =>
    (await api.get('/api/content/getroadmappage')).json().data;

  it('a page never saved is opened at revision null; the second of two editors gets 409', async () => {
    const opened = await page();
    expect(opened.revision).toBeNull();
    const first = await api.json(
      '/api/content/editroadmappage',
      { ...opened, hero: { ...opened.hero, title: 'First' }, baseRevision: opened.revision },
      other,
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await api.json(
      '/api/content/editroadmappage',
      { ...opened, hero: { ...opened.hero, title: 'Second' }, baseRevision: opened.revision },
      sa,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatch(
      /^This page was changed by Olga Other on \d{4}-\d\d-\d\d at \d\d:\d\d UTC, after you opened it\./,
    );
    expect((await page()).hero.title).toBe('First');

    const current = await page();
    const third = await api.json(
      '/api/content/editroadmappage',
      { ...current, hero: { ...current.hero, title: 'Third' }, baseRevision: current.revision },
      sa,
    );
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().data.revision).toBe(current.revision! + 1);
  });

  it('a restore is checked like a save', async () => {
    const current = await page();
    const stale = await api.json(
      '/api/content/restore',
      { page: 'roadmappage', revision: 1, baseRevision: current.revision! - 1 },
      sa,
    );
    expect(stale.statusCode).toBe(409);
    const restored = await api.json(
      '/api/content/restore',
      { page: 'roadmappage', revision: 1, baseRevision: current.revision },
      sa,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.hero.title).toBe('First');
  });

  it('refuses a baseRevision that is not a revision with a sentence', async () => {
    const opened = await page();
    const response = await api.json(
      '/api/content/editroadmappage',
      { ...opened, baseRevision: 'latest' },
      sa,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'baseRevision must be the revision you started from (a whole number), or null.',
    );
  });
});
