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

/**
 * The regional embargo (issue 31 item 4, decision 150): before a game's release in every one of a
 * customer's regions, its page shows without its downloads and says when they arrive; provider staff
 * have them. The customer's regions are Pennsylvania, Michigan and Ontario; the game comes to all
 * three on 12 Jan 2027 (the server's clock is the real one, so this holds until then).
 */
const RUN = Date.now().toString(36);
const RELEASE = '2027-01-12';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function saToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/authentication/login', {
    form: { email: DEMO_USERS.sa, password: DEMO_PASSWORD },
  });
  return ((await answer.json()) as Envelope<string>).data;
}

test.skip(new Date().toISOString().slice(0, 10) >= RELEASE, 'the release date of the game has passed');

test("a customer before the release sees the game's page without its downloads, a CM with them", async ({
  page,
  request,
  browser,
}) => {
  const sa = { 'consumer-token': await saToken(request) };
  const created = await request.post('/api/game/create', {
    headers: sa,
    multipart: {
      type: 'POST',
      gameName: `Sunrise Riches ${RUN}`,
      isActive: 'true',
      isReleaseDatePerRegion: 'true',
      releaseDate: '2027-02-01',
      description: '<p>A morning of fortunes, coming to the United States and Canada.</p>',
      regions: JSON.stringify(
        ['us--pennsylvania', 'us--michigan', 'canada--ontario'].map((region) => ({
          region,
          releaseDate: RELEASE,
        })),
      ),
      'files[downloadableAssets][0][data]': {
        name: 'sell-sheet.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const game = ((await created.json()) as Envelope<{ id: number; downloadableAssets: { id: number }[] }>)
    .data;
  const sheet = game.downloadableAssets[0]!.id;

  try {
    await loginAs(page, 'customer');
    await page.goto(`/games/${game.id}/assets`);
    await expect(page.getByRole('heading', { name: `Sunrise Riches ${RUN}`, level: 1 })).toBeVisible();
    const downloads = page.getByRole('region', { name: 'Game downloads' });
    await expect(downloads).toContainText('Assets available from 12 Jan 2027');
    await expect(page.getByRole('button', { name: 'Open downloads' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Downloads', exact: true })).toHaveCount(0);
    // The download itself is refused as an unknown id (the login set the download cookie).
    expect((await page.request.get(`/download/asset/${sheet}`)).status()).toBe(404);
    await shots(page, 'embargo-customer');

    const staff = await browser.newPage();
    try {
      await loginAs(staff, 'cm');
      await staff.goto(`/games/${game.id}/assets`);
      await expect(staff.getByRole('region', { name: 'Game downloads' })).toContainText('1 featured file');
      await expect(staff.getByText('Assets available from')).toHaveCount(0);
      await staff.getByRole('button', { name: 'Open downloads' }).click();
      await expect(staff.getByRole('dialog', { name: `Sunrise Riches ${RUN} downloads` })).toContainText(
        'sell-sheet.pdf',
      );
      expect((await staff.request.get(`/download/asset/${sheet}`)).status()).toBe(200);
    } finally {
      await staff.close();
    }
  } finally {
    await request.post('/api/game/delete', { headers: sa, form: { id: String(game.id) } });
  }
});

test('the story editor schedules a story per region (decision 151)', async ({ page }) => {
  await loginAs(page, 'sa');
  await page.goto('/admin/news-and-events/add');
  await patientExpect(page.getByRole('heading', { level: 1, name: 'Write a story' })).toBeVisible();
  const days = page.getByRole('group', { name: 'Regional publish days' });
  await expect(days).toContainText('The story comes out everywhere at its publish time.');
  await days.getByRole('button', { name: 'Add a regional day' }).click();
  await days.getByLabel('Region').selectOption({ label: 'Georgia' });
  await days.getByLabel('Comes out on').fill(RELEASE);
  await expect(days).toContainText('In these regions the story comes out on the day given');
  await expect(days.getByRole('button', { name: 'Remove the day for Georgia' })).toBeVisible();
  await days.scrollIntoViewIfNeeded();
  await shots(page, 'embargo-story-editor');
});
