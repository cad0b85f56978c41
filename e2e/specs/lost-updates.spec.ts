import type { Page } from '@playwright/test';
import { type Envelope, patientExpect as expect, loginAs, test } from '../fixtures';

// Issue 28 items 16 and 11 in a real Chromium against the real server: two editors of one story, and
// an operator whose region its users hold.

test.describe.configure({ timeout: 180_000 });

/** Names unique to this run, so the spec can run again on the same server. */
const RUN = Date.now().toString(36);

async function call<T>(page: Page, token: string, path: string, form: Record<string, string>): Promise<T> {
  const answer = await page.request.post(path, { headers: { 'consumer-token': token }, form });
  const body = (await answer.json()) as Envelope<T>;
  if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${body.error}`);
  return body.data;
}

test('the second of two editors who save the same story is told who saved first, compares, and reloads', async ({
  page,
  context,
}) => {
  const token = await loginAs(page, 'sa');
  const created = await page.request.post('/api/news/add', {
    headers: { 'consumer-token': token },
    data: { title: `Two editors ${RUN}`, category: 'Product', body: '<p>Draft text</p>' },
  });
  const story = ((await created.json()) as Envelope<{ id: number }>).data;

  const first = page;
  const second = await context.newPage();
  for (const editor of [first, second]) {
    await editor.goto(`/admin/news-and-events/edit/${story.id}`);
    await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue(`Two editors ${RUN}`);
  }

  await first.getByRole('textbox', { name: 'Title' }).fill(`First editor ${RUN}`);
  await first.getByRole('button', { name: /Save as draft|Save draft/ }).click();
  await expect(first.getByText('Saved as a draft. Visitors cannot see it yet.')).toBeVisible();

  await second.getByRole('textbox', { name: 'Summary' }).fill('The second editor wrote this.');
  await second.getByRole('button', { name: /Save as draft|Save draft/ }).click();
  const stale = second.getByRole('alert').filter({ hasText: 'Not saved: someone else saved first' });
  await expect(stale).toBeVisible();
  await expect(stale).toContainText('This story was changed by');

  await stale.getByRole('button', { name: 'See the difference' }).click();
  const compared = stale.getByRole('table', { name: 'Their version and yours' });
  await expect(compared.getByRole('row', { name: /Title/ })).toContainText(`First editor ${RUN}`);
  await expect(compared.getByRole('row', { name: /Summary/ })).toContainText('The second editor wrote this.');

  await stale.getByRole('button', { name: 'Reload their version' }).click();
  await expect(stale).toBeHidden();
  await expect(second.getByRole('textbox', { name: 'Title' })).toHaveValue(`First editor ${RUN}`);
  await expect(second.getByRole('textbox', { name: 'Summary' })).toHaveValue('');
});

test('removing a region its users hold says who loses it and asks first; Delete with users offers them instead', async ({
  page,
}) => {
  const token = await loginAs(page, 'sa');
  const name = `Regional Lotteries ${RUN}`;
  const operator = await call<{ id: number }>(page, token, '/api/operator/create', {
    type: 'POST',
    name,
    regions: '["us--pennsylvania","us--michigan"]',
  });
  await call(page, token, '/api/user/create', {
    type: 'POST',
    firstName: 'Rita',
    surname: `Region ${RUN}`,
    email: `rita.${RUN}@example.com`,
    userType: 'operator',
    userGroup: 'customer',
    operator: String(operator.id),
    regions: JSON.stringify([{ region: 'us--pennsylvania', isDefault: true }]),
    sendSetPasswordMail: 'false',
  });

  await page.goto(`/admin/operators/edit/${operator.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Pennsylvania' }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remove the region from 1 user?' });
  await expect(ask).toContainText(`Rita Region ${RUN} (Pennsylvania) will lose it`);
  await expect(ask).toContainText('Ticking a region again later will not give it back');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Pennsylvania' })).toBeChecked();

  await page.getByRole('checkbox', { name: 'Pennsylvania' }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('button', { name: 'Remove from 1 user and save' }).click();
  await expect(page.getByText(`Changes to ${name} saved.`)).toBeVisible();
  await expect(page.getByRole('table', { name: `Users of ${name}` })).not.toContainText('Pennsylvania');

  await page.getByRole('button', { name: 'Delete operator' }).click();
  const cannot = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(cannot).toContainText('so it cannot be deleted yet');
  await expect(cannot.getByRole('button', { name: 'Delete operator' })).toHaveCount(0);
  await cannot.getByRole('button', { name: 'Show its 1 user' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?operator=${operator.id}$`));
  await expect(page.getByRole('link', { name: `Rita Region ${RUN}`, exact: true })).toBeVisible();
});
