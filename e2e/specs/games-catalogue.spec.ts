import type { APIRequestContext, Page } from '@playwright/test';
import {
  type Envelope,
  expect,
  expectNoSeriousAxeViolations,
  loginAs,
  loginAsGuest,
  screenshot,
  test,
} from '../fixtures';

const ASSETS_NEED_LOGIN = 'In order to download assets, you need to be logged into an account.';

interface SeededGame {
  id: number;
  gameName: string;
  isActive: boolean;
  gameType: string;
  regions: { region: string }[];
  demoOverride: string | null;
  demoFallback: string | null;
  demoTechnology: string | null;
  demoEnvironment: string | null;
  demoCurrency: string | null;
  demoSoftwareId: string | null;
  softwareId: string | null;
  videos?: { title: string; video: string }[];
}

const filled = (value: string | null) => !!value && value.split(':')[0]!.trim() !== '' && value !== 'null';

/** SPEC §5, as the seed fills it: an override, a fallback (the seed's globals allow them) or all four parts. */
function hasDemo(game: SeededGame): boolean {
  return (
    filled(game.demoOverride) ||
    filled(game.demoFallback) ||
    [
      game.demoTechnology,
      game.demoEnvironment,
      game.demoCurrency,
      game.demoSoftwareId ?? game.softwareId,
    ].every(filled)
  );
}

/** The customer's default region is Pennsylvania: its catalogue holds the games of us--pennsylvania or us--all. */
function inPennsylvania(game: SeededGame): boolean {
  return (
    game.regions.length === 0 ||
    game.regions.some((entry) => entry.region === 'us--pennsylvania' || entry.region === 'us--all')
  );
}

/** A seeded game of the customer's catalogue with a demo and at least one video (read through the API). */
async function showcaseGame(request: APIRequestContext, token: string): Promise<SeededGame> {
  const headers = { 'consumer-token': token };
  const list = (await (
    await request.post('/api/game/all', { form: { depth: '0' }, headers })
  ).json()) as Envelope<SeededGame[]>;
  for (const game of list.data.filter((entry) => entry.isActive && inPennsylvania(entry) && hasDemo(entry))) {
    const detail = (await (
      await request.get('/api/game/get', { params: { id: String(game.id), depth: '1' }, headers })
    ).json()) as Envelope<SeededGame>;
    if ((detail.data.videos ?? []).length > 0) return detail.data;
  }
  throw new Error('the seed has no game in Pennsylvania with a demo and a video');
}

function cards(page: Page) {
  return page.getByRole('list', { name: 'Games' }).getByRole('listitem');
}

test.describe('games catalogue', () => {
  test('a customer filters the catalogue, and the filters live in the URL', async ({ page, pageErrors }) => {
    await loginAs(page, 'customer');
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 1, name: 'eInstant Games' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const total = await cards(page).count();
    expect(total).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Game type' }).click();
    const popover = page.getByRole('dialog', { name: 'Game type filter' });
    const option = popover.getByRole('checkbox').first();
    const typeName = (await popover.locator('label').first().textContent())!.trim();
    await option.click();
    await expect(page).toHaveURL((url) => url.searchParams.getAll('type').includes(typeName));
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    const filtered = await cards(page).count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThanOrEqual(total);
    for (const eyebrow of await cards(page).locator('p').first().allTextContents()) {
      expect(eyebrow.toLowerCase()).toBe(typeName.toLowerCase());
    }
    await expect(page.getByRole('button', { name: `Remove ${typeName}` })).toBeVisible();

    // The search by name narrows further, and a reload restores both from the URL.
    const firstName = (await cards(page).first().getByRole('heading', { level: 3 }).textContent())!.trim();
    await page.getByRole('searchbox', { name: 'Search games by name' }).fill(firstName.slice(0, 6));
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === firstName.slice(0, 6));
    await expect(page.getByRole('link', { name: firstName })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search games by name' })).toHaveValue(
      firstName.slice(0, 6),
    );
    await expect(page.getByRole('button', { name: `Game type, 1 selected` })).toBeVisible();
    await screenshot(page, 'games-catalogue-filtered-1366');

    // Nothing matches: the empty state resets everything.
    await page.getByRole('searchbox', { name: 'Search games by name' }).fill('zzzz-no-such-game');
    await expect(page.getByRole('heading', { name: 'No games match these filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL((url) => url.search === '');
    await expect(cards(page)).toHaveCount(total);
    expect(pageErrors).toEqual([]);
  });

  test('a customer opens a game, its demo, a video and the downloads', async ({ page, pageErrors }) => {
    const token = await loginAs(page, 'customer');
    const game = await showcaseGame(page.request, token);
    await page.goto('/games');
    await page.getByRole('link', { name: game.gameName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/games/${game.id}/overview$`));
    await expect(page.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    // The demo: framed, closed with Escape.
    await page.getByRole('button', { name: 'Play demo' }).first().click();
    const demo = page.getByRole('dialog', { name: `${game.gameName} demo` });
    await expect(demo).toBeVisible();
    await expect(demo.locator('iframe')).toHaveAttribute('src', /^https?:\/\//);
    await screenshot(page, 'games-demo-overlay-1366');
    await page.keyboard.press('Escape');
    await expect(demo).toBeHidden();

    // The videos tab is in the URL; a video opens framed, sized by SPEC §9, and closes with Escape.
    await page.getByRole('tab', { name: /Videos/ }).click();
    await expect(page).toHaveURL(new RegExp(`/games/${game.id}/videos$`));
    await page
      .getByRole('button', { name: /^Play video: / })
      .first()
      .click();
    const video = page.getByRole('dialog', {
      name: new RegExp(game.gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await expect(video).toBeVisible();
    const frame = video.locator('iframe');
    await expect(frame).toHaveAttribute('src', /autoplay=1/);
    const box = (await frame.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(1080);
    expect(Math.abs(box.height - box.width * 0.5625)).toBeLessThan(2);
    await page.keyboard.press('Escape');
    await expect(video).toBeHidden();

    // The downloads: the read-only listing of the game's own tree.
    await page.getByRole('button', { name: 'Downloads' }).click();
    const downloads = page.getByRole('dialog', { name: `${game.gameName} downloads` });
    await expect(downloads).toBeVisible();
    await expect(downloads.getByText(ASSETS_NEED_LOGIN)).toHaveCount(0);
    await expect(downloads.getByRole('button', { name: /^Download/ }).first()).toBeVisible();
    await screenshot(page, 'games-downloads-overlay-1366');
    await page.keyboard.press('Escape');
    await expect(downloads).toBeHidden();
    expect(pageErrors).toEqual([]);
  });

  test('a guest sees the permission message in the downloads', async ({ page }) => {
    await loginAsGuest(page);
    await page.goto('/games');
    await page.getByRole('list', { name: 'Games' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/games\/\d+\/overview$/);
    await page.getByRole('button', { name: 'Downloads' }).click();
    const downloads = page.getByRole('dialog', { name: /downloads$/ });
    await expect(downloads.getByText(ASSETS_NEED_LOGIN)).toBeVisible();
    await expect(downloads.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(downloads.getByRole('link', { name: 'Inquire about an account' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });
});

test.describe('games on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a 375 px screen offers no demo, and the filters open in a sheet', async ({ page }) => {
    const token = await loginAs(page, 'customer');
    const game = await showcaseGame(page.request, token);
    await page.goto('/games');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Play demo/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await screenshot(page, 'games-filter-sheet-375');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await page.goto(`/games/${game.id}/demo`);
    await expect(page.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Demos play on larger screens' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Play demo/ })).toHaveCount(0);
    await screenshot(page, 'games-page-375');
  });
});

test.describe('games screens accessibility (axe, WCAG 2.2 AA: no serious or critical violations)', () => {
  test('the catalogue with a filter open, a game page, the draw games and the pipeline', async ({
    page,
  }, testInfo) => {
    // Seven full-page scans: axe takes a few seconds each.
    test.setTimeout(120_000);
    const token = await loginAs(page, 'customer');
    const game = await showcaseGame(page.request, token);

    await page.goto('/games');
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Theme' }).click();
    await expect(page.getByRole('dialog', { name: 'Theme filter' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
    await page.keyboard.press('Escape');

    for (const tab of ['overview', 'demo', 'videos', 'assets']) {
      await page.goto(`/games/${game.id}/${tab}`);
      await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`, 'i') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectNoSeriousAxeViolations(page, testInfo);
    }

    await page.goto('/draw-games');
    await expect(
      page.getByRole('region', { name: 'Popular draw games' }).getByRole('link').first(),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);

    await page.goto('/pipeline');
    await expect(page.getByRole('list', { name: 'Release timeline' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
  });
});
