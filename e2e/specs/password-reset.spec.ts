import { expect, submitLoginForm, submitNewPassword, test } from '../fixtures';
import { outboxDir, setLinkMailedTo } from '../outbox';

// The invited demo account has no password yet: Reset Password sends it a set link, written to the
// server's outbox (DATA_DIR/outbox) since the e2e server has no SMTP_URL.
const INVITED = 'invited@demo.test';
const NEW_PASSWORD = 'lanterns over the harbour';

test.describe('choosing a password from a mailed link', () => {
  test.skip(!outboxDir(), 'needs the started server (E2E_DATA_DIR) to read its outbox');

  test('an invited customer asks for a link, sets a password and logs in with it', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your details?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter the e-mail address of your account.');

    const asked = Date.now() - 1000;
    await page.getByLabel('Email address').fill(INVITED);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    const link = await setLinkMailedTo(INVITED, asked);
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();

    await submitNewPassword(page, 'short');
    await expect(page.getByRole('alert')).toHaveText('Choose a password of 12 to 256 characters.');

    await submitNewPassword(page, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    await expect(page.getByRole('alert')).toHaveText('The two passwords do not match.');

    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();

    await page.getByRole('link', { name: 'Login' }).click();
    await submitLoginForm(page, INVITED, NEW_PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);

    // The link was used up: opening it again says so and offers a new one.
    await page.goto(new URL(link).pathname);
    await submitNewPassword(page, 'another long passphrase');
    await expect(page.getByRole('alert')).toContainText('This link has expired or has already been used.');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
  });
});
