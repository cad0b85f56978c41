import { type DemoUser, expect, loginAs, loginAsGuest, submitLoginForm, test } from '../fixtures';

type Who = DemoUser | 'visitor' | 'guest';

/** SPEC §2 route table × SPEC §6 permissions: where each kind of user ends up. */
const CASES: { who: Who; path: string; lands: string; heading: string | RegExp }[] = [
  { who: 'visitor', path: '/games', lands: '/login', heading: 'Login to your account' },
  { who: 'visitor', path: '/games/1/overview', lands: '/login', heading: 'Login to your account' },
  { who: 'visitor', path: '/draw-games/1', lands: '/login', heading: 'Login to your account' },
  { who: 'visitor', path: '/asset-manager', lands: '/login', heading: 'Login to your account' },
  { who: 'visitor', path: '/pipeline', lands: '/login', heading: 'Login to your account' },
  { who: 'visitor', path: '/admin', lands: '/login', heading: 'Login to your account' },
  { who: 'visitor', path: '/admin/users', lands: '/login', heading: 'Login to your account' },
  { who: 'visitor', path: '/draw-games', lands: '/draw-games', heading: 'Draw Games' },
  { who: 'visitor', path: '/news-events', lands: '/news-events', heading: 'News & Events' },
  { who: 'visitor', path: '/privacy-policy', lands: '/privacy-policy', heading: 'Privacy Policy' },
  {
    who: 'visitor',
    path: '/terms-and-conditions',
    lands: '/terms-and-conditions',
    heading: 'Terms & Conditions',
  },
  { who: 'visitor', path: '/reset-password', lands: '/reset-password', heading: 'Reset your password' },
  { who: 'guest', path: '/games', lands: '/games', heading: 'eInstant Games' },
  { who: 'guest', path: '/asset-manager', lands: '/login', heading: 'Login to your account' },
  { who: 'guest', path: '/pipeline', lands: '/login', heading: 'Login to your account' },
  { who: 'affiliate', path: '/pipeline', lands: '/login', heading: 'Login to your account' },
  { who: 'affiliate', path: '/asset-manager', lands: '/asset-manager', heading: 'Asset Manager' },
  { who: 'customer', path: '/pipeline', lands: '/pipeline', heading: 'Pipeline' },
  { who: 'customer', path: '/admin', lands: '/login', heading: 'Login to your account' },
  { who: 'cm', path: '/admin/games', lands: '/login', heading: 'Login to your account' },
  { who: 'am', path: '/admin/games', lands: '/admin', heading: /^Welcome back, / },
  { who: 'am', path: '/admin/users', lands: '/admin/users', heading: 'Users' },
  { who: 'sa', path: '/admin/options', lands: '/admin/options', heading: 'Options' },
  { who: 'sa', path: '/draw-games/1', lands: '/draw-games/1', heading: 'Draw Games' },
];

test.describe('routing and guards', () => {
  for (const { who, path, lands, heading } of CASES) {
    test(`${who} opening ${path} lands on ${lands}`, async ({ page, pageErrors }) => {
      if (who === 'guest') await loginAsGuest(page);
      else if (who !== 'visitor') await loginAs(page, who);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === lands);
      expect(pageErrors).toEqual([]);
    });
  }

  test('the route meant before login is restored after it', async ({ page }) => {
    await page.goto('/pipeline');
    await expect(page).toHaveURL(/\/login$/);
    await submitLoginForm(page, 'customer@demo.test', 'demo-password');
    await expect(page).toHaveURL(/\/pipeline$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  });

  test('a locked header entry leads to Login and then to the page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Asset Manager' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLoginForm(page, 'affiliate@demo.test', 'demo-password');
    await expect(page).toHaveURL(/\/asset-manager$/);
  });

  test('page titles come from the route table; Pipeline has no footer', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/');
    await expect(page).toHaveTitle('Home');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pipeline' }).click();
    await expect(page).toHaveTitle('Pipeline');
    await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/guest/some-unknown-slug');
    await expect(page).toHaveTitle('Loading...');
  });

  test('the Dashboard welcomes an SA by first name', async ({ page }) => {
    await loginAs(page, 'sa');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, \S+/ })).toBeVisible();
    await expect(page).toHaveTitle('Welcome back');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('link', { name: 'Add a guest' })).toBeVisible();
  });

  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found');
    // The page is ready at once, and the footer follows a ready page.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});
