import { NEWS_CATEGORIES, REGION_GROUPS, regionGroupOf } from '@portal/domain';
import { CONTENT_PAGES, type ContentAnswer, type NewsPage } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../modules/games/test-support.ts';
import { testAppForSuite } from '../test/test-app.ts';

describe('demo seed: news and page content', () => {
  const t = testAppForSuite({ seed: 'demo' });
  let api: ReturnType<typeof apiClient>;
  let sa: string;

  beforeAll(async () => {
    api = apiClient(t);
    sa = await t.login('sa@demo.test');
  });

  it('has about thirty stories over two years in every category and region group', async () => {
    const all: NewsPage = (await api.get('/api/news/getall?limit=100', sa)).json().data;
    expect(all.total).toBe(30);
    const states = all.items.map((story) => story.state);
    expect(states.filter((state) => state === 'draft')).toHaveLength(1);
    expect(states.filter((state) => state === 'scheduled')).toHaveLength(1);
    const scheduled = all.items.find((story) => story.state === 'scheduled')!;
    expect(Date.parse(scheduled.publishAt) - Date.now()).toBeGreaterThan(20 * 86_400_000);

    const live: NewsPage = (await api.get('/api/news/get?limit=100')).json().data;
    expect(live.total).toBe(28);
    expect(new Set(live.items.map((story) => story.category))).toEqual(new Set(NEWS_CATEGORIES));
    const groups = new Set(live.items.flatMap((story) => story.regions.map(regionGroupOf)));
    expect(groups).toEqual(new Set(REGION_GROUPS.map((group) => group.key)));
    expect(live.items.some((story) => story.regions.length === 0)).toBe(true);
    expect(live.items.filter((story) => story.featured)).toHaveLength(2);
    const events = live.items.filter((story) => story.category === 'Events');
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.every((story) => story.event?.place && story.event.startDate <= story.event.endDate)).toBe(
      true,
    );
    expect(live.items.every((story) => story.cover?.alink)).toBe(true);
    const oldest = live.items.at(-1)!.publishAt;
    expect(Date.now() - Date.parse(oldest)).toBeGreaterThan(600 * 86_400_000);
  });

  it('has a filled document for every page', async () => {
    for (const page of CONTENT_PAGES) {
      const answer: ContentAnswer = (await api.get(`/api/content/get${page}`)).json().data;
      expect(answer, page).toMatchObject({ revision: expect.any(Number), updatedBy: 'Sophie Adler' });
    }
    const home: ContentAnswer<'homepage'> = (await api.get('/api/content/gethomepage')).json().data;
    expect(home.hero.image?.alink).toEqual(expect.any(String));
    expect(home.featuredGameIds).toHaveLength(6);
    expect(home.featuredNews).toHaveLength(2);
    expect(home.promotionalToolModules.map((module) => module.key)).toEqual([
      'second-chance',
      'players-club',
      'launch-kits',
    ]);
  });
});
