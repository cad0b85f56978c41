import { DEMO_PASSWORD, DEMO_USERS, type Envelope, expect, test } from '../fixtures';

test('a login through the form is recorded in the audit log an SA reads', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(DEMO_USERS.performance);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  const login = await request.post('/api/authentication/login', {
    form: { email: DEMO_USERS.sa, password: DEMO_PASSWORD },
  });
  const token = ((await login.json()) as Envelope<string>).data;
  await expect(async () => {
    const answer = await request.get('/api/logs/get?limit=20', { headers: { 'consumer-token': token } });
    const entries = (
      (await answer.json()) as Envelope<{ description: string; user: { fullName: string } | null }[]>
    ).data;
    expect(entries).toContainEqual(
      expect.objectContaining({
        description: 'Login success',
        user: expect.objectContaining({ fullName: 'Lars Nilsen' }),
      }),
    );
  }).toPass({ timeout: 10_000 });
});
