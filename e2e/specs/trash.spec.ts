import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  type Envelope,
  expect,
  loginAs,
  patientExpect,
  shots,
  test,
} from '../fixtures';

/*
 * The restore walk of issue 31 item 5, with no mail involved: an SA deletes a folder in the
 * resource library, finds it in the trash with where it was and who deleted it, restores it, and
 * downloads its file again. The folder is made through the API in a work folder of its own.
 */

interface Item {
  id: number;
  name: string;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${response.url()}: ${body.error}`);
  return body.data;
}

const BRIEF = 'The brief of the spring campaign.\n';

test.describe('the trash: an SA', () => {
  const workName = `E2E trash ${Date.now().toString(36)}`;
  const doomedName = 'Spring campaign';
  let workId: number;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: String(testInfo.project.use.baseURL) });
    try {
      const login = await api.post('/api/authentication/login', {
        form: { email: DEMO_USERS.sa, password: DEMO_PASSWORD },
      });
      const headers = { 'consumer-token': ((await login.json()) as Envelope<string>).data };
      const [root] = await data<Item[]>(await api.get('/api/asset/directory', { headers }));
      const work = await data<Item>(
        await api.post('/api/asset/create/folder', {
          headers,
          form: { pid: String(root!.id), name: workName },
        }),
      );
      workId = work.id;
      const doomed = await data<Item>(
        await api.post('/api/asset/create/folder', {
          headers,
          form: { pid: String(work.id), name: doomedName },
        }),
      );
      await data(
        await api.post('/api/asset/putIntoParent', {
          headers,
          multipart: {
            parentId: String(doomed.id),
            'files[0]': { name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from(BRIEF) },
          },
        }),
      );
    } finally {
      await api.dispose();
    }
  });

  test('deletes a folder, finds it in the trash, restores it and downloads it', async ({
    page,
    pageErrors,
  }) => {
    // A whole walk with shots at two widths: longer than one step.
    test.setTimeout(180_000);
    await loginAs(page, 'sa');
    await page.goto(`/admin/resource-library?folder=${workId}`);
    const table = page.getByRole('table');
    // The first visit of the admin builds its pages on a busy machine: more patience here.
    await patientExpect(table.getByRole('button', { name: doomedName, exact: true })).toBeVisible();

    await table.getByRole('button', { name: `Actions for ${doomedName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete folder “${doomedName}”?` });
    await expect(confirm.getByText(/kept in the trash/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(table.getByRole('button', { name: doomedName, exact: true })).toHaveCount(0);
    await expect(page.getByText('This folder is empty')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Resource library views' })
      .getByRole('link', { name: 'Trash' })
      .click();
    await expect(page).toHaveURL(/view=trash/);
    const item = page
      .getByRole('list', { name: 'Items in the trash' })
      .getByRole('listitem')
      .filter({ hasText: workName });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(doomedName);
    await expect(item).toContainText(`Resource Library / ${workName}`);
    await expect(item).toContainText('by Sophie Adler');
    await expect(item).toContainText('1 item');
    await shots(page, 'trash');

    // Delete for good asks first; Cancel keeps it.
    await item.getByRole('button', { name: `Delete ${doomedName} for good` }).click();
    const purge = page.getByRole('alertdialog', { name: `Delete “${doomedName}” for good?` });
    await expect(purge).toBeVisible();
    await purge.getByRole('button', { name: 'Cancel' }).click();
    await expect(purge).toHaveCount(0);
    await expect(item.getByRole('button', { name: `Delete ${doomedName} for good` })).toBeFocused();

    await item.getByRole('button', { name: `Restore ${doomedName}` }).click();
    await expect(page.getByText(`“${doomedName}” is back in its folder.`)).toBeVisible();
    await expect(item).toHaveCount(0);

    await page.goto(`/admin/resource-library?folder=${workId}`);
    await table.getByRole('button', { name: doomedName, exact: true }).click();
    await expect(table.getByText('brief.txt', { exact: true })).toBeVisible();
    await table.getByRole('button', { name: 'Actions for brief.txt' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('brief.txt');
    expect(readFileSync(await download.path(), 'utf8')).toBe(BRIEF);
    expect(pageErrors).toEqual([]);
  });
});
