import type { Page } from '@playwright/test';
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
 * News & Events (issue 11): a visitor reads the seeded archive; an SA writes a story in the
 * rich-text editor, keeps it as a draft (no visitor sees it), then publishes it (now they do).
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A paste of formatted text (a web page's heading, emphasis and a table) into the focused editor. */
async function pasteFormatted(page: Page, html: string, text: string) {
  await page.getByRole('textbox', { name: 'Body' }).evaluate(
    (editor, clip) => {
      const data = new DataTransfer();
      data.setData('text/html', clip.html);
      data.setData('text/plain', clip.text);
      editor.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { html, text },
  );
}

test.describe('news archive: a visitor', () => {
  test('reads the archive, pages to page 2 and opens a story', async ({ page }) => {
    await page.goto('/news-events');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
    const featured = page.getByRole('article').filter({ hasText: 'Featured' }).first();
    await expect(featured).toBeVisible();

    const paging = page.getByRole('navigation', { name: 'Pages of the archive' });
    await expect(paging.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await paging.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/news-events\/2$/);
    await expect(paging.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    const stories = page.getByRole('region', { name: 'Stories, page 2' });
    // Until page 2's stories arrive, page 1's stay on screen, marked busy.
    await expect(stories.getByRole('list')).not.toHaveAttribute('aria-busy', 'true');
    const first = stories.getByRole('heading', { level: 2 }).first();
    const title = (await first.textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/news-events\/post\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(/\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}/).first()).toBeVisible();

    await page.getByRole('link', { name: 'All news and events' }).first().click();
    await expect(page).toHaveURL(/\/news-events$/);
  });

  test('filters by category with the chips', async ({ page }) => {
    await page.goto('/news-events');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/news-events\?category=Events$/);
    const cards = page.getByRole('region', { name: 'Latest stories' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    // Retried as a whole: the unfiltered cards stay on screen until the filtered ones arrive.
    await expect(cards.filter({ hasNot: page.getByText('Events', { exact: true }) })).toHaveCount(0);
  });

  test('gets the not-found page past the last page, for a word, and for a missing story', async ({
    page,
  }) => {
    for (const path of ['/news-events/999', '/news-events/two', '/news-events/post/99999999']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });

  test('archive, page 2 and a story pass axe', async ({ page }, testInfo) => {
    await page.goto('/news-events');
    await expect(page.getByRole('navigation', { name: 'Pages of the archive' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
    await page.goto('/news-events/2');
    await expect(page.getByRole('region', { name: 'Stories, page 2' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
    await page.getByRole('region', { name: 'Stories, page 2' }).getByRole('link').first().click();
    await expect(page.getByRole('link', { name: 'All news and events' }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
  });
});

test.describe('news editor: an SA', () => {
  test('writes a story with bold text and a link, pastes formatted text, keeps a draft, then publishes', async ({
    page,
    browser,
  }) => {
    const token = await loginAs(page, 'sa');
    const title = `Golden Reels launch ${unique()}`;
    await page.goto('/admin/news-and-events/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Write a story' })).toBeVisible();

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('A new reel game for every region.');
    await page.getByLabel('Category').selectOption('Feature');

    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('Golden Reels is ');
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('out today');
    await bold.click();
    await page.keyboard.type('. Read more');
    for (let i = 0; i < 'Read more'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByRole('textbox', { name: 'Link address' }).fill('example.com/golden-reels');
    await page.keyboard.press('Enter');
    await body.press('End');
    await body.press('Enter');

    await pasteFormatted(
      page,
      '<h1 style="color:red">Big <em>news</em></h1><p><a href="javascript:alert(1)">Click</a></p><table><tr><td>Cell</td></tr></table>',
      'Big news\nClick\nCell',
    );
    const html = await body.innerHTML();
    expect(html).toContain('<p>Big news</p><p>Click</p><p>Cell</p>');
    expect(html).not.toMatch(/<h1|<em>|<table|style=|javascript:/);
    expect(html).toContain('<strong>out today</strong>');
    expect(html).toContain('href="https://example.com/golden-reels"');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Saved as a draft. Visitors cannot see it yet.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news-and-events\/edit\/\d+$/);
    const id = Number(page.url().split('/').pop());

    const visitor = await browser.newPage();
    try {
      await visitor.goto(`/news-events/post/${id}`);
      await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      const answer = await visitor.request.get(`/api/news/get?id=${id}`);
      expect(answer.status()).toBe(404);

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Published: the story is live on News & Events.')).toBeVisible();

      await visitor.goto(`/news-events/post/${id}`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
      const article = visitor.getByRole('article').first();
      await expect(article.locator('strong', { hasText: 'out today' })).toBeVisible();
      await expect(article.getByRole('link', { name: 'Read more' })).toHaveAttribute(
        'href',
        'https://example.com/golden-reels',
      );
      await expect(article.getByText('Big news', { exact: true })).toBeVisible();
      await expect(article.locator('table, em, h1 + h1')).toHaveCount(0);
    } finally {
      await visitor.close();
      const removed = await page.request.post('/api/news/delete', {
        headers: { 'consumer-token': token },
        data: { id },
      });
      expect(((await removed.json()) as Envelope).success).toBe(true);
    }
  });

  test('asks before leaving a story with unsaved changes', async ({ page }) => {
    await loginAs(page, 'sa');
    await page.goto('/admin/news-and-events/add');
    await page.getByLabel('Title').fill('Not finished');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Not finished');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('the list, the new-story form and the editor pass axe', async ({ page }, testInfo) => {
    await loginAs(page, 'sa');
    await page.goto('/admin/news-and-events');
    await expect(page.getByRole('table', { name: 'Stories' }).getByRole('rowheader').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);

    await page.getByRole('searchbox', { name: 'Search stories' }).fill('no story is called this');
    await expect(page.getByText('No stories match this search.')).toBeVisible();

    await page.goto('/admin/news-and-events/add');
    await expect(page.getByRole('textbox', { name: 'Body' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);

    await page.goto('/admin/news-and-events');
    await page.getByRole('table', { name: 'Stories' }).getByRole('link', { name: /^Edit/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit story' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Body' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('dialog', { name: 'Preview of the story page' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo);
  });
});
