import type { Page } from '@playwright/test';
import { type Envelope, patientExpect as expect, loginAs, test } from '../fixtures';

// Issue 28 item 6 in a real Chromium against the real server: descriptions are written in the
// rich-text editor and read on the public pages as typed; a draw game's revision is restored.

test.describe.configure({ timeout: 240_000 });

/** Names unique to this run, so the spec can run again on the same server. */
const RUN = Date.now().toString(36);

/** The rich-text editor named `name` (a contenteditable textbox), emptied and typed into. */
async function typeInto(page: Page, name: string, paragraphs: string[]) {
  const editor = page.getByRole('textbox', { name, exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  for (const [index, paragraph] of paragraphs.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph);
  }
}

test('an SA writes a game description with "&", "<b>" as text and two paragraphs; the game page shows them as typed', async ({
  page,
}) => {
  await loginAs(page, 'sa');
  const name = `Cats and Dogs ${RUN}`;
  const first = 'Tom & Jerry play <b> for keeps';
  const second = 'A second paragraph, on its own.';

  await page.goto('/admin/games/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a game' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await typeInto(page, 'Description', [first, second]);

  await page.getByRole('button', { name: 'Preview description' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview of the description' });
  await expect(preview.getByRole('heading', { name: `About ${name}` })).toBeVisible();
  await expect(preview.getByText(first, { exact: true })).toBeVisible();
  await expect(preview.getByText(second, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await page.getByRole('button', { name: 'Add game' }).click();
  await expect(page).toHaveURL(/\/admin\/games\/edit\/\d+$/);
  const id = /\/edit\/(\d+)$/.exec(page.url())![1];
  // The editor shows the saved text as text, never its markup.
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toContainText(first);
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).not.toContainText('&amp;');

  await page.goto(`/games/${id}/overview`);
  const about = page.getByRole('region', { name: `About ${name}` });
  await expect(about).toBeVisible();
  const paragraphs = about.locator('p');
  await expect(paragraphs).toHaveText([first, second]);
  await expect(about).not.toContainText('&amp;');
});

test('an SA restores an earlier revision of a draw game, and its page shows the restored words', async ({
  page,
}) => {
  const token = await loginAs(page, 'sa');
  const name = `Revision Lotto ${RUN}`;
  const created = await page.request.post('/api/popular-draw-games/create', {
    headers: { 'consumer-token': token },
    form: { type: 'POST', name, live: 'true', description: '<p>The first words.</p>' },
  });
  const item = ((await created.json()) as Envelope<{ id: number }>).data;

  const editor = `/admin/draw_games/popular-draw-games?edit=${item.id}`;
  await page.goto(editor);
  await expect(page.getByRole('form', { name: `Edit ${name}` })).toBeVisible();
  await typeInto(page, 'Description', ['The second words.']);
  await page.getByRole('button', { name: 'Save draw game' }).click();
  await expect(page.getByRole('table', { name: 'Popular Draw Games' })).toBeVisible();

  await page.goto(editor);
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByText(/Revision 2 \(current\)/)).toBeVisible();
  await revisions.getByRole('button', { name: 'View revision 1' }).click();
  const view = page.getByRole('dialog', { name: /^Revision 1,/ });
  await expect(view.getByText('The first words.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();

  await revisions.getByRole('button', { name: 'Restore revision 1' }).click();
  await page
    .getByRole('alertdialog', { name: 'Restore revision 1?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText('Revision 1 restored.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveText(
    'The first words.',
  );
  await expect(revisions.getByText(/Revision 3 \(current\)/)).toBeVisible();

  await page.goto(`/draw-games/popular-${item.id}/overview`);
  await expect(page.getByText('The first words.')).toBeVisible();
  await expect(page.getByText('The second words.')).toHaveCount(0);
});
