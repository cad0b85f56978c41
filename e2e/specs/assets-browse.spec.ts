import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { APIRequestContext, request as playwrightRequest } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  type Envelope,
  expect,
  loginAs,
  loginAsGuest,
  screenshot,
  test,
} from '../fixtures';

/*
 * The asset manager as its users see it (issue 4, SPEC §2 'Asset directory listing'): a customer
 * browses, previews and downloads; a guest has no access. The files are made through the API as
 * the SA first, in a folder of their own, so the spec does not lean on the demo seed.
 */

interface Item {
  id: number;
  name: string;
  type: string;
}

/** A small PNG of one colour (sharp on the server makes its thumbnail and preview). */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function saApi(
  requests: typeof playwrightRequest,
  baseURL: string,
): Promise<{ api: APIRequestContext; token: string }> {
  const api = await requests.newContext({ baseURL });
  const login = await api.post('/api/authentication/login', {
    form: { email: DEMO_USERS.sa, password: DEMO_PASSWORD },
  });
  const token = ((await login.json()) as Envelope<string>).data;
  return { api, token };
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${response.url()}: ${body.error}`);
  return body.data;
}

const folderName = `E2E browse ${Date.now().toString(36)}`;
const NOTE = 'Campaign notes for the e2e download.\n';

test.describe('asset manager: a customer', () => {
  test.beforeAll(async ({ playwright }, testInfo) => {
    const { api, token } = await saApi(playwright.request, String(testInfo.project.use.baseURL));
    const headers = { 'consumer-token': token };
    const [root] = await data<Item[]>(await api.get('/api/asset/directory', { headers }));
    const folder = await data<Item>(
      await api.post('/api/asset/create/folder', {
        headers,
        form: { pid: String(root!.id), name: folderName },
      }),
    );
    await data(
      await api.post('/api/asset/putIntoParent', {
        headers,
        multipart: {
          parentId: String(folder.id),
          'files[0]': { name: 'Key art 1.png', mimeType: 'image/png', buffer: png(96, 64, [91, 63, 214]) },
          'files[1]': { name: 'Key art 2.png', mimeType: 'image/png', buffer: png(96, 64, [233, 165, 25]) },
          'files[2]': { name: 'Campaign notes.txt', mimeType: 'text/plain', buffer: Buffer.from(NOTE) },
        },
      }),
    );
    await api.dispose();
  });

  test('browses into a folder and back up through the breadcrumb', async ({ page, pageErrors }) => {
    await loginAs(page, 'customer');
    await page.goto('/asset-manager');
    const listing = page.getByRole('region', { name: 'Resource library' });
    const path = listing.getByRole('navigation', { name: 'Folder path' });
    await expect(path.getByText('Root')).toBeVisible();
    const table = listing.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Items', 'Action']);

    await table.getByRole('button', { name: folderName, exact: true }).click();
    await expect(path.locator('[aria-current="page"]')).toHaveText(folderName);
    await expect(page).toHaveURL(/[?&]folder=\d+/);
    await expect(table.getByRole('row')).toHaveCount(4);
    // Read-only: every row has its download icon and no edit menu.
    await expect(table.getByRole('button', { name: 'Download Campaign notes.txt' })).toBeVisible();
    await expect(table.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);

    // A reload opens the same folder (the address keeps it).
    await page.reload();
    await expect(path.locator('[aria-current="page"]')).toHaveText(folderName);

    await path.getByRole('button', { name: 'Root' }).click();
    await expect(table.getByRole('button', { name: folderName, exact: true })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('previews the folder images from the clicked one, steps with the keyboard, and goes back', async ({
    page,
  }) => {
    await loginAs(page, 'customer');
    await page.goto('/asset-manager');
    const table = page.getByRole('table');
    await table.getByRole('button', { name: folderName, exact: true }).click();
    await table.getByRole('button', { name: 'Key art 2.png', exact: true }).click();

    const preview = page.getByRole('dialog', { name: 'Key art 2.png' });
    await expect(preview).toBeVisible();
    await expect(preview.getByText('2 / 2')).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Key art 2.png' })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Download' })).toBeVisible();

    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Key art 1.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(table.getByRole('button', { name: 'Key art 1.png', exact: true })).toBeVisible();
  });

  test('downloads a file through the browser', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/asset-manager');
    const table = page.getByRole('table');
    await table.getByRole('button', { name: folderName, exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      table.getByRole('button', { name: 'Download Campaign notes.txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Campaign notes.txt');
    expect(readFileSync(await download.path(), 'utf8')).toBe(NOTE);
    await expect(page).toHaveURL(/\/asset-manager/);
  });

  test('downloads the folder as a zip from the bar', async ({ page }) => {
    await loginAs(page, 'customer');
    await page.goto('/asset-manager');
    await page.getByRole('table').getByRole('button', { name: folderName, exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download current folder' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  for (const width of [1366, 375]) {
    test(`looks finished at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      await loginAs(page, 'customer');
      await page.goto('/asset-manager');
      const table = page.getByRole('table');
      await table.getByRole('button', { name: folderName, exact: true }).click();
      await expect(table.getByRole('row')).toHaveCount(4);
      const items = page.getByRole('columnheader', { name: 'Items' });
      // SPEC layout: the Items column gives way on a phone; the download stays in reach.
      if (width < 481) await expect(items).toBeHidden();
      else await expect(items).toBeVisible();
      // The row's action stays in reach: inside the page's width, not cut off.
      const action = table.getByRole('button', { name: 'Download Campaign notes.txt' });
      await action.scrollIntoViewIfNeeded();
      const box = await action.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      await screenshot(page, `assets-manager-customer-${width}`);
    });
  }
});

test.describe('asset manager: no permission', () => {
  test('a guest is sent to Login (the asset permission excludes guests)', async ({ page }) => {
    await loginAsGuest(page);
    await page.goto('/asset-manager');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
  });

  test("a guest's calls to the library are refused by the server", async ({ page }) => {
    const token = await loginAsGuest(page);
    const response = await page.request.get('/api/asset/directory', { headers: { 'consumer-token': token } });
    expect(response.status()).toBe(403);
  });
});
