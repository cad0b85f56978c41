import { ADMIN_ROUTES, DASHBOARD_PATH, findRoute, LOGIN_PATH, MESSAGES, PUBLIC_ROUTES } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { peekRememberedRoute } from '../lib/return-path';
import { demoUser, makeToken, mockFetch, renderApp, signInWith } from '../test/utils';
import { guardDecision } from './guards';

const BASE_ROUTES = {
  'GET /api/globals/all': { data: { enquiriesEmail: 'enquiries@test.example' } },
};

function route(path: string) {
  const found = findRoute(path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
}

describe('guardDecision', () => {
  const customer = demoUser();
  const am = demoUser({ userType: 'igt', userGroup: 'AM' });

  it('lets public routes through at once, even before the user is known', () => {
    expect(guardDecision(route('/news-events'), null, 'loading')).toEqual({ kind: 'allow' });
    expect(guardDecision(route('/draw-games'), null, 'ready')).toEqual({ kind: 'allow' });
  });

  it('waits for the user before checking a protected route', () => {
    expect(guardDecision(route('/games'), null, 'loading')).toEqual({ kind: 'wait' });
  });

  it('sends public routes that fail to Login, admin sub-routes to the Dashboard', () => {
    expect(guardDecision(route('/pipeline'), null, 'ready')).toEqual({ kind: 'redirect', to: LOGIN_PATH });
    expect(guardDecision(route('/draw-games/3'), null, 'ready')).toEqual({
      kind: 'redirect',
      to: LOGIN_PATH,
    });
    expect(guardDecision(route('/admin/games'), am, 'ready')).toEqual({
      kind: 'redirect',
      to: DASHBOARD_PATH,
    });
  });

  it('never redirects the Dashboard to itself', () => {
    const dashboard = ADMIN_ROUTES[0]!;
    expect(guardDecision(dashboard, customer, 'ready')).toEqual({ kind: 'redirect', to: LOGIN_PATH });
  });

  it('allows what the permission map allows', () => {
    expect(guardDecision(route('/pipeline'), customer, 'ready')).toEqual({ kind: 'allow' });
    expect(guardDecision(route('/pipeline'), demoUser({ userGroup: 'affiliate' }), 'ready')).toMatchObject({
      kind: 'redirect',
    });
    expect(guardDecision(route('/admin/users'), am, 'ready')).toEqual({ kind: 'allow' });
  });

  it('covers every public route of the table', () => {
    for (const def of PUBLIC_ROUTES) {
      const decision = guardDecision(def, null, 'ready');
      expect(decision.kind).toBe(def.area === null ? 'allow' : 'redirect');
    }
  });
});

describe('route guards in the app', () => {
  it('sends a visitor from /pipeline to Login and remembers the route', async () => {
    const fetchMock = mockFetch(BASE_ROUTES);
    const { router } = renderApp('/pipeline?tab=2');
    expect(await screen.findByRole('heading', { name: MESSAGES.loginTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(LOGIN_PATH);
    expect(peekRememberedRoute()).toBe('/pipeline?tab=2');
    // A visitor has no token: the user call fails locally, without a request.
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/user/active'))).toBe(false);
  });

  it('lets a customer with a token into /pipeline, without a footer', async () => {
    signInWith(makeToken());
    mockFetch({ ...BASE_ROUTES, 'GET /api/user/active': { data: demoUser() } });
    const { router } = renderApp('/pipeline');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pipeline' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pipeline');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pipeline'));
  });

  it('sends an AM from an SA-only admin page to the Dashboard', async () => {
    signInWith(makeToken());
    mockFetch({
      ...BASE_ROUTES,
      'GET /api/user/active': { data: demoUser({ userType: 'igt', userGroup: 'AM', firstName: 'Alex' }) },
    });
    const { router } = renderApp('/admin/games');
    expect(await screen.findByRole('heading', { name: `${MESSAGES.welcomeBack}, Alex` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(DASHBOARD_PATH);
    await waitFor(() => expect(document.title).toBe(MESSAGES.welcomeBack));
  });

  it('sends a customer from the admin area to Login', async () => {
    signInWith(makeToken());
    mockFetch({ ...BASE_ROUTES, 'GET /api/user/active': { data: demoUser() } });
    const { router } = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: MESSAGES.loginTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(LOGIN_PATH);
  });

  it('shows the not-found page with a link home for any other path', async () => {
    mockFetch(BASE_ROUTES);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: MESSAGES.pageNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(MESSAGES.pageNotFound));
  });
});
