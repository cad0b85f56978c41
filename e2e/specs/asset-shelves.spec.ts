import { expect, loginAs, patientExpect, test } from '../fixtures';

/*
 * Issue 28 item 2: the document centre, the financial document centre and the user's own folder are
 * shelves of the asset manager, each introduced by its page's content document.
 */

test('an operator user opens the document centres and their own folder from the asset manager', async ({
  page,
}) => {
  await loginAs(page, 'customer');
  await page.goto('/asset-manager');
  const shelves = page.getByRole('navigation', { name: 'Asset shelves' });
  await expect(shelves.getByRole('link', { name: 'Resource library' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await shelves.getByRole('link', { name: 'Document Centre' }).click();
  await expect(page).toHaveURL(/\?shelf=documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Document Centre' })).toBeVisible();
  await patientExpect(
    page.getByRole('table').getByRole('button', { name: 'Certificates', exact: true }),
  ).toBeVisible();

  await shelves.getByRole('link', { name: 'Financial documents' }).click();
  await patientExpect(
    page.getByRole('table').getByRole('button', { name: 'Investor Presentations', exact: true }),
  ).toBeVisible();

  await shelves.getByRole('link', { name: 'Your folder' }).click();
  await expect(page).toHaveURL(/\?shelf=mine$/);
  await expect(shelves.getByRole('link', { name: 'Your folder' })).toHaveAttribute('aria-current', 'page');
  // Nothing has been put in the demo customer's folder, so it is not made yet (reading makes none).
  await patientExpect(page.getByText('Nothing here yet')).toBeVisible();
  await expect(page.getByText('When we prepare files for you, they will appear here.')).toBeVisible();

  // The address keeps the shelf: a reload opens it again.
  await page.reload();
  await expect(shelves.getByRole('link', { name: 'Your folder' })).toHaveAttribute('aria-current', 'page');
});
