import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Pages scanned while signed out, each with what shows once it has rendered. */
const PAGES: { name: string; path: string; ready: (page: Page) => Locator }[] = [
  { name: 'home', path: '/', ready: (page) => page.getByRole('link', { name: 'eInstant Games' }).first() },
  {
    name: 'login',
    path: '/login',
    ready: (page) => page.getByRole('heading', { name: 'Login to your account' }),
  },
  {
    name: 'not found',
    path: '/no-such-page',
    ready: (page) => page.getByRole('heading', { name: 'Page not found' }),
  },
];

function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `  ${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
}

test.describe('accessibility (axe, WCAG 2.2 AA: no serious or critical violations)', () => {
  for (const { name, path, ready } of PAGES) {
    test(`${name} page (${path})`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');

      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      await testInfo.attach('axe-results.json', {
        body: JSON.stringify(results.violations, null, 2),
        contentType: 'application/json',
      });
      const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
      const minor = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
      if (minor.length > 0) {
        console.log(
          `a11y ${path}: ${minor.length} minor or moderate violation(s)\n${describeViolations(minor)}`,
        );
      }
      expect(
        blocking.map((v) => `${v.id} (${v.impact}) on ${v.nodes.length} element(s)`),
        `serious or critical axe violations on ${path}:\n${describeViolations(blocking)}`,
      ).toEqual([]);
    });
  }
});
