import { TOKEN_STORAGE_KEY, type User } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { buildRoutes } from '../app/router';
import { reloadToken } from '../lib/token-store';

/** A token of the server's shape (JWT; the client only reads expiry_time and guestSlug). */
export function makeToken(payload: Record<string, unknown> = {}, expiresInS = 3600): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const body = { sub: '1', sid: 's1', expiry_time: Math.floor(Date.now() / 1000) + expiresInS, ...payload };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(body)}.signature`;
}

export function signInWith(token: string | null): void {
  if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  reloadToken();
}

export function demoUser(overrides: Partial<User> = {}): User {
  return {
    id: 5,
    email: 'customer@demo.test',
    firstName: 'Priya',
    surname: 'Kapoor',
    userType: 'operator',
    userGroup: 'customer',
    isGuest: false,
    trackName: 'Priya Kapoor',
    hash: '',
    regions: [
      { region: 'canada--ontario', isDefault: false },
      { region: 'us--pennsylvania', isDefault: true },
    ],
    operator: null,
    guestSlug: null,
    guestExpiryStart: null,
    guestExpiryDays: null,
    ...overrides,
  };
}

interface FakeResponse {
  status?: number;
  data?: unknown;
  error?: string | null;
}

export type FakeRoutes = Record<string, FakeResponse | ((init: RequestInit | undefined) => FakeResponse)>;

const STATUS_NAMES: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/**
 * Mocks fetch only: every call answers the envelope of the matching 'METHOD /path' entry, or
 * a 404 envelope. Returns the mock to inspect calls.
 */
export function mockFetch(routes: FakeRoutes) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const entry = routes[key];
    const answer: FakeResponse =
      typeof entry === 'function' ? entry(init) : (entry ?? { status: 404, error: 'Not found' });
    const status = answer.status ?? 200;
    const ok = status < 400;
    return new Response(
      JSON.stringify({
        success: ok,
        data: ok ? (answer.data ?? null) : null,
        status: { code: status, name: STATUS_NAMES[status] ?? 'Error' },
        error: ok ? null : (answer.error ?? null),
      }),
      { status, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function calledPaths(fn: ReturnType<typeof mockFetch>): string[] {
  return fn.mock.calls.map(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`,
  );
}

/** The whole app (providers, start-up, layout, routes) in a memory router at `path`. */
export function renderApp(path: string, client: QueryClient = testQueryClient()) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const utils = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, client };
}

export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** Opens the region selector from the header's indicator. */
export async function openRegionSelector() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Regions/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Region selector' });
  // The popover's own button, which took the place of the stand-in once its code had loaded.
  const indicator = screen.getByRole('button', { name: /^Regions/ });
  return { user, indicator, dialog };
}

/** Ticks or unticks the named regions in the region selector. */
export async function toggleRegions(...names: string[]): Promise<void> {
  const { user, dialog } = await openRegionSelector();
  for (const name of names) await user.click(within(dialog).getByRole('checkbox', { name }));
}
