import type { Page } from '@playwright/test';
import { patientExpect as expect, loginAs, test } from '../fixtures';

/*
 * Issue 28 items 13 and 17 in the browser: the admin forms refuse what the server refuses, with the
 * same sentences under the same fields, before anything is sent.
 */

/** Fails the test if the page sends `path` (the form should have refused before any call). */
function refuseCalls(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(path) && request.method() === 'POST') sent.push(request.url());
  });
  return sent;
}

test.describe('admin forms refuse bad input before saving', () => {
  test('the options form says a three-letter country code is not one, and keeps the saved one', async ({
    page,
    pageErrors,
  }) => {
    await loginAs(page, 'sa');
    await page.goto('/admin/options');
    await expect(page.getByRole('heading', { level: 1, name: 'Options' })).toBeVisible();
    const sent = refuseCalls(page, '/api/globals/set');
    const country = page.getByLabel('Demo country code');
    await country.fill('AUT');
    await expect(country).toHaveValue('AUT');
    await page.getByRole('button', { name: 'Save options' }).click();
    await expect(page.getByText('Must be a two-letter country code such as GB.')).toBeVisible();
    await expect(country).toBeFocused();

    await page.getByLabel('Enquiries e-mail address').fill('Sales <sales@provider.example>');
    await country.fill('GB');
    await page.getByRole('button', { name: 'Save options' }).click();
    await expect(page.getByText('Must be an e-mail address.')).toBeVisible();
    expect(sent).toEqual([]);

    await page.reload();
    await expect(page.getByLabel('Demo country code')).toHaveValue('GB');
    expect(pageErrors).toEqual([]);
  });

  test('the guest form refuses a first day in 9999 and an address that would mail someone else', async ({
    page,
    pageErrors,
  }) => {
    await loginAs(page, 'am');
    await page.goto('/admin/users/add/guest');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a guest' })).toBeVisible();
    const sent = refuseCalls(page, '/api/user/create');
    await page.getByLabel('First name').fill('Far');
    await page.getByLabel('Surname').fill('Future');
    await page.getByLabel('E-mail').fill('group:far@example.test;');
    await page.getByLabel('From').fill('9999-01-01');
    await page.getByRole('button', { name: 'Add guest' }).click();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByText("The guest's first day must be within 365 days of today.")).toBeVisible();
    expect(sent).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('the story editor says what an event needs in plain sentences', async ({ page, pageErrors }) => {
    await loginAs(page, 'sa');
    await page.goto('/admin/news-and-events/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Write a story' })).toBeVisible();
    const sent = refuseCalls(page, '/api/news/add');
    await page.getByLabel('Title').fill('Lottery summit');
    await page.getByLabel('Category').selectOption('Events');
    await page.getByLabel('Starts').fill('2027-03-02');
    await page.getByLabel('Ends').fill('2027-03-01');
    await page.getByLabel('Place').fill('Oslo');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const problem = page.getByRole('group', { name: 'The event' }).getByRole('alert');
    await expect(problem).toHaveText('The event cannot end before it starts.');
    expect(sent).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
