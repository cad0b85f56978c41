import { DEMO_USERS, type Envelope, expect, loginAs, test } from '../fixtures';

test.describe('smoke', () => {
  test('the home page opens with a title and the header navigation', async ({ page, pageErrors }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/\S/);
    await expect(page.getByRole('link', { name: 'eInstant Games' }).first()).toBeVisible();
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  test('a deep link answers the app (history fallback)', async ({ page, request }) => {
    const index = await request.get('/');
    const deep = await request.get('/games/1/overview', { headers: { accept: 'text/html' } });
    expect(deep.status()).toBe(200);
    expect(deep.headers()['content-type']).toMatch(/^text\/html/);
    // The same app: a route's own page (decision 039) or index.html, both starting the same entry.
    // (The entry, not the page's small async script that starts a signed-in caller's reads.)
    const entryOf = (html: string) => html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
    const deepHtml = await deep.text();
    expect(deepHtml).toContain('<div id="root"></div>');
    expect(entryOf(deepHtml)).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(entryOf(deepHtml)).toBe(entryOf(await index.text()));

    // A visitor lacks the Games permission: the app sends them to the login form.
    await page.goto('/games/1/overview');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
  });

  test('a user signed in through the API reaches the dashboard', async ({ page }) => {
    await loginAs(page, 'sa');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('the API knows the signed-in user', async ({ page }) => {
    const token = await loginAs(page, 'customer');
    const response = await page.request.get('/api/user/active', { headers: { 'consumer-token': token } });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as Envelope<{ email: string; userGroup: string }>;
    expect(body.success).toBe(true);
    expect(body.data.email).toBe(DEMO_USERS.customer);
    expect(body.data.userGroup).toBe('customer');
  });

  test('an unknown page shows the not-found screen', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown API route answers the JSON envelope with 404', async ({ request }) => {
    const response = await request.get('/api/no-such-route', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const body = (await response.json()) as Envelope;
    expect(body).toMatchObject({ success: false, status: { code: 404 } });
    expect(typeof body.status.name).toBe('string');
    expect(typeof body.error).toBe('string');
    expect(body.error).not.toBe('');
    expect(body).toHaveProperty('data');
  });
});
