import type { Page } from '@playwright/test';
import { type Envelope, expect, expectNoSeriousAxeViolations, loginAs, screenshot, test } from '../fixtures';

/*
 * Search by keyboard alone (issue 29 items 2 and 5): a customer focuses the header's box with `/`,
 * types a game's name, moves down the results with the arrows and opens one with Enter; then the
 * full results page, a kind filter and Back. No clicks: every step is a key press. axe checks the
 * open combobox and the results page.
 */

interface Result {
  kind: string;
  id: number | string;
  title: string;
  href: string;
}

/**
 * A game the customer finds in their selection (the seed decides which games exist), as the search
 * call answers the box: with the selected regions, the customer's default Pennsylvania.
 */
async function aGameOfTheCustomer(page: Page, token: string): Promise<Result> {
  const query = new URLSearchParams({
    q: 'viking',
    kinds: 'game',
    limit: '5',
    regions: '["us--pennsylvania"]',
  });
  const response = await page.request.get(`/api/search?${query}`, { headers: { 'consumer-token': token } });
  const body = (await response.json()) as Envelope<{ results: Result[] }>;
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  const game = body.data?.results[0];
  if (!game) throw new Error('the customer finds no game for "viking"');
  return game;
}

const box = (page: Page) => page.getByRole('combobox', { name: 'Search the portal' });

test.describe('search by keyboard alone', () => {
  // Many key presses, axe twice and screenshots on a machine others share.
  test.setTimeout(180_000);

  test('a customer opens a game from the header box, then filters the full results and goes Back', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const token = await loginAs(page, 'customer');
    const game = await aGameOfTheCustomer(page, token);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    // `/` focuses the box (its code takes the stand-in's place with the focus).
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await page.keyboard.type(game.title, { delay: 20 });
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    const games = listbox.getByRole('group', { name: /^eInstant games/ });
    await expect(games.getByRole('option').first()).toContainText(game.title);
    await expect(listbox.locator('mark').first()).toBeVisible();
    await expect(listbox.getByRole('option', { name: `See all results for '${game.title}'` })).toBeVisible();

    await page.keyboard.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await expect(box(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');

    await screenshot(page, 'search-combobox-1366');
    await expectNoSeriousAxeViolations(page, testInfo);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${game.href.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
    await expect(box(page)).toHaveValue('');

    // The full page: `/`, the text, Enter with no option active.
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('lucky', { delay: 20 });
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=lucky$/);
    await expect(page.getByRole('heading', { level: 1, name: "Results for 'lucky'" })).toBeVisible();
    const filters = page.getByRole('navigation', { name: 'Filter results by kind' });
    await expect(filters.getByRole('link', { name: /^All \d+/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
    await screenshot(page, 'search-page-1366');

    // Tab to the assets filter and choose it with Enter.
    const assetsFilter = filters.getByRole('link', { name: /^Assets \d+/ });
    for (
      let step = 0;
      step < 40 && !(await assetsFilter.evaluate((link) => link === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(assetsFilter).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=lucky&kinds=asset$/);
    await expect(assetsFilter).toHaveAttribute('aria-current', 'true');
    const results = page.getByRole('region', { name: 'Results' }).getByRole('listitem');
    await expect(results.first()).toContainText('Assets');
    expect(await results.filter({ hasNotText: 'Assets' }).count()).toBe(0);

    // Back returns to every kind, from the address.
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=lucky$/);
    await expect(filters.getByRole('link', { name: /^All \d+/ })).toHaveAttribute('aria-current', 'true');
  });

  test('Escape closes the popup, then clears the box; on a phone the search panel opens and gives focus back', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('news', { delay: 20 });
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(page)).toHaveValue('news');
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveValue('');

    await page.setViewportSize({ width: 375, height: 800 });
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await expect(button).toBeVisible();
    await page.keyboard.press('/');
    const panel = page.getByRole('dialog', { name: 'Search' });
    await expect(panel).toBeVisible();
    const panelBox = panel.getByRole('combobox', { name: 'Search the portal' });
    await expect(panelBox).toBeFocused();
    await page.keyboard.type('lucky', { delay: 20 });
    await expect(panel.getByRole('option').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
    await screenshot(page, 'search-panel-375');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await page.goto('/search?q=lucky');
    await expect(page.getByRole('heading', { level: 1, name: "Results for 'lucky'" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('listitem').first()).toBeVisible();
    await screenshot(page, 'search-page-375');
  });

  // A library asset: an asset of a game's own tree opens at the library's root for now (see the report).
  test('an asset result opens the asset manager in its folder with the file highlighted', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, 'customer');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('Viking Voyage Key Art', { delay: 20 });
    const assets = page
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('group', { name: /^Assets/ });
    const keyArt = assets.getByRole('option', { name: /^Viking Voyage - Key Art\.jpg/ });
    await expect(keyArt).toBeVisible();
    // Down to its option, however many results come before it.
    for (let step = 0; step < 10 && (await keyArt.getAttribute('aria-selected')) !== 'true'; step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(keyArt).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/asset-manager\?(shelf=\w+&)?folder=\d+&highlight=\d+$/);
    const row = page.getByRole('row', { name: /Viking Voyage - Key Art\.jpg/ });
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toBeInViewport();
  });
});
