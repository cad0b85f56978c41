import { type Envelope, expect, test } from '../fixtures';

/*
 * Issue 28 item 3: the promotional-tool modules reach their readers: the homepage shows those its
 * editor picked, and the promotional-tools page shows them all, with its document's hero and sections.
 */

interface Module {
  key: string;
  title: string;
}

test('the homepage shows the picked promotional tools and leads to their page, which shows every tool', async ({
  page,
}) => {
  const home = (
    (await (await page.request.get('/api/content/gethomepage')).json()) as Envelope<{
      promotionalToolModules: Module[];
    }>
  ).data;
  const tools = (
    (await (await page.request.get('/api/content/getpromotionaltools')).json()) as Envelope<{
      modules: Module[];
    }>
  ).data;
  expect(home.promotionalToolModules.length).toBeGreaterThan(0);

  await page.goto('/');
  const section = page.getByRole('region', { name: 'Promotional tools' });
  for (const module of home.promotionalToolModules)
    await expect(section.getByRole('heading', { level: 3, name: module.title })).toBeVisible();

  await section.getByRole('link', { name: 'All promotional tools' }).click();
  await expect(page).toHaveURL(/\/promotional-tools$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotional tools' })).toBeVisible();
  for (const module of tools.modules)
    await expect(page.getByRole('heading', { level: 2, name: module.title })).toBeVisible();
  await expect(page).toHaveTitle('Promotional Tools');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees the promotional tools, rendered by the server', async ({ page }) => {
    await page.goto('/promotional-tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotional tools' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Second chance draws' })).toBeVisible();
  });
});
