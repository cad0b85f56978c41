import { DEMO_PASSWORD, DEMO_USERS, type Envelope, expect, submitLoginForm, test } from '../fixtures';

test('a login through the form is recorded in the audit log an SA reads', async ({ page, request }) => {
  await page.goto('/login');
  await submitLoginForm(page, DEMO_USERS.performance, DEMO_PASSWORD);
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
