import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, type Envelope, expect, loginAs, test } from '../fixtures';
import { outboxDir, setLinkMailedTo } from '../outbox';

/*
 * Issue 28 item 4 (decision 046): a signed-in page learns that its account changed elsewhere, at once
 * on its next call and within a minute (or when it comes back into view) while it is open, and acts
 * as SPEC §4 says: an expired guest goes to /guest/{slug}, anyone else to Login with the refusal.
 * Item 7: an unknown admin path goes to the Dashboard (SPEC §2).
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function staffToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/authentication/login', {
    form: { email, password: DEMO_PASSWORD },
  });
  return ((await answer.json()) as Envelope<string>).data;
}

async function post<T>(
  request: APIRequestContext,
  path: string,
  token: string,
  form: Record<string, string>,
) {
  const answer = await request.post(path, { headers: { 'consumer-token': token }, form });
  const body = (await answer.json()) as Envelope<T>;
  expect(body.success, `${path}: ${body.error}`).toBe(true);
  return body.data;
}

/** The page comes back into view (as when its tab is chosen again). */
async function comeBackIntoView(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

test.describe('a signed-in page whose account changes elsewhere', () => {
  test('a guest whose access an account manager ends goes to the expired page when the page comes back into view', async ({
    page,
  }) => {
    const am = await staffToken(page.request, DEMO_USERS.am);
    const { user: guest } = await post<{ user: { id: number; guestSlug: string } }>(
      page.request,
      '/api/user/create',
      am,
      {
        type: 'POST',
        userType: 'guest',
        firstName: 'Gina',
        surname: `Ending ${unique()}`,
        email: `gina.${unique()}@example.com`,
        guestExpiryDays: '14',
        regions: JSON.stringify([{ region: 'us--all', isDefault: true }]),
      },
    );
    const login = await page.request.post('/api/authentication/guestLogin', {
      form: { guestSlug: guest.guestSlug },
    });
    const token = ((await login.json()) as Envelope<string>).data;
    await page.addInitScript((value) => window.localStorage.setItem('portal-token', value), token);
    await page.goto('/games');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await post(page.request, '/api/user/guest/expire', am, { id: String(guest.id) });
    await comeBackIntoView(page);
    await expect(page).toHaveURL(new RegExp(`/guest/${guest.guestSlug}$`));
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('a user deleted while browsing goes to Login with the refusal on the next call', async ({ page }) => {
    test.skip(!outboxDir(), 'needs the started server (E2E_DATA_DIR) to read its outbox');
    const sa = await staffToken(page.request, DEMO_USERS.sa);
    const email = `dana.${unique()}@example.com`;
    const before = Date.now();
    await post(page.request, '/api/user/create', sa, {
      type: 'POST',
      userType: 'igt',
      userGroup: 'CM',
      firstName: 'Dana',
      surname: `Deleted ${unique()}`,
      email,
      regions: JSON.stringify([{ region: 'us--all', isDefault: true }]),
    });
    const users = await (
      await page.request.get('/api/users/getAll?type=igt', { headers: { 'consumer-token': sa } })
    ).json();
    const id = (users as Envelope<{ id: number; email: string }[]>).data.find(
      (user) => user.email === email,
    )!.id;
    // A password of their own, chosen through the link of their invitation.
    const link = await setLinkMailedTo(email, before);
    await post(page.request, '/api/user/update-password', '', {
      token: link.split('/').pop()!,
      password: DEMO_PASSWORD,
    });
    const token = (
      (await (
        await page.request.post('/api/authentication/login', { form: { email, password: DEMO_PASSWORD } })
      ).json()) as Envelope<string>
    ).data;
    await page.addInitScript((value) => window.localStorage.setItem('portal-token', value), token);
    await page.goto('/news-events');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await post(page.request, '/api/user/delete', sa, { id: String(id) });
    // The next call the page makes (the asset library's folders) is refused: it asks who it is, and
    // goes to Login.
    await page.getByRole('navigation').first().getByRole('link', { name: 'Asset Manager' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You need to be logged in.')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('portal-token'))).toBeNull();
  });
});

test('an unknown admin path goes to the Dashboard', async ({ page }) => {
  await loginAs(page, 'sa');
  await page.goto('/admin/nope');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
});
