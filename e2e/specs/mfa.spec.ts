import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  type Envelope,
  expect,
  loginAs,
  shots,
  submitLoginForm,
  test,
} from '../fixtures';
import { outboxDir, setLinkMailedTo } from '../outbox';

/*
 * Issue 32 items 3 and 4: an SA registers a passkey in Chromium's virtual authenticator and signs in
 * with it alone and as the second step; an AM sets up an authenticator app and signs in with a code
 * computed here (RFC 6238, by hand: an independent check of the server's). Each test makes its own
 * staff account, since a factor on a demo account would change every other spec's sign-in.
 */

// Passkeys need a domain name, never an IP address: the server's 127.0.0.1 is localhost here.
const port = process.env.E2E_PORT ?? '3210';
test.use({
  baseURL: (process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`).replace('127.0.0.1', 'localhost'),
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new igt account of `group` with DEMO_PASSWORD, made by the demo SA and its invitation link. */
async function newStaffMember(request: APIRequestContext, group: 'SA' | 'AM') {
  const sa = (
    (await (
      await request.post('/api/authentication/login', {
        form: { email: DEMO_USERS.sa, password: DEMO_PASSWORD },
      })
    ).json()) as Envelope<string>
  ).data;
  const email = `mfa.${group.toLowerCase()}.${unique()}@example.com`;
  const before = Date.now();
  const created = await request.post('/api/user/create', {
    headers: { 'consumer-token': sa },
    form: {
      type: 'POST',
      userType: 'igt',
      userGroup: group,
      firstName: group === 'SA' ? 'Petra' : 'Tomas',
      surname: `Second ${unique()}`,
      email,
      regions: JSON.stringify([{ region: 'us--all', isDefault: true }]),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const link = await setLinkMailedTo(email, before);
  const set = await request.post('/api/user/update-password', {
    form: { token: link.split('/').pop()!, password: DEMO_PASSWORD },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return email;
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/login');
  await submitLoginForm(page.getByRole('main'), email, DEMO_PASSWORD);
}

const signedIn = (page: Page) => expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

/** RFC 6238: the six-digit code of a base32 secret at `time`. */
function totp(secret: string, time = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/\s|=/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

test.describe('passkeys and second factors', () => {
  test.skip(!outboxDir(), 'needs the started server (E2E_DATA_DIR) to read its outbox');
  // Each walks a new account's invitation, several sign-ins and (TOTP) the next 30-second step.
  test.setTimeout(240_000);

  test('an SA adds a passkey, then signs in with it alone and as the step after the password', async ({
    page,
    pageErrors,
  }) => {
    const email = await newStaffMember(page.request, 'SA');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await signInWithPassword(page, email);
    await signedIn(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Security' }).click();
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();

    await page.getByLabel('Passkey name').fill('Work laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Work laptop');
    await shots(page, 'mfa-security-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(codes).toHaveCount(0);
    await expect(page.getByText('10 of 10 left.', { exact: false })).toBeVisible();
    await shots(page, 'mfa-security');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe('localhost');

    // A passkey alone.
    await logOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await signedIn(page);

    // The password, then the passkey.
    await logOut(page);
    await signInWithPassword(page, email);
    await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await shots(page, 'mfa-second-step-passkey');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await signedIn(page);
    expect(pageErrors).toEqual([]);
  });

  test('an AM sets up an authenticator app and signs in with a code after the password', async ({
    page,
    pageErrors,
  }) => {
    const email = await newStaffMember(page.request, 'AM');
    await signInWithPassword(page, email);
    await signedIn(page);
    await page.goto('/admin/security');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await page.locator('code').first().textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await shots(page, 'mfa-totp-setup');

    await page.getByLabel('Code from the app').fill('000000' === totp(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('That code is not right. Please try again.')).toBeVisible();
    await page.getByLabel('Code from the app').fill(totp(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    const recovery = (await codes.getByRole('listitem').first().textContent())!.trim();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('An authenticator app is set up.')).toBeVisible();

    await logOut(page);
    await signInWithPassword(page, email);
    await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
    await shots(page, 'mfa-second-step');
    // The code just used to confirm the app is taken: wait for the next one.
    const next = Math.ceil(Date.now() / 30_000) * 30_000;
    await page.waitForTimeout(next - Date.now() + 500);
    await page.getByLabel('Authentication code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await signedIn(page);

    // A recovery code, once.
    await logOut(page);
    await signInWithPassword(page, email);
    await page.getByLabel('Authentication code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await signedIn(page);
    await logOut(page);
    await signInWithPassword(page, email);
    await page.getByLabel('Authentication code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('an SA sees how a staff member signs in and resets their lost second factor', async ({ page }) => {
    const email = await newStaffMember(page.request, 'AM');
    const login = await page.request.post('/api/authentication/login', {
      form: { email, password: DEMO_PASSWORD },
    });
    const token = ((await login.json()) as Envelope<string>).data;
    const headers = { 'consumer-token': token };
    const started = await page.request.post('/api/mfa/totp/start', { headers, form: {} });
    const { secret } = ((await started.json()) as Envelope<{ secret: string }>).data;
    const confirmed = await page.request.post('/api/mfa/totp/confirm', {
      headers,
      form: { code: totp(secret) },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);

    const sa = await loginAs(page, 'sa');
    const users = await page.request.get('/api/users/getAll?type=igt', { headers: { 'consumer-token': sa } });
    const id = ((await users.json()) as Envelope<{ id: number; email: string }[]>).data.find(
      (user) => user.email === email,
    )!.id;
    await page.goto(`/admin/users/edit/${id}`);
    const panel = page.getByRole('heading', { name: 'How they sign in' }).locator('..');
    await expect(panel).toContainText('Authenticator app');
    await expect(panel).toContainText('Set up');
    await expect(panel).toContainText('10 left');
    await shots(page, 'mfa-user-sign-in-methods');
    await page.getByRole('button', { name: 'Reset second factor…' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset second factor' }).click();
    await expect(page.getByText(/second factor of .* was reset/)).toBeVisible();
    await expect(panel.getByText('Set up')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset second factor…' })).toHaveCount(0);
    // Their password alone signs them in again.
    const again = await page.request.post('/api/authentication/login', {
      form: { email, password: DEMO_PASSWORD },
    });
    expect(typeof ((await again.json()) as Envelope<unknown>).data).toBe('string');
  });
});
