import type { Page } from '@playwright/test';
import { expect, loginAs, SIGNED_IN_HINT_COOKIE, test } from '../fixtures';

/*
 * A route's first visit (issue 13): its page of the build names the page's chunks and its first
 * reads, so the browser fetches them with the entry. Each is fetched once: the app takes the
 * preloaded answer instead of asking again, and runs the chunk it preloaded. A visitor's public pages
 * come rendered by the server with their answers in them (issue 26, decision 045): the app asks the
 * API for none of what they show.
 */

/** How many times each path under /assets/ or /api/ was requested while the page loaded. */
async function requestsDuringLoad(page: Page, path: string, heading: string) {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') || pathname.startsWith('/api/'))
      counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return counts;
}

test.describe('first visit', () => {
  test("a visitor's home page fetches its page chunk once and asks the API for none of what it shows", async ({
    page,
    pageErrors,
  }) => {
    const html = await (await page.request.get('/')).text();
    const preloaded = [...html.matchAll(/rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((href) => !href.startsWith('/download/'));
    expect(preloaded.some((href) => href.startsWith('/api/'))).toBe(false);
    expect(preloaded.some((href) => /\/assets\/HomePage-[\w-]+\.js$/.test(href))).toBe(true);
    expect(html).toContain('id="portal-state"');

    const counts = await requestsDuringLoad(page, '/', 'Games your players love, ready for your market.');
    for (const href of preloaded) expect(counts.get(href), href).toBe(1);
    for (const read of ['/api/globals/all', '/api/content/gethomepage', '/api/news/get'])
      expect(counts.get(read), read).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });

  test("a signed-in caller's page names its first reads, and each is fetched once", async ({ page }) => {
    await loginAs(page, 'customer');
    const html = await (await page.request.get('/')).text();
    const preloaded = [...html.matchAll(/rel="preload" as="fetch"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(preloaded).toEqual(expect.arrayContaining(['/api/globals/all', '/api/content/gethomepage']));
    const counts = await requestsDuringLoad(page, '/', 'Games your players love, ready for your market.');
    for (const href of preloaded) expect(counts.get(href), href).toBe(1);
  });

  test('the web fonts come after the first screen: not preloaded, each face fetched once after the title painted', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('.woff2');
    // When the title was painted: the largest contentful paint of the first screen.
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
          if (entry.element?.id === 'home-title')
            (window as unknown as { titlePaintedAt: number }).titlePaintedAt = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const counts = await requestsDuringLoad(page, '/', 'Games your players love, ready for your market.');
    // Loaded and in the document's set (check() alone is also true while no face of the name is there).
    const loadedFaces = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replaceAll('"', ''))
          .sort(),
      );
    await expect.poll(loadedFaces).toEqual(expect.arrayContaining(['Inter Variable', 'Outfit Variable']));
    expect(await page.evaluate(() => document.fonts.check('600 56px "Outfit Variable"'))).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('400 16px "Inter Variable"'))).toBe(true);

    const fonts = [...counts].filter(([path]) => path.endsWith('.woff2'));
    for (const face of ['inter', 'outfit'])
      expect(
        fonts.some(([path]) => new RegExp(`^/assets/${face}-latin-wght-normal-[\\w-]+\\.woff2$`).test(path)),
      ).toBe(true);
    for (const [path, count] of fonts) expect(count, path).toBe(1);
    const { titlePaintedAt, fontStarts } = await page.evaluate(() => ({
      titlePaintedAt: (window as unknown as { titlePaintedAt: number }).titlePaintedAt,
      fontStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }));
    expect(titlePaintedAt).toBeGreaterThan(0);
    for (const start of fontStarts) expect(start).toBeGreaterThan(titlePaintedAt);
  });

  test('a news page the browser renders loads its featured cover first: the other covers are fetched once it has arrived', async ({
    page,
  }) => {
    // A page the browser renders (the hint cookie asks the server for the app's own page; a visitor's
    // comes rendered by the server, every cover in its markup and the featured one first by priority).
    await page.goto('/robots.txt');
    await page.context().addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: page.url() }]);
    // Every cover is slow to arrive, as on a phone's network: the others wait for the featured one.
    await page.route(/\/download\/asset\/\d+\/(preview|thumbnail)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/news-events');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
    const lead = page.locator('img[fetchpriority="high"]');
    await expect(lead).toHaveJSProperty('complete', true);
    await page.waitForLoadState('networkidle');
    const leadSrc = await lead.evaluate((img: HTMLImageElement) => img.currentSrc);
    const covers = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/download\/asset\/\d+\/(preview|thumbnail)$/.test(entry.name))
        .map((entry) => ({
          url: entry.name,
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
        })),
    );
    const featured = covers.find((cover) => cover.url === leadSrc);
    const others = covers.filter((cover) => cover !== featured);
    expect(featured).toBeDefined();
    expect(others.length).toBeGreaterThan(0);
    for (const cover of others) expect(cover.start, cover.url).toBeGreaterThanOrEqual(featured!.end);
  });

  test("a signed-in caller's user and games are asked for once, by the page's own script, and the app takes them", async ({
    page,
  }) => {
    const html = await (await page.request.get('/games')).text();
    expect(html).toMatch(/<script async src="\/assets\/first-requests-[\w-]+\.js">/);
    await loginAs(page, 'customer');
    const counts = await requestsDuringLoad(page, '/games', 'eInstant Games');
    expect(counts.get('/api/user/active')).toBe(1);
    expect(counts.get('/api/game/all')).toBe(1);
    await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem').first()).toBeVisible();
  });

  test('the catalogue does not move on a phone as its games arrive late: its header opens whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await loginAs(page, 'customer');
    await page.addInitScript(() => {
      const record = window as unknown as { shifted: number };
      record.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) record.shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.route(/\/api\/game\/all$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/games');
    await expect(page.getByText(/^[1-9]\d* new releases? in the last 4 weeks$/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
  });

  test("a visitor's news page takes the settings and the stories from its markup", async ({ page }) => {
    const counts = await requestsDuringLoad(page, '/news-events', 'News & Events');
    expect(counts.get('/api/globals/all')).toBeUndefined();
    expect(counts.get('/api/news/get')).toBeUndefined();
  });

  test('the home page opens with its title: no loader comes first, its code and content arrived with the entry', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        if (!seen.includes('loader') && document.querySelector('main [role="status"]')) seen.push('loader');
        if (!seen.includes('title') && document.getElementById('home-title')) seen.push('title');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Games your players love, ready for your market.' }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['title']);
  });
});
