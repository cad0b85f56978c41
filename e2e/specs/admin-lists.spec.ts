import { expect, loginAs, patientExpect, test } from '../fixtures';

/*
 * Issue 27 part 3 in the browser: every admin list keeps its search, filters and sort in the address,
 * so opening a row and coming back finds the list as it was; a record that does not load says whether
 * it is not there (404) or could not be loaded (anything else), and only the latter offers a retry.
 */

test.describe('admin lists and records', () => {
  test('the games list keeps its filters and search when a game is opened and left', async ({ page }) => {
    await loginAs(page, 'sa');
    await page.goto('/admin/games');
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Live' });
    await page.getByRole('searchbox', { name: 'Search games' }).fill('Gold');
    await expect(page).toHaveURL(/state=live/);
    const first = page.getByRole('table', { name: 'Games' }).getByRole('rowheader').first().getByRole('link');
    await first.click();
    await expect(page).toHaveURL(/\/admin\/games\/edit\/\d+$/);
    await page.getByRole('link', { name: 'All games' }).click();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('live');
    await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveValue('Gold');
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('live');
  });

  test('the news and operators lists keep theirs too, and a sort', async ({ page }) => {
    await loginAs(page, 'sa');
    await page.goto('/admin/news-and-events');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Events' });
    await page
      .getByRole('table', { name: 'Stories' })
      .getByRole('rowheader')
      .first()
      .getByRole('link')
      .click();
    await patientExpect(page.getByRole('heading', { level: 1, name: 'Edit story' })).toBeVisible();
    await page.getByRole('link', { name: 'All stories' }).click();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Events');

    await page.goto('/admin/operators');
    await page.getByRole('searchbox', { name: 'Search operators by name' }).fill('a');
    await page.getByRole('button', { name: 'Users' }).click();
    await expect(page.getByRole('columnheader', { name: 'Users' })).toHaveAttribute('aria-sort', 'ascending');
    await page
      .getByRole('table', { name: 'Operators' })
      .getByRole('rowheader')
      .first()
      .getByRole('link')
      .click();
    await page.getByRole('link', { name: 'All operators' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search operators by name' })).toHaveValue('a');
    await expect(page.getByRole('columnheader', { name: 'Users' })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('a record that failed to load offers Try again; one that is not there says so', async ({ page }) => {
    await loginAs(page, 'sa');
    let failing = true;
    await page.route('**/api/game/get?**', async (route) => {
      if (!failing) return route.continue();
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          data: null,
          status: { code: 500, name: 'Internal Server Error' },
          error: 'The database is away.',
        }),
      });
    });
    await page.goto('/admin/games/edit/1');
    const problem = page.getByRole('alert').filter({ hasText: 'The game could not be loaded.' });
    await expect(problem).toBeVisible();
    await expect(problem.getByText('The database is away.')).toBeVisible();
    failing = false;
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();

    await page.goto('/admin/games/edit/999999');
    const missing = page.getByRole('alert').filter({ hasText: 'The game was not found.' });
    await expect(missing).toBeVisible();
    await expect(missing.getByRole('button', { name: 'Try again' })).toHaveCount(0);

    await page.goto('/admin/news-and-events/edit/not-a-number');
    await expect(page.getByRole('alert').filter({ hasText: 'The story was not found.' })).toBeVisible();
  });
});
