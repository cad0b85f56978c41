import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, loginAs, test } from '../fixtures';

/** Pages scanned while signed out, each with what shows once it has rendered. */
const PAGES: { name: string; path: string; ready: (page: Page) => Locator }[] = [
  { name: 'home', path: '/', ready: (page) => page.getByRole('link', { name: 'eInstant Games' }).first() },
  {
    name: 'login',
    path: '/login',
    ready: (page) => page.getByRole('heading', { name: 'Login to your account' }),
  },
  {
    name: 'not found',
    path: '/no-such-page',
    ready: (page) => page.getByRole('heading', { name: 'Page not found' }),
  },
];

test.describe('accessibility (axe, WCAG 2.2 AA: no serious or critical violations)', () => {
  for (const { name, path, ready } of PAGES) {
    test(`${name} page (${path})`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');

      await expectNoSeriousAxeViolations(page, testInfo);
    });
  }

  test('admin dashboard (/admin), signed in as an SA: the sidebar and its group titles', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'sa');
    await page.goto('/admin');
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await expect(sidebar.getByText('Content', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await expectNoSeriousAxeViolations(page, testInfo);
  });
});
