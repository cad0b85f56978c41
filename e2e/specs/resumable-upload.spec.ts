import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Envelope,
  expect,
  keepShot,
  loginAs,
  newWorkFolder,
  patientExpect,
  screenshot,
  test,
} from '../fixtures';

/*
 * Issue 31 item 5: a resumable (tus) upload in the admin resource library survives the network
 * going away half way. The browser is cut off (Playwright's offline mode) while the second 16 MiB
 * request of a 40 MiB file is being sent; the upload waits, paused; with the
 * network back it goes on from that byte, as the same upload (one creation), and the file is stored.
 */

const MiB = 1024 * 1024;
const FILE_BYTES = 40 * MiB;
const CHUNK_BYTES = 16 * MiB;

interface Item {
  id: number;
  name: string;
}

test('an upload cut off half way by the network goes on where it stopped once it is back', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const folderName = `E2E resumable ${Date.now().toString(36)}`;
  const folderId = await newWorkFolder(String(testInfo.project.use.baseURL), folderName);
  await loginAs(page, 'sa');
  await page.goto(`/admin/resource-library?folder=${folderId}`);
  await patientExpect(page.getByText('This folder is empty')).toBeVisible();

  const creations: string[] = [];
  const sentFrom: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/uploads')) creations.push(request.url());
    if (request.method() === 'PATCH') sentFrom.push(Number(request.headers()['upload-offset']));
  });
  // The cut: as the second 16 MiB request starts, the browser goes offline, which fails it mid-way.
  let offline: Promise<void> | null = null;
  page.on('request', (request) => {
    const offset = Number(request.headers()['upload-offset'] ?? -1);
    if (!offline && request.method() === 'PATCH' && offset >= CHUNK_BYTES) offline = context.setOffline(true);
  });

  const content = Buffer.alloc(FILE_BYTES);
  for (let i = 0; i < FILE_BYTES; i += 4096) content.writeUInt32BE(i, i);
  // From a file on disk: the browser reads it itself (a 40 MiB buffer would cross the protocol).
  const filePath = path.join(testInfo.outputDir, 'Launch film.mp4');
  mkdirSync(testInfo.outputDir, { recursive: true });
  writeFileSync(filePath, content);
  await page.getByLabel('Upload files', { exact: true }).setInputFiles(filePath);

  const uploads = page.getByRole('region', { name: 'Uploads' });
  const paused = uploads.getByRole('progressbar', { name: 'Paused Launch film.mp4' });
  await patientExpect(paused).toBeVisible();
  // Paused at what the server acknowledged or a little past it (the bytes sent when the cut came).
  const percent = Number(await paused.getAttribute('aria-valuenow'));
  expect(percent).toBeGreaterThanOrEqual(40);
  expect(percent).toBeLessThan(100);
  await expect(uploads.getByText(/^Paused at \d+%: waiting for the network$/)).toBeVisible();
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await uploads.scrollIntoViewIfNeeded();
    await screenshot(page, `resumable-upload-paused-${width}`);
    await keepShot(page, 'resumable-upload-paused');
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await offline;
  await context.setOffline(false);
  await patientExpect(uploads.getByRole('progressbar', { name: 'Uploaded Launch film.mp4' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(uploads.getByText('1 upload finished')).toBeVisible();
  await expect(page.getByRole('table').getByText('Launch film.mp4', { exact: true })).toBeVisible();

  // One upload, created once; after the cut it went on from the bytes the server had (16 MiB, or 32
  // when the cut request's body had all arrived), never from 0.
  expect(creations).toHaveLength(1);
  expect(sentFrom[0]).toBe(0);
  expect(sentFrom.filter((offset) => offset === 0)).toHaveLength(1);
  expect(sentFrom.at(-1)).toBeGreaterThanOrEqual(CHUNK_BYTES);
  expect(sentFrom).toContain(CHUNK_BYTES);

  // The stored file is the whole file, byte for byte.
  const listing = (await (
    await page.request.get(`/api/asset/directory?id=${folderId}`, {
      headers: { 'consumer-token': (await page.evaluate(() => localStorage.getItem('portal-token'))) ?? '' },
    })
  ).json()) as Envelope<(Item & { children: (Item & { size?: number })[] })[]>;
  const stored = listing.data[0]!.children.find((child) => child.name === 'Launch film.mp4')!;
  const download = await page.request.get(`/download/asset/${stored.id}`);
  expect(download.status()).toBe(200);
  expect((await download.body()).equals(content)).toBe(true);
});
