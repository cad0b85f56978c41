import { expect, expectNoSeriousAxeViolations, loginAs, loginAsGuest, shots, test } from '../fixtures';

/* Issue 29 items 3 and 4: the header's count of what is new, its page, and the digest choice. */

// Screenshots at two widths and axe on a loaded machine take longer than the default minute.
test.describe.configure({ timeout: 180_000 });

test('the header counts what is new; the page lists it by game; marking it seen empties it', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'performance');
  await page.goto('/');
  const link = page.getByRole('link', { name: /^What's new, \d+ new items?$/ });
  await expect(link).toBeVisible();
  const count = Number((await link.getAttribute('aria-label'))!.match(/\d+/)![0]);
  expect(count).toBeGreaterThan(0);

  await link.click();
  await expect(page).toHaveURL(/\/whats-new$/);
  await expect(page.getByRole('heading', { level: 1, name: "What's new" })).toBeVisible();
  await expect(page.getByText(`${count} new items for`)).toBeVisible();
  const games = page.getByRole('region', { name: 'Games' });
  await expect(games.getByRole('heading', { level: 3 }).first()).toBeVisible();
  // Artwork: the first game's image has loaded.
  const art = games.locator('img').first();
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Looking does not reset the count.
  await page.reload();
  await expect(page.getByRole('link', { name: `What's new, ${count} new items` })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo);
  await shots(page, 'whats-new');

  await page.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing new since your last visit' })).toBeVisible();
  await expect(page.getByRole('link', { name: "What's new", exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText(/^\d+$/)).toHaveCount(0);
  await shots(page, 'whats-new-empty');
});

test('a guest chooses the daily digest on the profile page, by keyboard', async ({ page }, testInfo) => {
  await loginAsGuest(page);
  await page.goto('/whats-new');
  await page.getByRole('link', { name: 'E-mail digest: weekly' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const group = page.getByRole('group', { name: 'E-mail digest' });
  await expect(group.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
  await group.getByRole('radio', { name: /^Weekly/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: /^Daily/ })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: you will get the daily digest.');
  await expectNoSeriousAxeViolations(page, testInfo);
  await shots(page, 'profile');
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'E-mail digest' }).getByRole('radio', { name: /^Daily/ }),
  ).toBeChecked();
});

test('an operator user finds the digest in the profile menu', async ({ page }) => {
  await loginAs(page, 'customer');
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile and e-mail digest' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // The demo customer's seeded choice.
  await expect(page.getByRole('radio', { name: /^Daily/ })).toBeChecked();
});
