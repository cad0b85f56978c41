import { expect, test } from '../fixtures.ts';

/**
 * The API reference (issue 9 item 6): /api/docs renders the OpenAPI description with the
 * self-hosted Swagger UI, under the page's own content security policy.
 */

// SPEC §7 calls the server answers, one per section: auth, games, draw games, assets, news, content, logs.
const SPEC_CALLS = [
  ['POST', '/api/authentication/login'],
  ['GET', '/api/globals/all'],
  ['GET', '/api/user/active'],
  ['POST', '/api/game/all'],
  ['POST', '/api/game/create'],
  ['POST', '/api/popular-draw-games/all'],
  ['POST', '/api/enchanced-features-content/create'],
  ['GET', '/api/asset/directory'],
  ['POST', '/api/asset/move'],
  ['GET', '/download/asset/zip/{id}'],
  ['GET', '/api/news/get'],
  ['GET', '/api/content/gethomepage'],
  ['GET', '/api/logs/get'],
] as const;

test('the API reference lists the SPEC §7 calls, with no console errors or CSP violations', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  // Swagger UI parses the whole description before it draws; on a loaded machine that takes a while.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /Lottery games portal API/ })).toBeVisible({
    timeout: 180_000,
  });

  // Each operation has an expand button named by its method and path, with a zero-width space
  // before every '/' (Swagger UI's line-break hints): 'post \u200b/api\u200b/game\u200b/all'.
  const operation = (method: string, path: string) =>
    page.getByRole('button', {
      name: `${method.toLowerCase()} ${path.replaceAll('/', '\u200b/')}`,
      exact: true,
    });
  // The tags are listed closed; each opens on a click on its name (the first segment after /api).
  const tags = new Set(SPEC_CALLS.map(([, path]) => path.split('/')[path.startsWith('/api/') ? 2 : 1]!));
  for (const tag of tags) await page.getByRole('link', { name: tag, exact: true }).click();
  for (const [method, path] of SPEC_CALLS) {
    await expect(operation(method, path), `${method} ${path}`).toHaveCount(1);
  }

  // An operation opens to show who may call it and its payload, described from the domain schema.
  await operation('POST', '/api/authentication/login').click();
  await expect(page.getByText('Access: Anyone; a token, when sent, identifies the caller.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Request content type' })).toHaveValue(
    'application/x-www-form-urlencoded',
  );
  await expect(page.getByRole('row', { name: /^password \*required string/ })).toBeVisible();

  await page.screenshot({ path: test.info().outputPath('api-docs-1366.png'), fullPage: false });
  expect(problems).toEqual([]);
});
