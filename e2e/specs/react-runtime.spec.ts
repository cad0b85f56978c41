import { type Envelope, expect, loginAs, patientExpect, test } from '../fixtures';

/*
 * Issue 26: the browser runs React 19 itself (decision 045). What decision 037 had to work around under
 * Preact keeps working: boxes that open to be typed into take the focus as they mount, and the
 * rich-text editor takes a value that arrives after it mounted without losing what is typed next.
 */

interface Story {
  id: number;
  body: string;
}

test.describe('under React in the browser', () => {
  test('the story editor opens with the saved body, and what is typed after it stays', async ({ page }) => {
    const token = await loginAs(page, 'sa');
    const story = (
      (await (
        await page.request.get('/api/news/get?id=1', { headers: { 'consumer-token': token } })
      ).json()) as Envelope<Story>
    ).data;
    const firstWords = story.body
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 4)
      .join(' ');

    await page.goto(`/admin/news-and-events/edit/${story.id}`);
    const body = page.getByRole('textbox', { name: 'Body' });
    await patientExpect(body).toContainText(firstWords);
    await body.click();
    await body.press('ControlOrMeta+End');
    await page.keyboard.type(' Typed after the value arrived.');
    // Another render passes (the form settles): the typed text is not replaced by the saved value.
    await page.waitForTimeout(500);
    await expect(body).toContainText(firstWords);
    await expect(body).toContainText('Typed after the value arrived.');
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  test('the link box of the editor takes the focus as it opens', async ({ page }) => {
    await loginAs(page, 'sa');
    await page.goto('/admin/news-and-events/add');
    const body = page.getByRole('textbox', { name: 'Body' });
    await patientExpect(body).toBeVisible();
    await body.click();
    await page.keyboard.type('Read more');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Link' }).click();
    await expect(page.getByRole('textbox', { name: 'Link address' })).toBeFocused();
  });

  test('the rename box takes the focus, prefilled with the name', async ({ page }) => {
    await loginAs(page, 'sa');
    await page.goto('/admin/resource-library');
    const table = page.getByRole('table');
    const actions = table.getByRole('button', { name: /^Actions for / }).first();
    await patientExpect(actions).toBeVisible();
    const name = ((await actions.getAttribute('aria-label')) ?? '').replace(/^Actions for /, '');
    await actions.click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const box = table.getByRole('textbox', { name: `New name for ${name}` });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(name.replace(/\.[^.]+$/, ''));
    await box.press('Escape');
    await expect(box).toHaveCount(0);
  });
});
