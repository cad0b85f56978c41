import { expect, failApiCalls, loginAs, test } from '../fixtures';

test.describe('guest links', () => {
  test('a guest link signs in, goes home and shows the expiry alert after 1 s for 8 s', async ({ page }) => {
    await page.goto('/guest/demo-guest');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    const alert = page.getByText(/^Account expires (today|in \d+ days)$/);
    await expect(alert).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    // Guests get no profile menu.
    await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
    await expect(alert).toBeHidden({ timeout: 12_000 });
  });

  test('an expired guest link explains that access has ended', async ({ page }) => {
    await page.goto('/guest/expired-guest');
    await expect(page.getByRole('heading', { name: 'This guest access has ended' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('start-up', () => {
  test('a failing user load shows the full-page error', async ({ page }) => {
    await loginAs(page, 'customer');
    await failApiCalls(
      page,
      '**/api/user/active',
      { code: 500, name: 'Internal Server Error' },
      'Database unavailable',
    );
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 1, name: 'An error occurred :(' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('a refused token continues as a visitor', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('portal-token', 'not-a-real-token'));
    await page.goto('/news-events');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  });
});

test.describe('header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a visitor gets the mobile menu with the navigation and account actions', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Northstar Games home' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = header.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of ['eInstant Games', 'Draw Games', 'Asset Manager', 'Pipeline', 'News & Events']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Signup' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('link', { name: 'Draw Games' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/draw-games$/);
    const box = await header.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a customer sees the region indicator and Logout in the menu', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^Regions/ })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logout successful')).toBeVisible();
  });
});
