import type { Browser, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  type Envelope,
  patientExpect as expect,
  expectNoSeriousAxeViolations,
  loginAs,
  submitLoginForm,
  submitNewPassword,
  test,
} from '../fixtures';
import { outboxDir, setLinkMailedTo } from '../outbox';

// The people admin of issue 10 in a real Chromium against the real server: operators with logos,
// users invited by mail, guests with links that are extended and expired, and the AM rule.

test.describe.configure({ timeout: 180_000 });

const NEW_PASSWORD = 'tidewater lanterns at dusk';
/** Names and addresses unique to this run, so the spec can run again on the same server. */
const RUN = Date.now().toString(36);

/** A small SVG logo (shapes only: the server renders its thumbnail without fonts). */
const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" rx="24" fill="#0b6e4f"/><circle cx="60" cy="60" r="34" fill="#f5b93d"/></svg>',
);

/** A token for calls made beside the page (the forged call, ids of seeded records). */
async function tokenOf(page: Page, email: string): Promise<string> {
  const answer = await page.request.post('/api/authentication/login', {
    form: { email, password: DEMO_PASSWORD },
  });
  return ((await answer.json()) as Envelope<string>).data;
}

/** Adds a user through POST /api/user/create beside the page, signed in as `as` (an SA or AM). */
async function createUserAs(page: Page, as: string, form: Record<string, string>) {
  return page.request.post('/api/user/create', {
    headers: { 'consumer-token': await tokenOf(page, as) },
    form: { type: 'POST', ...form },
  });
}

async function idOf(
  page: Page,
  token: string,
  path: string,
  match: (row: Record<string, unknown>) => boolean,
) {
  const answer = await page.request.get(path, { headers: { 'consumer-token': token } });
  const rows = ((await answer.json()) as Envelope<Record<string, unknown>[]>).data;
  const row = rows.find(match);
  if (!row) throw new Error(`nothing matched in ${path}`);
  return row.id as number;
}

/** A second browser, signed out, for the person on the other end of a link. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('people admin', () => {
  test('an SA adds an operator with a logo and a customer of it, who sets a password and sees the operator’s regions', async ({
    page,
    browser,
  }) => {
    test.skip(!outboxDir(), 'needs the started server (E2E_DATA_DIR) to read its outbox');
    const operatorName = `Harbour Lotteries ${RUN}`;
    const email = `ada.harbour.${RUN}@example.test`;

    await loginAs(page, 'sa');
    await page.goto('/admin/operators');
    await page.getByRole('link', { name: 'Add an operator' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add an operator' })).toBeVisible();

    // The form refuses a missing name on the field, before any call.
    await page.getByRole('button', { name: 'Add operator' }).click();
    await expect(page.getByText("Please enter the operator's name.")).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(operatorName);
    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'harbour.svg', mimeType: 'image/svg+xml', buffer: LOGO_SVG });
    await expect(page.getByRole('img', { name: `New logo for ${operatorName}` })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Ontario' }).click();
    await page.getByRole('checkbox', { name: 'Quebec' }).click();
    await page.getByRole('button', { name: 'Add operator' }).click();

    await expect(page).toHaveURL(/\/admin\/operators\/edit\/\d+$/);
    const operatorId = page.url().split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1, name: operatorName })).toBeVisible();
    const logo = page.getByRole('img', { name: `${operatorName} logo` });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText(`${operatorName} has no users yet`)).toBeVisible();

    // Its customer: the operator is chosen already and only its regions are offered.
    await page.getByRole('link', { name: `Add a user to ${operatorName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a user' })).toBeVisible();
    await expect(page.getByLabel('Operator')).toHaveValue(operatorId);
    await expect(page.getByRole('checkbox', { name: 'British Columbia' })).toHaveCount(0);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Surname').fill('Harbour');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Group').selectOption({ label: 'Customer' });
    await page.getByRole('checkbox', { name: 'Ontario' }).click();
    await page.getByRole('checkbox', { name: 'Quebec' }).click();
    await page.getByLabel('Default region').selectOption({ label: 'Quebec' });
    const invited = Date.now() - 1000;
    await page.getByRole('button', { name: 'Add user' }).click();

    // Back on the operator's page, with the new user invited.
    await expect(page).toHaveURL(new RegExp(`/admin/operators/edit/${operatorId}$`));
    const row = page.getByRole('row', { name: /Ada Harbour/ });
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('Ontario, Quebec (default)');

    // The operator list shows its logo and its user.
    await page.goto('/admin/operators');
    const listed = page.getByRole('row', { name: new RegExp(operatorName) });
    await expect(listed.getByRole('img', { name: `${operatorName} logo` })).toBeVisible();
    await expect(listed.getByRole('cell', { name: '1', exact: true })).toBeVisible();

    // The customer follows the mailed link, chooses a password and signs in.
    const link = await setLinkMailedTo(email, invited);
    const customer = await freshPage(browser);
    await customer.goto(new URL(link).pathname);
    await submitNewPassword(customer, NEW_PASSWORD);
    await expect(customer.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
    await customer.getByRole('link', { name: 'Login' }).click();
    await submitLoginForm(customer, email, NEW_PASSWORD);
    await expect(customer.getByRole('button', { name: 'Logout' })).toBeVisible();

    await customer.goto('/games');
    await customer.getByRole('button', { name: /^Regions/ }).click();
    const selector = customer.getByRole('dialog', { name: 'Region selector' });
    await expect(selector.getByRole('heading', { name: 'Your regions' })).toBeVisible();
    await expect(selector.getByRole('checkbox', { name: 'Ontario' })).toBeVisible();
    await expect(selector.getByRole('checkbox', { name: 'Quebec', checked: true })).toBeVisible();
    await expect(selector.getByRole('checkbox')).toHaveCount(2);
    await customer.context().close();
  });

  test('an AM adds a guest and copies its link; the guest signs in; the AM extends, then expires the guest', async ({
    page,
    browser,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs(page, 'am');
    await page.goto('/admin/users/guests');
    await page.getByRole('link', { name: 'Add a guest' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a guest' })).toBeVisible();
    await page.getByLabel('First name').fill('Gail');
    await page.getByLabel('Surname').fill(`Visitor ${RUN}`);
    await page.getByLabel('E-mail').fill(`gail.${RUN}@example.test`);
    await page.getByRole('spinbutton', { name: 'Days' }).fill('10');
    await expect(page.getByText(/The guest can sign in until the end of/)).toBeVisible();
    await page.getByRole('button', { name: 'Add guest' }).click();

    // The guest's page: its link, copied to the clipboard.
    await expect(page).toHaveURL(/\/admin\/users\/edit\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Gail Visitor ${RUN}` })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Account' })).toContainText('10 days left');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText(`Link for Gail Visitor ${RUN} copied.`)).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^https?:\/\/[^/]+\/guest\/[A-Za-z0-9_-]{20,}$/);
    await expect(page.getByLabel('Guest link')).toHaveValue(link);
    const slug = new URL(link).pathname.split('/').at(-1)!;

    const guest = await freshPage(browser);
    await guest.goto(new URL(link).pathname);
    await expect(guest).toHaveURL((url) => url.pathname === '/');
    await expect(guest.getByText('Account expires in 10 days')).toBeVisible();

    // Extend by 7 days: the guest stays signed in and is told the new count.
    await page.getByRole('button', { name: 'Extend…' }).click();
    const extend = page.getByRole('alertdialog', { name: `Extend Gail Visitor ${RUN}'s access` });
    await extend.getByLabel('Days to add').selectOption('7');
    await extend.getByRole('button', { name: 'Extend by 7 days' }).click();
    await expect(page.getByRole('complementary', { name: 'Account' })).toContainText('17 days left');
    await guest.reload();
    await expect(guest.getByText('Account expires in 17 days')).toBeVisible();

    // Expire now, from the guest list: the guest's next call lands on /guest/{slug}.
    await page.getByRole('link', { name: 'All guests' }).click();
    await page.getByRole('button', { name: `More actions for Gail Visitor ${RUN}` }).click();
    await page.getByRole('menuitem', { name: 'Expire now' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Expire now' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`Gail Visitor ${RUN}`) })).toContainText('Expired');

    await guest.reload();
    await expect(guest).toHaveURL((url) => url.pathname === `/guest/${slug}`);
    await expect(guest.getByRole('heading', { name: 'This guest access has ended' })).toBeVisible();
    await guest.context().close();
  });

  test('an AM is offered no SA or AM group and sees no SA or AM; a forged call is refused with 403', async ({
    page,
  }) => {
    await loginAs(page, 'am');
    await page.goto('/admin/users');
    // The list comes a page at a time: search for each (decision 075).
    const search = page.getByRole('searchbox', { name: 'Search by name or e-mail' });
    await search.fill(DEMO_USERS.customer);
    await expect(page.getByText(DEMO_USERS.customer)).toBeVisible();
    await search.fill('@demo.test');
    await expect(page.getByText(DEMO_USERS.performance)).toBeVisible();
    await expect(page.getByText(DEMO_USERS.sa)).toHaveCount(0);
    await expect(page.getByText(DEMO_USERS.am)).toHaveCount(0);
    await search.fill('');
    await expect(page.getByLabel('Group').getByRole('option', { name: /\((SA|AM)\)/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Add a user' }).first().click();
    // The list has a 'Type' filter too: wait for the form before choosing, or the filter gets it.
    await expect(page.getByRole('heading', { level: 1, name: 'Add a user' })).toBeVisible();
    await page.getByLabel('Type').selectOption({ label: 'Provider staff' });
    const groups = page.getByLabel('Group').getByRole('option');
    await expect(groups).toHaveText(['Staff (CM)']);

    const forged = await createUserAs(page, DEMO_USERS.am, {
      firstName: 'Forged',
      surname: 'Admin',
      email: `forged.${RUN}@example.test`,
      userType: 'igt',
      userGroup: 'SA',
    });
    expect(forged.status()).toBe(403);
    expect(((await forged.json()) as Envelope).error).toBe('You are not authorised to make this request.');
  });

  test('a row’s actions: send a reset link, and delete after confirming', async ({ page }) => {
    const email = `leaving.${RUN}@example.test`;
    const created = await createUserAs(page, DEMO_USERS.sa, {
      firstName: 'Lee',
      surname: `Leaving ${RUN}`,
      email,
      userType: 'igt',
      userGroup: 'CM',
      sendSetPasswordMail: 'false',
    });
    expect(created.status()).toBe(200);

    await loginAs(page, 'sa');
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(`leaving.${RUN}`);
    await expect(page.getByRole('row')).toHaveCount(2);
    const row = page.getByRole('row', { name: new RegExp(`Lee Leaving ${RUN}`) });
    await expect(row).toContainText('Invited');

    await row.getByRole('button', { name: `More actions for Lee Leaving ${RUN}` }).click();
    await page.getByRole('menuitem', { name: 'Send set-password link' }).click();
    await expect(page.getByText(`A set-password link was mailed to ${email}.`)).toBeVisible();

    await row.getByRole('button', { name: `More actions for Lee Leaving ${RUN}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete Lee Leaving ${RUN}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `More actions for Lee Leaving ${RUN}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await expect(page.getByText(`Lee Leaving ${RUN} was deleted.`)).toBeVisible();
    await expect(page.getByText('No users match this search.')).toBeVisible();
  });

  test('the Dashboard shows an SA and an AM the recent activity', async ({ page, browser }) => {
    await loginAs(page, 'sa');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, Sophie/ })).toBeVisible();
    const activity = page.getByRole('region', { name: 'Recent activity' });
    await expect(activity).toBeVisible();
    await expect(
      activity.getByRole('listitem').or(activity.getByText('Nothing has been recorded yet.')).first(),
    ).toBeVisible();

    const am = await freshPage(browser);
    await loginAs(am, 'am');
    await am.goto('/admin');
    await expect(am.getByRole('heading', { level: 1, name: /^Welcome back, Marcus/ })).toBeVisible();
    // An AM's is about the users they may manage (issue 28 item 8).
    await expect(am.getByRole('region', { name: 'Recent activity' })).toBeVisible();
    await am.context().close();
  });
});

/** The screens of the people admin; ids of seeded records are looked up as an SA. */
const SCREENS: { name: string; path: (ids: Record<'customer' | 'guest' | 'operator', number>) => string }[] =
  [
    { name: 'Dashboard', path: () => '/admin' },
    { name: 'users list', path: () => '/admin/users' },
    { name: 'guest list', path: () => '/admin/users/guests' },
    { name: 'add a user', path: () => '/admin/users/add' },
    { name: 'add a guest', path: () => '/admin/users/add/guest' },
    { name: 'edit a user', path: (ids) => `/admin/users/edit/${ids.customer}` },
    { name: 'edit a guest', path: (ids) => `/admin/users/edit/${ids.guest}` },
    { name: 'operators list', path: () => '/admin/operators' },
    { name: 'add an operator', path: () => '/admin/operators/add' },
    { name: 'edit an operator', path: (ids) => `/admin/operators/edit/${ids.operator}` },
  ];

test.describe('people admin accessibility (axe: no serious or critical violations)', () => {
  for (const screen of SCREENS) {
    test(screen.name, async ({ page }, testInfo) => {
      const token = await tokenOf(page, DEMO_USERS.sa);
      const ids = {
        customer: await idOf(page, token, '/api/users/getAll', (row) => row.email === DEMO_USERS.customer),
        guest: await idOf(
          page,
          token,
          '/api/users/getAll?type=guest',
          (row) => row.status === 'guest-active',
        ),
        operator: await idOf(page, token, '/api/operator/get', (row) => Number(row.userCount) > 0),
      };
      await loginAs(page, 'sa');
      const path = screen.path(ids);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The screen has its data (no skeleton or loader left) before it is scanned.
      await expect(page.locator('[aria-busy="true"], [role="status"]:has-text("Loading")')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page, testInfo);
    });
  }
});
