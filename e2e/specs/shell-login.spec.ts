import { expect, failApiCalls, loginAs, submitLoginForm, test } from '../fixtures';

const UNKNOWN =
  'Sorry, the email address or username provided does not belong to an active account. You can inquire about a new account here.';

const submit = (page: import('@playwright/test').Page, email: string, password = 'wrong-password-123') =>
  submitLoginForm(page, email, password);

test.describe('login messages (SPEC §2, §5, §8)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
  });

  test('the form has its links', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Forgot your details?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    await expect(page.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', /^mailto:/);
  });

  test('an empty username shows the unknown-account message without a call', async ({ page }) => {
    let called = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/authentication/login')) called = true;
    });
    await submit(page, '');
    await expect(page.getByRole('alert')).toHaveText(UNKNOWN);
    await expect(page.getByRole('alert').getByRole('link', { name: /here/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    expect(called).toBe(false);
  });

  test('a value that is not an e-mail shows the unknown-account message', async ({ page }) => {
    await submit(page, 'just-a-name');
    await expect(page.getByRole('alert')).toHaveText(UNKNOWN);
  });

  test('an unknown account (404) shows the unknown-account message', async ({ page }) => {
    await submit(page, 'nobody-here@demo.test');
    await expect(page.getByRole('alert')).toHaveText(UNKNOWN);
  });

  test('a wrong password shows "Invalid email address or password"', async ({ page }) => {
    await submit(page, 'performance@demo.test');
    await expect(page.getByRole('alert')).toHaveText('Invalid email address or password');
  });

  const throttled = 'Too many failed sign-in attempts. Please try again in 3 minutes.';
  for (const { title, status, error, shown } of [
    {
      title: 'a failure without a message shows the generic message',
      status: { code: 500, name: 'Internal Server Error' },
      error: null,
      shown: 'An error occurred. We apologise for any inconvenience',
    },
    {
      title: "a throttled login (429) shows the server's message",
      status: { code: 429, name: 'Too Many Requests' },
      error: throttled,
      shown: throttled,
    },
  ]) {
    test(title, async ({ page }) => {
      await failApiCalls(page, '**/api/authentication/login', status, error);
      await submit(page, 'customer@demo.test');
      await expect(page.getByRole('alert')).toHaveText(shown);
    });
  }

  test('a good login goes home signed in', async ({ page }) => {
    await submit(page, 'customer@demo.test', 'demo-password');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});

test.describe('login overlay and logout', () => {
  test('the header Login button opens the overlay; Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/news-events');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Login' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Login to your account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email address')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await submitLoginForm(dialog, 'customer@demo.test', 'demo-password');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/news-events$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('logout ends the session, says so and re-checks the page', async ({ page }) => {
    const token = await loginAs(page, 'customer');
    await page.goto('/asset-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Asset Manager' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logout successful')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Signup' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('portal-token'))).toBeNull();
    // The server session is over too.
    const after = await page.request.get('/api/user/active', { headers: { 'consumer-token': token } });
    expect(after.status()).toBe(401);
  });

  test('the profile menu offers an SA the Dashboard, by keyboard', async ({ page }) => {
    await loginAs(page, 'sa');
    await page.goto('/');
    const trigger = page.getByRole('button', { name: /^Account menu/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a customer has no Dashboard entry', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  });
});
