import { expect, loginAs, test } from '../fixtures';

const REGION_COOKIE = 'portal-regions';

async function regionCookie(page: import('@playwright/test').Page): Promise<string[] | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === REGION_COOKIE);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as string[]) : null;
}

test.describe('region selector', () => {
  test('a customer sees only their own regions and the summary follows every change', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/games');
    const indicator = page.getByRole('button', { name: /^Regions/ });
    await expect(indicator).toBeVisible();
    await indicator.click();
    const selector = page.getByRole('dialog', { name: 'Region selector' });
    await expect(selector.getByRole('heading', { name: 'Your regions' })).toBeVisible();
    await expect(selector.getByRole('heading', { name: 'Selected Regions' })).toBeVisible();
    await expect(selector.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    await expect(selector.getByRole('button', { name: /^Europe/ })).toHaveCount(0);

    const boxes = selector.getByRole('checkbox');
    const count = await boxes.count();
    expect(count).toBeGreaterThan(0);
    const checked = selector.getByRole('checkbox', { checked: true });
    await expect(checked).toHaveCount(1);
    await expect(selector.getByText('1 selected')).toBeVisible();

    // Select every region of the customer, then remove them one by one with the tags.
    for (let i = 0; i < count; i += 1) {
      const box = boxes.nth(i);
      if ((await box.getAttribute('aria-checked')) !== 'true') await box.click();
    }
    await expect(selector.getByText(`${count} selected`)).toBeVisible();
    expect(await regionCookie(page)).toHaveLength(count);
    const cookie = (await page.context().cookies()).find((c) => c.name === REGION_COOKIE)!;
    const days = (cookie.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    const removeButtons = selector.getByRole('button', { name: /^Remove / });
    for (let left = count; left > 0; left -= 1) {
      await removeButtons.first().click();
      await expect(removeButtons).toHaveCount(left - 1);
    }
    await expect(selector.getByText('No regions selected')).toBeVisible();
    expect(await regionCookie(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(selector).toBeHidden();
    await expect(indicator).toBeFocused();
    await expect(indicator).toHaveAccessibleName('Regions: none selected');
    await expect(page.getByText('Showing games for all regions')).toBeVisible();
  });

  test('an SA sees every group as a section, plus Reset', async ({ page }) => {
    await loginAs(page, 'sa');
    await page.goto('/games');
    await page.getByRole('button', { name: /^Regions/ }).click();
    const selector = page.getByRole('dialog', { name: 'Region selector' });
    for (const group of ['Europe', 'Canada', 'United States', 'Latin America', 'Asia Pacific']) {
      await expect(selector.getByRole('button', { name: new RegExp(`^${group}( \\d+)?$`) })).toBeVisible();
    }
    const canada = selector.getByRole('button', { name: /^Canada/ });
    await canada.click();
    await expect(canada).toHaveAttribute('aria-expanded', 'true');
    const before = await regionCookie(page);
    await selector.getByRole('checkbox', { name: 'Quebec' }).click();
    await expect(selector.getByRole('checkbox', { name: 'Quebec' })).toBeChecked();
    await expect(selector.getByRole('button', { name: 'Remove Quebec' })).toBeVisible();
    expect(await regionCookie(page)).toContain('canada--quebec');
    await expect(page.getByText(/Showing games for .*Quebec/)).toBeVisible();

    await selector.getByRole('button', { name: 'Reset' }).click();
    await expect(selector.getByRole('button', { name: 'Remove Quebec' })).toHaveCount(0);
    expect(await regionCookie(page)).toEqual(before);
  });

  test('the region tip shows until closed and then stays closed', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/');
    const tip = page.getByRole('note', { name: 'Region tip' });
    await expect(tip).toBeVisible();
    await tip.getByRole('button', { name: 'Dismiss region tip' }).click();
    await expect(tip).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: /^Regions/ })).toBeVisible();
    await expect(tip).toHaveCount(0);
  });

  test('the indicator is hidden for a user without regions and on admin pages', async ({ page, browser }) => {
    await loginAs(page, 'noRegions');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Regions/ })).toHaveCount(0);

    const context = await browser.newContext();
    const admin = await context.newPage();
    await loginAs(admin, 'sa');
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    await expect(admin.getByRole('button', { name: /^Regions/ })).toHaveCount(0);
    await context.close();
  });

  test('logout clears the selection', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^Regions/ })).toBeVisible();
    expect(await regionCookie(page)).not.toBeNull();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logout successful')).toBeVisible();
    await expect.poll(() => regionCookie(page)).toBeNull();
  });
});
