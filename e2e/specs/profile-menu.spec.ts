import { expect, loginAs, test } from '../fixtures';

/* Issue 28 item 9: the operator of an operator user, with its logo, shows where the user appears. */

test('an operator user’s profile menu names their operator with its logo', async ({ page }) => {
  await loginAs(page, 'customer');
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Keystone State Lottery')).toBeVisible();
  const logo = menu.locator('img');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a provider staff member’s menu names no operator', async ({ page }) => {
  await loginAs(page, 'am');
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menu').locator('img')).toHaveCount(0);
});
