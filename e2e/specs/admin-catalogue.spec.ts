import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { RoadmapPlan } from '@portal/domain/schemas';
import { type Envelope, expect, expectNoSeriousAxeViolations, loginAs, screenshot, test } from '../fixtures';

/*
 * Issue 12 items 3-5 in the browser: the options screen, the roadmap plan editor and the
 * dashboard's counts and download analytics. The spec restores what it changes, since other specs
 * share the server.
 */

interface CatalogueGame {
  id: number;
  gameName: string;
  isActive: boolean;
  demoOverride: string | null;
  demoFallback: string | null;
  demoTechnology: string | null;
}

async function api<T>(page: Page, token: string, method: 'GET' | 'POST', path: string, json?: unknown) {
  const headers = { 'consumer-token': token };
  const response =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: json });
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${method} ${path}: ${body.error}`).toBe(true);
  return body.data;
}

/** 'MMM YYYY' as the pipeline titles its months (domain formatDate 'monthYear'). */
function monthTitle(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

test.describe('admin catalogue: options, roadmap plan, dashboard', () => {
  test('an SA turns demo fallbacks off and a fallback-only demo disappears', async ({
    page,
    pageErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    const token = await loginAs(page, 'sa');
    const list = await page.request.post('/api/game/all', {
      form: { depth: '0' },
      headers: { 'consumer-token': token },
    });
    const games = ((await list.json()) as Envelope<CatalogueGame[]>).data;
    const fallbackOnly = games.find(
      (game) => game.isActive && game.demoFallback && !game.demoOverride && !game.demoTechnology,
    );
    if (!fallbackOnly) throw new Error('the seed has no live game whose only demo is its fallback');

    await page.goto(`/games/${fallbackOnly.id}/overview`);
    await expect(page.getByRole('heading', { level: 1, name: fallbackOnly.gameName })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play demo' }).first()).toBeVisible();

    try {
      await page.goto('/admin/options');
      await expect(page.getByRole('heading', { level: 1, name: 'Options' })).toBeVisible();
      await expect(page.getByText(/already open keep the old values until they next start up/)).toBeVisible();
      await expectNoSeriousAxeViolations(page, testInfo);
      await page.setViewportSize({ width: 1366, height: 900 });
      await screenshot(page, 'admin-options-1366');

      // A refusal lands on its field, and nothing is saved.
      await page.getByLabel('Enquiries e-mail address').fill('not an address');
      await page.getByRole('button', { name: 'Save options' }).click();
      await expect(page.getByText('Must be an e-mail address.')).toBeVisible();
      await expect(page.getByLabel('Enquiries e-mail address')).toBeFocused();
      await page.getByRole('button', { name: 'Undo changes' }).click();

      const fallbacks = page.getByRole('checkbox', { name: 'Use demo fallbacks' });
      await expect(fallbacks).toBeChecked();
      await fallbacks.uncheck();
      const saved = page.waitForRequest('**/api/globals/set');
      await page.getByRole('button', { name: 'Save options' }).click();
      // Only what changed is sent.
      expect((await saved).postDataJSON()).toEqual({ useGameDemoFallbacks: false });
      await expect(page.getByText(/Options saved/)).toBeVisible();

      // The next start-up reads the new globals: the game has no demo any more.
      await page.goto(`/games/${fallbackOnly.id}/overview`);
      await expect(page.getByRole('heading', { level: 1, name: fallbackOnly.gameName })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Play demo' })).toHaveCount(0);
    } finally {
      await api(page, token, 'POST', '/api/globals/set', { useGameDemoFallbacks: null });
    }

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/options');
    await expect(page.getByRole('checkbox', { name: 'Use demo fallbacks' })).toBeChecked();
    await screenshot(page, 'admin-options-375');
    expect(pageErrors).toEqual([]);
  });

  test('an SA moves a roadmap game to another month and the pipeline shows it there', async ({
    page,
    browser,
    pageErrors,
  }, testInfo) => {
    test.setTimeout(120_000);
    const token = await loginAs(page, 'sa');
    const original = await api<RoadmapPlan>(page, token, 'GET', '/api/roadmap/get');

    // A customer in Pennsylvania sees a game planned for a later month.
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await loginAs(customer, 'customer');
    await customer.goto('/pipeline');
    const later = customer.locator('li[data-when="future"]').getByRole('link').first();
    await expect(later).toBeVisible();
    const gameName = (await later.textContent())?.trim() ?? '';
    expect(original.games.map((game) => game.gameName)).toContain(gameName);
    const thisMonth = new Date().toISOString().slice(0, 7);
    const nextMonth = new Date(Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5, 7)), 1))
      .toISOString()
      .slice(0, 7);

    try {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/admin/pipeline');
      await expect(page.getByRole('heading', { level: 1, name: 'Roadmap plan' })).toBeVisible();
      await page.getByLabel('Region', { exact: true }).selectOption('us--pennsylvania');
      const month = page.getByLabel(`Month of ${gameName} in Pennsylvania (United States)`);

      // Dragging the game's card to next month's column sets its month...
      const board = page.getByTestId('roadmap-board');
      await board.locator('li', { hasText: gameName }).dragTo(board.locator(`[data-month="${nextMonth}"]`));
      await expect(month).toHaveValue(nextMonth);
      await screenshot(page, 'admin-pipeline-plan-1366');
      await expectNoSeriousAxeViolations(page, testInfo);

      // ...and so does the month picker, the keyboard's way.
      await month.fill(thisMonth);
      await expect(
        board.locator(`[data-month="${thisMonth}"]`).locator('li', { hasText: gameName }),
      ).toBeVisible();
      const saved = page.waitForResponse('**/api/roadmap/put');
      await page.getByRole('button', { name: 'Save the roadmap' }).click();
      expect((await saved).ok()).toBe(true);
      await expect(page.getByText(/Roadmap saved/)).toBeVisible();

      await customer.reload();
      const monthItem = customer
        .getByRole('heading', { level: 2, name: monthTitle(thisMonth), exact: true })
        .locator('xpath=ancestor::li[1]');
      await expect(monthItem.getByRole('link', { name: gameName, exact: true })).toBeVisible();
      await expect(monthItem.getByText(`Planned for ${monthTitle(thisMonth)}`).first()).toBeVisible();

      // The page content stays one click away on the same route.
      await page.getByRole('link', { name: 'Page content' }).click();
      await expect(page).toHaveURL(/\/admin\/pipeline\?view=content$/);
      await expect(page.getByRole('link', { name: 'Roadmap plan' })).toBeVisible();

      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/admin/pipeline');
      await expect(page.getByRole('heading', { level: 1, name: 'Roadmap plan' })).toBeVisible();
      await screenshot(page, 'admin-pipeline-plan-375');
    } finally {
      await api(page, token, 'POST', '/api/roadmap/put', original);
      await customerContext.close();
    }
    expect(pageErrors).toEqual([]);
  });

  test("the dashboard's counts and charts render with seeded data, and the CSV downloads", async ({
    page,
    pageErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    await loginAs(page, 'sa');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();

    const counts = page.getByRole('region', { name: 'At a glance' });
    await expect(counts.getByText('Live games')).toBeVisible();
    await expect(counts.getByText('Guests expiring within 7 days')).toBeVisible();

    const analytics = page.getByRole('region', { name: 'Downloads', exact: true });
    for (const chart of ['Downloads per day', 'Top assets', 'Top games', 'Downloads per operator']) {
      const card = analytics.getByRole('region', { name: chart });
      await expect(card.locator('.recharts-surface').first()).toBeVisible();
      // Each chart's numbers are a table too (visually hidden until asked for).
      await expect(card.getByRole('table', { name: chart })).toHaveCount(1);
    }
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const perDay = analytics.getByRole('region', { name: 'Downloads per day' });
    await expect(perDay.getByRole('table').getByRole('row')).toHaveCount(31);
    await screenshot(page, 'admin-dashboard-1366');
    await expectNoSeriousAxeViolations(page, testInfo);

    // 'Show as table' puts the table on screen instead of the chart.
    const topAssets = analytics.getByRole('region', { name: 'Top assets' });
    await topAssets.getByRole('button', { name: 'Show as table' }).click();
    await expect(topAssets.getByRole('table', { name: 'Top assets' })).toBeVisible();
    await expect(topAssets.locator('.recharts-surface')).toHaveCount(0);

    // The operator filter narrows every chart to one operator's downloads.
    const operator = analytics.getByLabel('Operator', { exact: true });
    const choice = await operator.locator('option').nth(1).getAttribute('value');
    expect(choice).toBeTruthy();
    await operator.selectOption(choice ?? '');
    await expect(
      analytics
        .getByRole('region', { name: 'Downloads per operator' })
        .getByRole('table')
        .locator('tbody tr'),
    ).toHaveCount(1);

    const download = page.waitForEvent('download');
    await analytics.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^downloads-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe(
      'downloadedAt,kind,assetId,assetName,gameId,gameName,userId,userName,operatorId,operatorName,region,bytes',
    );
    expect(lines.length).toBeGreaterThan(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(
      analytics.getByRole('region', { name: 'Top games' }).locator('.recharts-surface'),
    ).toBeVisible();
    await screenshot(page, 'admin-dashboard-375');
    expect(pageErrors).toEqual([]);
  });
});
