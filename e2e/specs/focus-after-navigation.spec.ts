import { expect, loginAs, patientExpect, test } from '../fixtures';

/*
 * Issue 28 item 13: after a navigation the keyboard focus goes to the new page's heading, not to the
 * page's body, so that a keyboard or screen-reader user continues from the page they opened.
 */

test('a link of the header leaves the focus on the new page’s heading', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation').first().getByRole('link', { name: 'News & Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeFocused();
});

test('opening a row of an admin list leaves the focus on the editor’s heading, and Back on the list’s', async ({
  page,
}) => {
  await loginAs(page, 'sa');
  await page.goto('/admin/news-and-events');
  const firstStory = page.getByRole('table').getByRole('link').first();
  await patientExpect(firstStory).toBeVisible();
  await firstStory.press('Enter');
  await expect(page).toHaveURL(/\/admin\/news-and-events\/edit\/\d+$/);
  await patientExpect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.goBack();
  await patientExpect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
