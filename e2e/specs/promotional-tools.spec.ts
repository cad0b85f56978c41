import { type Envelope, expect, loginAs, test } from '../fixtures';

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

test('an SA edits a promotional tool and readers see it; the page’s own text is the other view', async ({
  page,
  browser,
}) => {
  const token = await loginAs(page, 'sa');
  const before = (
    (await (await page.request.get('/api/content/getpromotionaltools')).json()) as Envelope<{
      modules: (Module & Record<string, unknown>)[];
    }>
  ).data.modules;
  const renamed = `Second chance draws ${Date.now().toString(36)}`;
  try {
    await page.goto('/admin/promotional-tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotional Tools' })).toBeVisible();
    const first = page.getByRole('textbox', { name: 'Title' }).first();
    await expect(first).toHaveValue(before[0]!.title);
    await first.fill(renamed);
    await page.getByRole('button', { name: 'Save tools' }).click();
    await expect(
      page.getByText('Saved: the promotional tools page and the homepage show the tools now.'),
    ).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto('/promotional-tools');
    await expect(visitor.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
    await visitor.close();

    await page
      .getByRole('navigation', { name: 'Promotional tools editors' })
      .getByRole('link', { name: 'Page content' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promotional Tools Page' })).toBeVisible();
  } finally {
    const restored = await page.request.post('/api/content/editpromotionaltoolsmodules', {
      headers: { 'consumer-token': token },
      data: {
        modules: before.map(({ key, title, text, image, callToAction }) => ({
          key,
          title,
          text,
          image: image ? { id: (image as { id: number }).id, alt: (image as { alt: string }).alt } : null,
          callToAction,
        })),
      },
    });
    expect(restored.ok()).toBe(true);
  }
});
