import type { Page } from '@playwright/test';
import { type Envelope, expect, loginAs, SIGNED_IN_HINT_COOKIE, test } from '../fixtures';

/*
 * Issue 26: a visitor's home, news, story, privacy and terms pages come rendered by the server
 * (decision 045). They show their content before any script runs, the scripts take over without a
 * warning or a shift, and a browser that holds a token gets the app's own page.
 */

const SERVER_RENDERED = [
  '/',
  '/news-events',
  '/news-events/2',
  '/news-events/post/1',
  '/privacy-policy',
  '/terms-and-conditions',
  '/promotional-tools',
];

interface Story {
  id: number;
  title: string;
  body: string;
}

async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** The text of an HTML fragment's first paragraph. */
function firstParagraph(html: string): string {
  const paragraph = /<p>(.*?)<\/p>/s.exec(html)?.[1] ?? html;
  return paragraph.replace(/<[^>]+>/g, '').trim();
}

test.describe('a visitor with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('sees the home page hero and the headline of its featured story', async ({ page }) => {
    const home = await apiData<{ featuredNews: Story[] }>(page, '/api/content/gethomepage');
    const featured = home.featuredNews[0];
    expect(featured, 'the demo homepage features a story').toBeDefined();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Games your players love, ready for your market.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(featured!.title) }).first()).toBeVisible();
  });

  test('sees the news archive and a story with its body', async ({ page }) => {
    const story = await apiData<Story>(page, '/api/news/get?id=1');
    await page.goto('/news-events');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(story.title) }).first()).toBeVisible();

    await page.goto('/news-events/post/1');
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page.getByText(firstParagraph(story.body))).toBeVisible();
    await expect(page).toHaveTitle(story.title);
  });

  test('sees the privacy policy and the terms', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('This policy explains what personal data')).toBeVisible();
    await page.goto('/terms-and-conditions');
    await expect(
      page.getByText('These terms apply to your use of the Northstar Games partner portal'),
    ).toBeVisible();
  });
});

/** Errors and warnings the page logs (a hydration that failed logs '[hydration]', main.tsx). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Document requests: a link the hydrated app handles loads none. */
function documentRequests(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  return documents;
}

for (const width of [1366, 375]) {
  test.describe(`a visitor at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the scripts take over every server-rendered page without a warning, and its links navigate in place', async ({
      page,
    }) => {
      const problems = consoleProblems(page);
      for (const path of SERVER_RENDERED) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // Hydrated: the app's router answers the logo's link without loading a document.
        const documents = documentRequests(page);
        await page.getByRole('link', { name: 'Northstar Games home' }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(documents, `${path}: the home link loaded a document`).toEqual([]);
      }
      expect(problems).toEqual([]);
    });

    test('nothing moves as the scripts take over (layout shift at most 0.02)', async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const path of SERVER_RENDERED) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // The web fonts swap in after the first screen (decision 042).
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(500);
        const shift = await page.evaluate(() =>
          (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce(
            (sum, value) => sum + value,
            0,
          ),
        );
        expect(shift, `${path} at ${width} px`).toBeLessThanOrEqual(0.02);
      }
    });
  });
}

test.describe('a signed-in browser', () => {
  test('gets the app’s own page on a public route, with its account in the header', async ({ page }) => {
    await loginAs(page, 'customer');
    // A token stored before the hint existed: the server's visitor page comes, and is replaced.
    await page.context().clearCookies({ name: SIGNED_IN_HINT_COOKIE });
    await page.goto('/news-events');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
    // From then on the server sends the page without a visitor's content.
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE)).toBe(true);
    const html = await (await page.request.get('/news-events')).text();
    expect(html).not.toContain('id="portal-state"');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  });

  test('a visitor again after logging out gets the server’s page', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logout successful')).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE)).toBe(false);
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('id="portal-state"');
  });
});
