import type { Browser } from '@playwright/test';
import {
  expect as baseExpect,
  type DemoUser,
  expectNoSeriousAxeViolations,
  loginAs,
  shots,
  test,
} from '../fixtures';

// These screens load several chunks and calls; on a shared, busy machine that can take a while.
const expect = baseExpect.configure({ timeout: 60_000 });

// A 1×1 PNG: the thumbnail upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The customer-facing catalogue of `who` (their default regions), searched for `name`. */
async function catalogueCard(browser: Browser, who: DemoUser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, who);
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'eInstant Games' })).toBeVisible();
  // Typed once the catalogue is in place: a search typed while the page starts could be lost (a CI
  // run saw the box empty), which is noted to look into rather than hidden by a retry here.
  await expect(page.getByRole('list', { name: 'Games' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search games by name' });
  await search.fill(name);
  await expect(search).toHaveValue(name);
  const card = page.getByRole('list', { name: 'Games' }).getByRole('listitem').filter({ hasText: name });
  return { page, card, close: () => context.close() };
}

test.describe('admin games', () => {
  test('SA adds a game with a thumbnail, per-region dates and a demo; customers of its region see it; SA renames and deletes it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(360_000);
    const name = `E2E Lantern ${Date.now()}`;
    const today = new Date().toISOString().slice(0, 10);
    await loginAs(page, 'sa');
    await page.goto('/admin/games');
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Games' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
    await shots(page, 'admin-games-list');

    await page.getByRole('link', { name: 'Add a game' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a game' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByLabel('Release date', { exact: true }).fill(today);
    await page.getByRole('checkbox', { name: 'Release dates per region' }).check();
    await page
      .getByRole('combobox', { name: 'Add a region' })
      .selectOption({ label: 'Pennsylvania (United States)' });
    await page.getByRole('button', { name: 'Add region' }).click();
    await page.getByLabel('Release date in Pennsylvania', { exact: true }).fill(today);

    await expect(page.getByText('Demo available: no')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Fallback address' })
      .fill('https://demo.example.com/e2e-lantern');
    await expect(page.getByText('Demo available: yes, via fallback')).toBeVisible();

    await page
      .getByLabel('Upload thumbnail')
      .setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('lantern.png')).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
    await shots(page, 'admin-game-add');

    await page.getByRole('button', { name: 'Add game' }).click();
    await expect(page).toHaveURL(/\/admin\/games\/edit\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const thumbnail = page.getByRole('group', { name: 'Thumbnail' });
    await expect(thumbnail.getByText('lantern.png')).toBeVisible();
    await expect(thumbnail.getByText('Uploads on save')).toHaveCount(0);
    // The 'was added' notice floats over the form's corner until it fades; scan the form without it.
    await expect(page.getByText(`“${name}” was added.`)).toBeHidden();
    await expectNoSeriousAxeViolations(page, testInfo);
    await shots(page, 'admin-game-edit');

    // A customer of Pennsylvania finds it, new; a customer of Norway does not.
    const pennsylvania = await catalogueCard(browser, 'customer', name);
    await expect(pennsylvania.card).toHaveCount(1);
    await expect(pennsylvania.card.getByText('New', { exact: true })).toBeVisible();
    await pennsylvania.close();
    const norway = await catalogueCard(browser, 'performance', name);
    await expect(norway.page.getByRole('heading', { name: 'No games match these filters' })).toBeVisible();
    await expect(norway.card).toHaveCount(0);
    await norway.close();

    // Rename.
    const renamed = `${name} Deluxe`;
    await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await page.getByRole('button', { name: 'Save game' }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await page.getByRole('link', { name: 'All games' }).click();
    await page.getByRole('searchbox', { name: 'Search games' }).fill(renamed);
    await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible();

    // Delete, from the editor, after a confirmation that says what stays.
    await page.getByRole('link', { name: renamed, exact: true }).click();
    await page.getByRole('button', { name: 'Delete game' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete “${renamed}”?` });
    await expect(
      confirm.getByText(/Files of the resource library it only points at are not touched/),
    ).toBeVisible();
    await shots(page, 'admin-game-delete');
    await confirm.getByRole('button', { name: 'Delete game' }).click();
    // Back to the list as it was left: searched for the game.
    await expect(page).toHaveURL(/\/admin\/games\?q=/);
    await page.getByRole('searchbox', { name: 'Search games' }).fill(renamed);
    await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
  });

  test('SA edits a popular draw game and the page content of popular draw games', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(360_000);
    await loginAs(page, 'sa');
    await page.goto('/admin/draw_games');
    await expect(page.getByRole('heading', { level: 1, name: 'Draw Games' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
    await shots(page, 'admin-draw-games');

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Popular Draw Games' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Popular Draw Games' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Popular Draw Games' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
    await shots(page, 'admin-popular-draw-games');

    const tagline = `Drawn twice a week ${Date.now()}`;
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
    await page.getByRole('textbox', { name: 'Tagline' }).fill(tagline);
    await expectNoSeriousAxeViolations(page, testInfo);
    await shots(page, 'admin-popular-draw-game-edit');
    await page.getByRole('button', { name: 'Save draw game' }).click();
    await expect(page.getByRole('table', { name: 'Popular Draw Games' })).toBeVisible();
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('textbox', { name: 'Tagline' })).toHaveValue(tagline);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The kind's page copy is the content page the public /draw-games shows (issue 28 item 1).
    await page
      .getByRole('navigation', { name: 'Draw games editors' })
      .getByRole('link', { name: 'Page content' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Popular Draw Games Page' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
    await shots(page, 'admin-popular-draw-games-page');
    // Other specs read the seeded copy: the page's revision before is restored at the end.
    const before = (await (await page.request.get('/api/content/getpopulardrawgamespage')).json()).data;
    try {
      const title = `The big draws ${Date.now().toString(36)}`;
      await page.getByRole('region', { name: 'Hero' }).getByRole('textbox', { name: 'Title' }).fill(title);
      await page.getByRole('button', { name: 'Add a section' }).click();
      const section = page.getByRole('textbox', { name: /^Section \d+ text$/ }).last();
      await section.click();
      await page.keyboard.type('Pick your numbers & wait for the draw.');
      await page.getByRole('button', { name: 'Save page' }).click();
      await expect(page.getByText('Saved: the page shows the new text now.')).toBeVisible();

      const visitor = await browser.newPage();
      await visitor.goto('/draw-games');
      const popular = visitor.getByRole('region', { name: title });
      await expect(popular.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(popular.getByText('Pick your numbers & wait for the draw.')).toBeVisible();
      await visitor.close();

      // SPEC's content call reads the same document.
      const copy = await page.request.get('/api/popular-draw-games-content/get');
      expect((await copy.json()).data.title).toBe(title);
    } finally {
      const token = await page.evaluate(() => localStorage.getItem('portal-token'));
      const restored = await page.request.post('/api/content/restore', {
        headers: { 'consumer-token': token ?? '' },
        data: { page: 'populardrawgamespage', revision: before.revision },
      });
      expect(restored.ok()).toBe(true);
    }
  });
});
