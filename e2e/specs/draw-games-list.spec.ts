import { type Envelope, expect, loginAs, screenshot, test } from '../fixtures';

interface SeededDrawGame {
  id: number;
  name: string;
  live: boolean;
  channels: string[];
}

const KINDS = [
  { path: 'popular-draw-games', kind: 'popular', section: 'Popular draw games' },
  { path: 'frequency-draw-games', kind: 'frequency', section: 'High-frequency draw games' },
  { path: 'enhanced-features', kind: 'enhanced', section: 'Enhanced features' },
] as const;

const CHANNEL_LABELS: Record<string, string> = { phone: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };

test.describe('draw games', () => {
  test('a visitor sees only the live draw games and enhanced features', async ({
    page,
    request,
    pageErrors,
  }) => {
    await page.goto('/draw-games');
    await expect(page.getByRole('heading', { level: 1, name: 'Draw Games' })).toBeVisible();
    for (const { path, section } of KINDS) {
      const answer = (await (
        await request.post(`/api/${path}/all`, { form: { depth: '0' } })
      ).json()) as Envelope<SeededDrawGame[]>;
      const region = page.getByRole('region', { name: section });
      const live = answer.data.filter((item) => item.live);
      await expect(region.getByRole('article')).toHaveCount(live.length);
      for (const item of answer.data) {
        await expect(region.getByRole('link', { name: item.name, exact: true })).toHaveCount(
          item.live ? 1 : 0,
        );
      }
      // High-frequency draw games show their channels as Mobile, Tablet, Desktop.
      for (const item of live.filter((entry) => entry.channels.length > 0)) {
        const card = region.getByRole('article').filter({ has: page.getByRole('link', { name: item.name }) });
        for (const channel of item.channels)
          await expect(card.getByText(CHANNEL_LABELS[channel]!)).toBeVisible();
      }
    }
    await expect(page.getByText(/Log in to see each draw game's details/)).toBeVisible();
    await screenshot(page, 'draw-games-visitor-1366');
    expect(pageErrors).toEqual([]);
  });

  test("a draw game's page needs the permission; a customer opens it and its downloads", async ({ page }) => {
    await page.goto('/draw-games');
    const first = page.getByRole('region', { name: 'Popular draw games' }).getByRole('link').first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/login(\?|$)/);

    await loginAs(page, 'customer');
    await page.goto('/draw-games');
    await page
      .getByRole('region', { name: 'Popular draw games' })
      .getByRole('link', { name, exact: true })
      .click();
    await expect(page).toHaveURL(/\/draw-games\/popular-\d+\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key facts' })).toBeVisible();
    await page.getByRole('tab', { name: 'Assets' }).click();
    await expect(page).toHaveURL(/\/draw-games\/popular-\d+\/assets$/);
    await expect(page.getByRole('heading', { name: 'Downloads' })).toBeVisible();
    await screenshot(page, 'draw-game-page-1366');
  });
});
