import { expect, loginAs, newWorkFolder, screenshot, test } from '../fixtures';

/*
 * The admin resource library (issue 4: the listing in edit mode): an SA makes a folder, renames,
 * moves, deletes and uploads. Each test works in a folder of its own, made through the API, and
 * opens it through the address (?folder=id), so tests never see each other's files.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('resource library: an SA edits', () => {
  let folderId: number;
  let folderName: string;

  test.beforeEach(async ({ page }, testInfo) => {
    folderName = `E2E edit ${unique()}`;
    folderId = await newWorkFolder(String(testInfo.project.use.baseURL), folderName);
    await loginAs(page, 'sa');
    await page.goto(`/admin/resource-library?folder=${folderId}`);
    await expect(
      page.getByRole('navigation', { name: 'Folder path' }).locator('[aria-current="page"]'),
    ).toHaveText(folderName);
    await expect(page.getByText('This folder is empty')).toBeVisible();
  });

  test('makes a folder, refusing a bad name without a call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/asset/create/folder')) calls.push(request.url());
    });
    await page.getByRole('button', { name: 'New folder' }).click();
    const box = page.getByRole('textbox', { name: 'Folder name' });
    await expect(box).toBeFocused();
    await box.fill('bad.name');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Invalid folder name')).toBeVisible();
    expect(calls).toEqual([]);

    await box.fill('Press kit');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(box).toHaveCount(0);
    await expect(
      page.getByRole('table').getByRole('button', { name: 'Press kit', exact: true }),
    ).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  test('uploads several files with a progress bar each, then renames one keeping its extension', async ({
    page,
  }) => {
    await page.getByLabel('Upload files', { exact: true }).setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') },
      { name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('brief') },
    ]);
    const uploads = page.getByRole('region', { name: 'Uploads' });
    await expect(uploads.getByRole('progressbar')).toHaveCount(2);
    await expect(uploads.getByText('2 uploads finished')).toBeVisible();
    await expect(uploads.getByRole('progressbar', { name: 'Uploaded notes.txt' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);

    await table.getByRole('button', { name: 'Actions for notes.txt' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const box = table.getByRole('textbox', { name: 'New name for notes.txt' });
    await expect(box).toHaveValue('notes');
    await box.fill('meeting notes');
    await box.press('Enter');
    await expect(table.getByText('meeting notes.txt', { exact: true })).toBeVisible();
    await expect(table.getByText('notes.txt', { exact: true })).toHaveCount(0);
  });

  test('takes several files dropped onto the listing', async ({ page }) => {
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['first'], 'dropped one.txt', { type: 'text/plain' }));
      transfer.items.add(new File(['second'], 'dropped two.txt', { type: 'text/plain' }));
      return transfer;
    });
    const listing = page.getByRole('region', { name: 'Resource library' });
    await listing.dispatchEvent('dragenter', { dataTransfer });
    await expect(listing.getByText(/^Drop to upload to/)).toBeVisible();
    await listing.dispatchEvent('drop', { dataTransfer });
    await expect(listing.getByText(/^Drop to upload to/)).toHaveCount(0);
    const table = page.getByRole('table');
    await expect(table.getByText('dropped one.txt', { exact: true })).toBeVisible();
    await expect(table.getByText('dropped two.txt', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Uploads' }).getByRole('progressbar')).toHaveCount(2);
  });

  test('moves a file into a subfolder with the move bar', async ({ page }) => {
    await page.getByLabel('Upload files', { exact: true }).setInputFiles({
      name: 'poster.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('poster'),
    });
    const table = page.getByRole('table');
    await expect(table.getByText('poster.txt', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Folder name' }).fill('Archive');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(table.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();

    await table.getByRole('button', { name: 'Actions for poster.txt' }).click();
    await page.getByRole('menuitem', { name: 'Move' }).click();
    const bar = page.getByRole('region', { name: 'Items to move' });
    await expect(bar.getByRole('button', { name: 'Move 1 item(s) here' })).toBeVisible();

    await table.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(
      page.getByRole('navigation', { name: 'Folder path' }).locator('[aria-current="page"]'),
    ).toHaveText('Archive');
    await bar.getByRole('button', { name: 'Move 1 item(s) here' }).click();
    await expect(bar).toHaveCount(0);
    await expect(table.getByText('poster.txt', { exact: true })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Folder path' })
      .getByRole('button', { name: folderName })
      .click();
    await expect(table.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
    await expect(table.getByText('poster.txt', { exact: true })).toHaveCount(0);
  });

  test('deletes a folder after confirmation', async ({ page }) => {
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Folder name' }).fill('Old drafts');
    await page.getByRole('button', { name: 'Create' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('button', { name: 'Old drafts', exact: true })).toBeVisible();

    await table.getByRole('button', { name: 'Actions for Old drafts' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: /Delete folder “Old drafts”\?/ });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(table.getByRole('button', { name: 'Old drafts', exact: true })).toBeVisible();

    await table.getByRole('button', { name: 'Actions for Old drafts' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(table.getByRole('button', { name: 'Old drafts', exact: true })).toHaveCount(0);
    await expect(page.getByText('This folder is empty')).toBeVisible();
  });

  test('shows the server message when a change fails', async ({ page }) => {
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Folder name' }).fill('Twice');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('table').getByRole('button', { name: 'Twice', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Folder name' }).fill('Twice');
    await page.getByRole('button', { name: 'Create' }).click();
    // The form closes whatever the outcome; the danger alert carries the server's words.
    await expect(page.getByRole('textbox', { name: 'Folder name' })).toHaveCount(0);
    await expect(page.getByText(/already an item named 'Twice'/)).toBeVisible();
  });

  for (const width of [1366, 375]) {
    test(`looks finished at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      await page.getByLabel('Upload files', { exact: true }).setInputFiles([
        { name: 'Guidelines.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
        { name: 'Script.txt', mimeType: 'text/plain', buffer: Buffer.from('script') },
      ]);
      const table = page.getByRole('table');
      await expect(table.getByRole('row')).toHaveCount(3);
      // The row's action stays in reach: inside the page's width, not cut off.
      const action = table.getByRole('button', { name: 'Actions for Script.txt' });
      await action.scrollIntoViewIfNeeded();
      const box = await action.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      await table.getByRole('button', { name: 'Actions for Script.txt' }).click();
      await page.getByRole('menuitem', { name: 'Move' }).click();
      await screenshot(page, `assets-resource-library-sa-${width}`);
    });
  }
});
