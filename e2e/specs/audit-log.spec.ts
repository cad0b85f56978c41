import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  type Envelope,
  expect,
  loginAs,
  submitLoginForm,
  test,
} from '../fixtures';

/** Names unique to this run, so the spec can run again on the same server. */
const RUN = Date.now().toString(36);

async function tokenOf(page: Page, email: string): Promise<string> {
  const answer = await page.request.post('/api/authentication/login', {
    form: { email, password: DEMO_PASSWORD },
  });
  return ((await answer.json()) as Envelope<string>).data;
}

test('a login through the form is an event the app reported, not an entry of the audit trail', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await submitLoginForm(page, DEMO_USERS.performance, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  const token = await tokenOf(page, DEMO_USERS.sa);
  await expect(async () => {
    const answer = await request.get('/api/logs/client-events?limit=20', {
      headers: { 'consumer-token': token },
    });
    const events = (
      (await answer.json()) as Envelope<{ description: string; author: { fullName: string } | null }[]>
    ).data;
    expect(events).toContainEqual(
      expect.objectContaining({
        description: 'Login success',
        author: expect.objectContaining({ fullName: 'Lars Nilsen' }),
      }),
    );
  }).toPass({ timeout: 10_000 });
});

test("the SA's Dashboard says in words what a content save changed", async ({ page }) => {
  const sa = { 'consumer-token': await tokenOf(page, DEMO_USERS.sa) };
  const added = await page.request.post('/api/game/create', {
    headers: sa,
    form: { type: 'POST', gameName: `Clover ${RUN}`, description: '<p>First</p>' },
  });
  expect(added.status()).toBe(200);
  const { id } = ((await added.json()) as Envelope<{ id: number }>).data;
  const edited = await page.request.post('/api/game/create', {
    headers: sa,
    form: { type: 'PUT', id: String(id), gameName: `Lucky Clover ${RUN}`, description: '<p>Second</p>' },
  });
  expect(edited.status()).toBe(200);

  await loginAs(page, 'sa');
  await page.goto('/admin');
  const activity = page.getByRole('region', { name: 'Recent activity' });
  const entry = activity.getByRole('listitem').filter({ hasText: `Edited game Lucky Clover ${RUN}` });
  await expect(entry).toContainText(`Edited game Lucky Clover ${RUN}: name, description`);
  await expect(entry).toContainText(`Clover ${RUN} → Lucky Clover ${RUN}`);
  await expect(entry).not.toContainText('gameName');
  // The events the app reported are shown apart, and said to be reported.
  await expect(page.getByRole('region', { name: 'Reported by the app' })).toBeVisible();

  await page.request.post('/api/game/delete', { headers: sa, form: { id: String(id) } });
});

test('an AM sees the activity of the users they manage, and their history', async ({ page }) => {
  const am = { 'consumer-token': await tokenOf(page, DEMO_USERS.am) };
  const created = await page.request.post('/api/user/create', {
    headers: am,
    form: {
      type: 'POST',
      firstName: 'Casey',
      surname: `Audit ${RUN}`,
      email: `casey.${RUN}@example.test`,
      userType: 'igt',
      userGroup: 'CM',
      sendSetPasswordMail: 'false',
    },
  });
  expect(created.status()).toBe(200);
  const { user } = ((await created.json()) as Envelope<{ user: { id: number } }>).data;

  await loginAs(page, 'am');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, Marcus/ })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(
    activity
      .getByRole('listitem')
      .filter({ hasText: `Audit ${RUN}` })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reported by the app' })).toBeVisible();

  await page.goto(`/admin/users/edit/${user.id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(
    history
      .getByRole('listitem')
      .filter({ hasText: `Audit ${RUN}` })
      .first(),
  ).toBeVisible();
});
