import { startTestIdentityProvider, type TestIdentityProvider } from '../../server/src/test/oidc-provider.ts';
import { expect, expectNoSeriousAxeViolations, shots, TOKEN_STORAGE_KEY, test } from '../fixtures';

/**
 * Company sign-in in Chromium (issue 32 item 2): the portal started by playwright.config.ts has
 * OIDC_ISSUER pointing at E2E_OIDC_PORT, where this spec starts oidc-provider as the company's
 * identity provider; the browser goes through its real login and consent pages.
 */
const COMPANY_BUTTON = { name: 'Sign in with your company account' };
let idp: TestIdentityProvider;

// Two sites, their pages and axe in one test: more than the default minute on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(async ({ baseURL }) => {
  idp = await startTestIdentityProvider({
    redirectUri: `${baseURL}/api/authentication/oidc/callback`,
    port: Number(process.env.E2E_OIDC_PORT),
  });
  idp.accounts.set('grace', {
    email: 'grace.hopper@company.test',
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    groups: ['everyone', 'portal-am'],
  });
  idp.accounts.set('visitor', {
    email: 'visitor@company.test',
    email_verified: true,
    given_name: 'Vera',
    family_name: 'Visitor',
    groups: ['everyone'],
  });
});
test.afterAll(() => idp?.close());

async function signInAtProvider(page: import('@playwright/test').Page, login: string) {
  // The provider's development pages import a web font from Google; this machine has no way out.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
  await page.getByRole('button', COMPANY_BUTTON).click();
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a staff member signs in with their company account and lands where they meant to go', async ({
  page,
  pageErrors,
}, testInfo) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  const button = page.getByRole('button', COMPANY_BUTTON);
  await expect(button).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo);
  await shots(page, 'sso-login');

  await signInAtProvider(page, 'grace');

  // Back in the portal as an AM, just in time, at the admin area the guard sent them from.
  await expect(page.getByRole('heading', { name: /Welcome back, Grace/ })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  const token = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY);
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // The token never rode in an address: the browser's history holds none.
  const history = await page.evaluate(() => window.location.href);
  expect(history).not.toContain(token!);
  expect(pageErrors).toEqual([]);
});

test('a staff member with no portal group is refused with a sentence on the login page', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await signInAtProvider(page, 'visitor');
  await expect(page).toHaveURL(/\/login\?sso-problem=no-group$/);
  await expect(page.getByRole('alert')).toHaveText(/not in a group that may use this portal/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  await expectNoSeriousAxeViolations(page, testInfo);
  await shots(page, 'sso-refused');
});
