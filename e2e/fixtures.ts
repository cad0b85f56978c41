import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  type TestInfo,
} from '@playwright/test';

export { expect };

/**
 * For specs that walk several screens whose code loads on demand: the machines running them are
 * often busy, so each step gets more time than the default.
 */
export const patientExpect = expect.configure({ timeout: 30_000 });

/** Password of every seeded demo account (the server seeds with the same variable). */
export const DEMO_PASSWORD = process.env.PORTAL_DEMO_PASSWORD ?? 'demo-password';

/** One seeded account per group (DESIGN 'Running'). */
export const DEMO_USERS = {
  sa: 'sa@demo.test',
  am: 'am@demo.test',
  cm: 'cm@demo.test',
  affiliate: 'affiliate@demo.test',
  customer: 'customer@demo.test',
  performance: 'performance@demo.test',
  /** A customer with no regions. */
  noRegions: 'noregions@demo.test',
} as const;

export type DemoUser = keyof typeof DEMO_USERS;

/** Seeded guest slugs: /guest/demo-guest is valid for 14 more days, /guest/expired-guest has expired. */
export const DEMO_GUESTS = { valid: 'demo-guest', expired: 'expired-guest' } as const;

/** localStorage key of the session token (domain TOKEN_STORAGE_KEY). */
export const TOKEN_STORAGE_KEY = 'portal-token';

/** The cookie the app sets while it holds a token (domain SIGNED_IN_HINT_COOKIE). */
export const SIGNED_IN_HINT_COOKIE = 'portal-signed-in';

/** The JSON envelope of every /api answer. */
export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  status: { code: number; name: string };
  error: string | null;
}

/**
 * Signs in through the API (not the form) and makes the next navigation start with the token in
 * localStorage, as if the user had logged in. Call before `page.goto`. The login also stores the
 * server's HttpOnly download cookie in the page's context, since page.request shares its cookies.
 * Returns the token.
 */
export async function loginAs(page: Page, who: DemoUser, password = DEMO_PASSWORD): Promise<string> {
  return signIn(page, '/api/authentication/login', { email: DEMO_USERS[who], password }, who);
}

/** Signs in a guest by slug through the API, like `loginAs`. */
export async function loginAsGuest(page: Page, slug: string = DEMO_GUESTS.valid): Promise<string> {
  return signIn(page, '/api/authentication/guestLogin', { guestSlug: slug }, `guest ${slug}`);
}

async function signIn(page: Page, path: string, form: Record<string, string>, who: string): Promise<string> {
  const response = await page.request.post(path, { form });
  const text = await response.text();
  let body: Envelope<string> | undefined;
  try {
    body = JSON.parse(text) as Envelope<string>;
  } catch {
    // reported below
  }
  if (!response.ok() || !body?.success || typeof body.data !== 'string') {
    throw new Error(`login as ${who} failed: HTTP ${response.status()} ${text.slice(0, 300)}`);
  }
  const token = body.data;
  const origin = new URL(response.url()).origin;
  // Seeds the token once per tab (sessionStorage survives reloads), so a spec that logs out and
  // reloads is not logged in again; only on our own origin, never inside third-party frames.
  await page.addInitScript(
    ({ key, value, origin }) => {
      try {
        if (window.location.origin !== origin) return;
        const flag = `e2e-seeded:${key}:${value}`;
        if (window.sessionStorage.getItem(flag)) return;
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem(flag, '1');
      } catch {
        // storage unavailable (opaque origin): nothing to seed
      }
    },
    { key: TOKEN_STORAGE_KEY, value: token, origin },
  );
  // What the app sets beside a token it stores (decision 045): the server then sends its own page.
  await page.context().addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: origin }]);
  return token;
}

/** Fills the login form (the /login page, or the overlay's dialog) and presses its Login button. */
export async function submitLoginForm(form: Page | Locator, email: string, password: string): Promise<void> {
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Fills the choose-a-password form a mailed link opens and presses Save password. */
export async function submitNewPassword(
  page: Page,
  password: string,
  confirmation = password,
): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(confirmation);
  await page.getByRole('button', { name: 'Save password' }).click();
}

/** Makes the /api calls matching `url` answer a failed envelope: that status and error message. */
export async function failApiCalls(
  page: Page,
  url: string,
  status: Envelope['status'],
  error: string | null,
): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({ status: status.code, json: { success: false, data: null, status, error } }),
  );
}

const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** Saves a full-page PNG to e2e/screenshots/<name>.png (gitignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** With SHOTS_DIR set (outside the repo), keeps the page as it is now as `<name>-<width>.png` there. */
export async function keepShot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
}

/** Full-page shots at 1366 and 375 px into SHOTS_DIR when it is set; back at 1366 px after. */
export async function shots(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await keepShot(page, name);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

interface Fixtures {
  /** Uncaught exceptions thrown in the page during the test (collected from 'pageerror'). */
  pageErrors: Error[];
}

export const test = base.extend<Fixtures>({
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

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

/**
 * axe (WCAG 2.2 AA) on the page as it is now: fails on serious or critical findings, logs the
 * others, and attaches every finding to the test's report.
 */
export async function expectNoSeriousAxeViolations(page: Page, testInfo: TestInfo): Promise<void> {
  const path = new URL(page.url()).pathname;
  // Scanned in a viewport as tall as the page: sticky headers and action bars then sit in their own
  // place, not over whatever content one scroll position puts beneath them (axe's target-size).
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport && height > viewport.height) {
    await page.setViewportSize({ width: viewport.width, height: Math.min(height, 10_000) });
  }
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .analyze()
    .finally(async () => {
      if (viewport) await page.setViewportSize(viewport);
    });
  await testInfo.attach(`axe-results${path.replace(/\W+/g, '-')}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const minor = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  if (minor.length > 0) {
    console.log(`a11y ${path}: ${minor.length} minor or moderate violation(s)\n${describeViolations(minor)}`);
  }
  expect(
    blocking.map((v) => `${v.id} (${v.impact}) on ${v.nodes.length} element(s)`),
    `serious or critical axe violations on ${path}:\n${describeViolations(blocking)}`,
  ).toEqual([]);
}

interface WorkItem {
  id: number;
  name: string;
}

/** A folder of the resource library made through the API as the SA, for a test to work in alone. */
export async function newWorkFolder(baseURL: string, name: string): Promise<number> {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await api.post('/api/authentication/login', {
      form: { email: DEMO_USERS.sa, password: DEMO_PASSWORD },
    });
    const headers = { 'consumer-token': ((await login.json()) as Envelope<string>).data };
    const root = ((await (await api.get('/api/asset/directory', { headers })).json()) as Envelope<WorkItem[]>)
      .data[0]!;
    const created = await api.post('/api/asset/create/folder', {
      headers,
      form: { pid: String(root.id), name },
    });
    const body = (await created.json()) as Envelope<WorkItem>;
    if (!body.success) throw new Error(`create folder: ${body.error}`);
    return body.data.id;
  } finally {
    await api.dispose();
  }
}
