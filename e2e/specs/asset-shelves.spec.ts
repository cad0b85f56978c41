import { DEMO_USERS, expect, loginAs, patientExpect, test } from '../fixtures';

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
  await patientExpect(page.getByText('No files shared with you yet')).toBeVisible();
  await expect(
    page.getByText('Files your account manager shares with you will be listed here.'),
  ).toBeVisible();

  // The address keeps the shelf: a reload opens it again.
  await page.reload();
  await expect(shelves.getByRole('link', { name: 'Your folder' })).toHaveAttribute('aria-current', 'page');
});

test("an SA's first upload makes a user's folder, and the user finds the file under Your folder", async ({
  page,
  browser,
}) => {
  const token = await loginAs(page, 'sa');
  const users = (await (
    await page.request.get('/api/users/getAll', { headers: { 'consumer-token': token } })
  ).json()) as { data: { id: number; email: string }[] };
  const performance = users.data.find((user) => user.email === DEMO_USERS.performance)!;
  await page.goto(`/admin/users/edit/${performance.id}`);
  const folder = page.getByRole('region', { name: 'Their folder' });
  await patientExpect(folder.getByRole('heading', { name: 'No folder yet' })).toBeVisible();
  const fileName = `Launch plan ${Date.now().toString(36)}.txt`;
  await folder
    .getByLabel(/^Files for /)
    .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from('Our launch plan') });
  await expect(page.getByText(/^Uploaded to .+'s folder\.$/)).toBeVisible();
  await patientExpect(folder.getByRole('table').getByText(fileName)).toBeVisible();

  const context = await browser.newContext();
  const user = await context.newPage();
  await loginAs(user, 'performance');
  await user.goto('/asset-manager?shelf=mine');
  await patientExpect(user.getByRole('table').getByText(fileName)).toBeVisible();
  await context.close();
});
