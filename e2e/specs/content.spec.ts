import type { Browser } from '@playwright/test';
import {
  type Envelope,
  patientExpect as expect,
  expectNoSeriousAxeViolations,
  loginAs,
  test,
} from '../fixtures';

// Room for several page loads of on-demand editor code on a busy machine.
test.describe.configure({ timeout: 300_000 });

/*
 * Page content (issue 11): an SA edits the homepage hero and visitors see it; restoring the
 * revision from before brings the old text back.
 */

/** A visitor's homepage (a fresh browser context) shows this title. */
async function expectHomepageTitle(browser: Browser, title: string): Promise<void> {
  const visitor = await browser.newPage();
  try {
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  } finally {
    await visitor.close();
  }
}

test.describe('page content: an SA', () => {
  test('edits the homepage hero, visitors see it, and restoring the revision brings the old text back', async ({
    page,
    browser,
  }) => {
    const before = (await (await page.request.get('/api/content/gethomepage')).json()) as Envelope<{
      revision: number | null;
      hero: { title: string };
    }>;
    const oldTitle = before.data.hero.title;
    const oldRevision = before.data.revision;
    expect(oldRevision, 'the seed saves a homepage document').not.toBeNull();

    await loginAs(page, 'sa');
    await page.goto('/admin/homepage');
    const hero = page.getByRole('region', { name: 'Hero' });
    const title = hero.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(oldTitle);
    const newTitle = `Games made for your players, ${Date.now().toString(36)}`;
    await title.fill(newTitle);
    await expect(page.getByRole('region', { name: 'Live preview' })).toContainText(newTitle);
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByText('Saved: the page shows the new text now.')).toBeVisible();

    await expectHomepageTitle(browser, newTitle);

    await page.getByRole('button', { name: `Restore revision ${oldRevision}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Restore revision ${oldRevision}?` });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText(`Revision ${oldRevision} restored: the page shows it now.`)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Hero' }).getByRole('textbox', { name: 'Title' }),
    ).toHaveValue(oldTitle);

    await expectHomepageTitle(browser, oldTitle);
  });

  test('a bad link in a hero button is named on its field, and nothing is saved', async ({ page }) => {
    await loginAs(page, 'sa');
    await page.goto('/admin/games-page');
    const hero = page.getByRole('region', { name: 'Hero' });
    await hero.getByRole('button', { name: 'Add a button' }).click();
    await hero.getByRole('textbox', { name: 'Button 1 label' }).fill('Play');
    await hero.getByRole('textbox', { name: 'Button 1 link' }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(hero.getByRole('textbox', { name: 'Button 1 link' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(hero.getByText(/Must be a path on this site/)).toBeVisible();
  });

  test('the homepage editor and the page editors pass axe', async ({ page }, testInfo) => {
    await loginAs(page, 'sa');
    for (const path of [
      '/admin/homepage',
      '/admin/games-page',
      '/admin/news-and-events-page',
      // The pipeline's page opens on its roadmap plan; its content is the second view.
      '/admin/pipeline?view=content',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Revisions' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Hero' }).getByRole('textbox', { name: 'Title' }),
      ).not.toHaveValue('');
      await expectNoSeriousAxeViolations(page, testInfo);
    }
  });
});
