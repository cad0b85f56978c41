import type { Page, TestInfo } from '@playwright/test';
import { ADMIN_ROUTES } from '@portal/domain';
import {
  expect as baseExpect,
  type DemoUser,
  expectNoSeriousAxeViolations,
  keepShot,
  loginAs,
  test,
} from '../fixtures';

/*
 * Issue 28: every admin screen walked as an SA and as an AM, at 1366 and 375 px. Each screen opens on
 * its heading with no uncaught error, nothing wider than a phone's screen, and no serious axe finding;
 * a list's first row opens its editor the same way. With SHOTS_DIR set, each is kept as a PNG to look at.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

const WIDTHS = [1366, 375] as const;

/** The screens each account reaches from the admin menu (the editors are reached from their lists). */
function screensOf(who: DemoUser): string[] {
  const areas = who === 'sa' ? ['admin', 'users', 'superAdmin'] : ['admin', 'users'];
  return ADMIN_ROUTES.filter(
    (route) => route.area !== null && areas.includes(route.area) && !route.path.includes(':'),
  ).map((route) => route.path);
}

/** The page at this width: its heading shown, no sideways scrolling, axe content. */
async function check(page: Page, testInfo: TestInfo, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px is ${overflow} px wider than the screen`).toBeLessThanOrEqual(0);
    if (width === 1366) await expectNoSeriousAxeViolations(page, testInfo);
    await keepShot(page, name);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

// Each screen is its own test, so that the workers share the walk.
test.describe.configure({ mode: 'parallel' });

test('the walk covers the admin menu of each account', () => {
  expect(screensOf('sa').length).toBeGreaterThan(20);
  expect(screensOf('am')).toEqual([
    '/admin',
    '/admin/users',
    '/admin/users/guests',
    '/admin/users/add',
    '/admin/users/add/guest',
    // Their own sign-in security: passkeys and the authenticator app (issue 32).
    '/admin/security',
  ]);
});

for (const who of ['sa', 'am'] as const) {
  for (const path of screensOf(who)) {
    test(`${who === 'sa' ? 'an SA' : 'an AM'} opens ${path} whole at 1366 and 375 px`, async ({
      page,
      pageErrors,
    }, testInfo) => {
      test.setTimeout(120_000);
      await loginAs(page, who);
      const name = `${who}${path.replace(/\W+/g, '-')}`;
      await page.goto(path);
      await check(page, testInfo, name);
      const firstRow = page.getByRole('table').first().getByRole('row').nth(1).getByRole('link').first();
      if (path !== '/admin' && (await firstRow.count()) > 0) {
        await firstRow.click();
        await check(page, testInfo, `${name}-first-row`);
      }
      expect(pageErrors, pageErrors.map((error) => error.message).join('\n')).toEqual([]);
    });
  }
}
