import type { Page } from '@playwright/test';
import { expect as baseExpect, loginAs, shots, test } from '../fixtures';

// Issue 28 items 10 and 13: the games list's states, and admins keeping their place.
const expect = baseExpect.configure({ timeout: 60_000 });

/** The number the Dashboard shows under `label` ('Live games'). */
async function dashboardCount(page: Page, label: string): Promise<number> {
  const count = page
    .getByRole('region', { name: 'At a glance' })
    .getByRole('listitem')
    .filter({ hasText: label });
  await expect(count).toBeVisible();
  // Its parts: the icon, the label, the number, and a detail ('40 games in all').
  const parts = await count.evaluate((item) => [...item.children].map((child) => child.textContent ?? ''));
  return Number(parts[parts.indexOf(label) + 1]?.replace(/,/g, ''));
}

test.describe('the admin games list (issue 28 item 10)', () => {
  test('its Live and Roadmap filters find what the Dashboard counts, and a game released in 2024 reads Live', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'sa');
    await page.goto('/admin');
    const live = await dashboardCount(page, 'Live games');
    const roadmap = await dashboardCount(page, 'Roadmap games');
    expect(roadmap).toBeGreaterThan(0);

    await page.goto('/admin/games?state=roadmap');
    const table = page.getByRole('table', { name: 'Games' });
    await expect(page.getByText(new RegExp(`^Showing ${roadmap} of \\d+ games$`))).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Roadmap' })).toHaveCount(roadmap);

    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Live' });
    await expect(page.getByText(new RegExp(`^Showing ${live} of \\d+ games$`))).toBeVisible();

    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Any state' });
    const released2024 = table.getByRole('row').filter({ hasText: /\d\d \w{3} 2024/ });
    await expect(released2024.first()).toBeVisible();
    for (const row of await released2024.all()) {
      await expect(row).not.toContainText('Not yet live');
    }
    await expect(released2024.filter({ hasText: 'Live' }).first()).toBeVisible();
    await shots(page, 'polish-games-list');
  });
});

/** How far the page is wider than its viewport, and the widest elements that make it so. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The outermost boxes past the right edge, outside any box that scrolls sideways.
    const scrolls = (element: Element): boolean => {
      const parent = element.parentElement;
      if (!parent || parent === document.body) return false;
      return ['auto', 'scroll'].includes(getComputedStyle(parent).overflowX) || scrolls(parent);
    };
    const past = (element: Element | null) => !!element && element.getBoundingClientRect().right > width + 1;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => past(element) && !past(element.parentElement) && !scrolls(element))
      .slice(0, 6)
      .map(
        (element) =>
          `${element.tagName}.${String(element.className)} ${Math.round(element.getBoundingClientRect().width)}`,
      );
    return { excess: document.documentElement.scrollWidth - width, culprits };
  });
}

test.describe('admins keep their place (issue 28 item 13)', () => {
  test('an editor opened from the bottom of the list, and left by Cancel, opens the list at the top', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'sa');
    await page.setViewportSize({ width: 1366, height: 700 });
    await page.goto('/admin/games');
    const rows = page.getByRole('table', { name: 'Games' }).getByRole('row');
    await expect(rows.nth(10)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await rows
      .last()
      .getByRole('link', { name: /^Edit / })
      .click();
    // The editor's heading reads 'Edit game' while it loads, then the game's name.
    await expect(page).toHaveURL(/\/admin\/games\/edit\/\d+$/);
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const [name, list, saveLabel] of [
    ['game', '/admin/games', 'Save game'],
    ['operator', '/admin/operators', 'Save changes'],
  ] as const) {
    test(`the ${name} editor's Save stays in view at the top of a long form, Delete apart from it`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await loginAs(page, 'sa');
      await page.setViewportSize({ width: 1366, height: 700 });
      await page.goto(list);
      await page
        .getByRole('link', { name: /^Edit / })
        .first()
        .click();
      const save = page.getByRole('button', { name: saveLabel });
      await expect(save).toBeVisible();
      await expect(save).toBeInViewport();
      if (name === 'game') {
        const remove = page.getByRole('button', { name: 'Delete game' });
        const [deleteBox, saveBox] = [await remove.boundingBox(), await save.boundingBox()];
        expect(saveBox!.x - (deleteBox!.x + deleteBox!.width)).toBeGreaterThan(200);
      }
    });
  }

  test('the users list comes a page at a time', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'sa');
    await page.goto('/admin/users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(page.getByText(/^1–25 of \d+ users$/)).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(26);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^26–\d+ of \d+ users$/)).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2/);
    await shots(page, 'polish-users-page-2');
  });

  test('at 375 px the game editor and the roadmap plan fit the screen', async ({ page }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'sa');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/games');
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Save game' })).toBeVisible();
    const gameEditor = await overflow(page);
    await shots(page, 'polish-game-editor');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/pipeline');
    await expect(page.getByRole('heading', { level: 1, name: 'Roadmap plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Save/ }).first()).toBeVisible();
    expect({ gameEditor, roadmapPlan: await overflow(page) }).toEqual({
      gameEditor: { excess: 0, culprits: [] },
      roadmapPlan: { excess: 0, culprits: [] },
    });
    await shots(page, 'polish-roadmap-plan');
  });

  test('an AM opening their own account is told plainly, with no Try again', async ({ page }) => {
    test.setTimeout(120_000);
    const sa = await loginAs(page, 'sa');
    const staff = (await (
      await page.request.get('/api/users/getAll?type=igt', { headers: { 'consumer-token': sa } })
    ).json()) as { data: { id: number; email: string }[] };
    const am = staff.data.find((user) => user.email === 'am@demo.test')!;
    await loginAs(page, 'am');
    await page.goto(`/admin/users/edit/${am.id}`);
    await expect(page.getByText('Account managers cannot edit their own account here.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByText(/not authorised/)).toHaveCount(0);
    await shots(page, 'polish-am-own-account');
  });

  test('a user about to be saved with no regions is warned first', async ({ page }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'sa');
    await page.goto('/admin/users/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a user' })).toBeVisible();
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Surname').fill(`Noregion ${Date.now()}`);
    await page.getByLabel('E-mail').fill(`nora.${Date.now()}@example.test`);
    await page.getByLabel('Type').selectOption({ label: 'Provider staff' });
    await page.getByLabel('Group').selectOption({ label: 'Staff (CM)' });
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Save without regions?' });
    await expect(dialog).toContainText('no region-filtered content');
    await shots(page, 'polish-no-regions');
    await dialog.getByRole('button', { name: 'Choose regions' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Add a user' })).toBeVisible();
    // Focus goes on to the regions, where the way forward is.
    await expect(
      page.getByRole('region', { name: 'Regions' }).getByRole('checkbox', { name: 'All Europe' }),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Add user' }).click();
    await dialog.getByRole('button', { name: 'Save without regions' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/admin\/users\/add/);
  });
});
