import { MESSAGES, TOKEN_STORAGE_KEY } from '@portal/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberRoute } from '../../lib/return-path';
import { calledPaths, demoUser, type FakeRoutes, makeToken, mockFetch, renderApp } from '../../test/utils';
import { guestAlertDays } from './hooks/useGuestExpiryAlert';
import { loginProblemFor } from './login-errors';

async function submitLogin(email: string, password = 'secret-password') {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: MESSAGES.loginTitle });
  if (email) await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('loginProblemFor (SPEC §8)', () => {
  it('maps the failures to the catalogue', () => {
    expect(loginProblemFor({ code: 404, name: 'Not Found', message: 'whatever' })).toEqual({
      kind: 'unknown-account',
    });
    expect(loginProblemFor({ code: 401, name: 'Unauthorized', message: 'Wrong password' })).toEqual({
      kind: 'message',
      text: MESSAGES.invalidCredentials,
    });
    expect(loginProblemFor({ code: 500, name: 'Error', message: '' })).toEqual({
      kind: 'message',
      text: MESSAGES.genericError,
    });
    expect(
      loginProblemFor({ code: 429, name: 'Too Many Requests', message: 'Try again in 2 minutes' }),
    ).toEqual({
      kind: 'message',
      text: 'Try again in 2 minutes',
    });
  });
});

describe('login page', () => {
  it('shows the unknown-account message for an empty username, without a call', async () => {
    const fetchMock = mockFetch({});
    renderApp('/login');
    await submitLogin('');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unknownAccount);
    expect(screen.getByRole('link', { name: /here/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(calledPaths(fetchMock)).not.toContain('POST /api/authentication/login');
  });

  it('shows the unknown-account message for a value that is not an e-mail, without a call', async () => {
    const fetchMock = mockFetch({});
    renderApp('/login');
    await submitLogin('not-an-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unknownAccount);
    expect(calledPaths(fetchMock)).not.toContain('POST /api/authentication/login');
  });

  it.each<[string, FakeRoutes[string], string]>([
    ['404', { status: 404, error: 'No such account' }, MESSAGES.unknownAccount],
    [
      '401 with a message',
      { status: 401, error: 'Invalid email address or password' },
      MESSAGES.invalidCredentials,
    ],
    ['500 without a message', { status: 500, error: null }, MESSAGES.genericError],
    [
      '429',
      { status: 429, error: 'Too many attempts. Try again in 5 minutes.' },
      'Too many attempts. Try again in 5 minutes.',
    ],
  ])('answers a %s with its message', async (_label, answer, message) => {
    mockFetch({ 'POST /api/authentication/login': answer });
    renderApp('/login');
    await submitLogin('someone@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends the form fields, stores the token, loads the user and restores the remembered route', async () => {
    const token = makeToken();
    const fetchMock = mockFetch({
      'POST /api/authentication/login': (init) => {
        const body = init?.body as URLSearchParams;
        expect(body.get('email')).toBe('customer@demo.test');
        expect(body.get('password')).toBe('demo-password');
        return { data: token };
      },
      'GET /api/user/active': { data: demoUser() },
    });
    rememberRoute('/pipeline');
    const { router } = renderApp('/login');
    await submitLogin('customer@demo.test', 'demo-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pipeline'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pipeline' })).toBeInTheDocument();
    const userCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/user/active'));
    expect((userCall?.[1]?.headers as Record<string, string> | undefined)?.['consumer-token']).toBe(token);
    expect(userCall?.[1]?.credentials).toBe('include');
  });

  it('asks an account with a second factor for its code, shows a wrong one, then signs in', async () => {
    const token = makeToken();
    const secondFactor = { challenge: 'waiting-sign-in', methods: ['totp', 'recovery-code'], expiresAt: '' };
    const fetchMock = mockFetch({
      'POST /api/authentication/login': { data: { secondFactor } },
      'POST /api/authentication/second-factor': (init) => {
        const body = init?.body as URLSearchParams;
        expect(body.get('challenge')).toBe('waiting-sign-in');
        return body.get('code') === '123456'
          ? { data: token }
          : { status: 401, error: 'That code is not right. Please try again.' };
      },
      'GET /api/user/active': { data: demoUser({ userType: 'igt', userGroup: 'SA' }) },
    });
    const { router } = renderApp('/login');
    await submitLogin('sa@demo.test');
    expect(await screen.findByRole('heading', { name: 'Confirm it’s you' })).toBeInTheDocument();
    // No token yet: the password alone signed nobody in.
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: /passkey/ })).toBeNull();
    const user = userEvent.setup();
    const code = screen.getByLabelText('Authentication code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. Please try again.');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    expect(calledPaths(fetchMock).filter((path) => path.endsWith('/second-factor'))).toHaveLength(2);
  });

  it('refuses a remembered route on another origin and goes home', async () => {
    mockFetch({
      'POST /api/authentication/login': { data: makeToken() },
      'GET /api/user/active': { data: demoUser() },
    });
    rememberRoute('//evil.example/phish');
    const { router } = renderApp('/login');
    await submitLogin('customer@demo.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('guest links', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('computes the days left for a guest', () => {
    const guest = demoUser({
      isGuest: true,
      userType: 'guest',
      userGroup: 'guest',
      guestExpiryStart: '2025-01-01',
      guestExpiryDays: 10,
    });
    expect(guestAlertDays(guest, new Date('2025-01-01T12:00:00Z'))).toBe(10);
    expect(guestAlertDays(guest, new Date('2025-01-11T12:00:00Z'))).toBe(0);
    expect(guestAlertDays(guest, new Date('2025-01-12T12:00:00Z'))).toBeNull();
    expect(guestAlertDays(demoUser(), new Date())).toBeNull();
  });

  it('signs a guest in through guestLogin, goes home and shows the expiry alert after 1 s', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const guest = demoUser({
      id: 77,
      isGuest: true,
      userType: 'guest',
      userGroup: 'guest',
      firstName: 'Gia',
      guestExpiryStart: today,
      guestExpiryDays: 14,
    });
    mockFetch({
      'POST /api/authentication/guestLogin': (init) => {
        expect((init?.body as URLSearchParams | undefined)?.get('guestSlug')).toBe('demo-guest');
        return { data: makeToken({ guestSlug: 'demo-guest' }) };
      },
      'GET /api/user/active': { data: guest },
    });
    const { router } = renderApp('/guest/demo-guest');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('Account expires in 14 days')).not.toBeInTheDocument();
    expect(await screen.findByText('Account expires in 14 days', {}, { timeout: 3000 })).toBeInTheDocument();
    // Guests get no profile menu, but can log out.
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('titles the guest page Loading...', async () => {
    mockFetch({ 'POST /api/authentication/guestLogin': () => ({ status: 404, error: 'Unknown guest' }) });
    renderApp('/guest/nobody');
    await waitFor(() => expect(document.title).toBe(MESSAGES.loading));
    expect(await screen.findByRole('heading', { name: 'This guest link is not valid' })).toBeInTheDocument();
  });
});

describe('header for each kind of user', () => {
  it('offers a visitor Login and Signup, and sends locked entries to Login', async () => {
    mockFetch({ 'GET /api/globals/all': { data: { enquiriesEmail: 'hello@test.example' } } });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:hello@test\.example/),
      ),
    );
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const link = (name: string) => Array.from(nav.querySelectorAll('a')).find((a) => a.textContent === name);
    expect(link('eInstant Games')).toHaveAttribute('href', '/login');
    expect(link('Draw Games')).toHaveAttribute('href', '/draw-games');
    expect(link('News & Events')).toHaveAttribute('href', '/news-events');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:hello@test.example',
    );
  });

  it('offers an SA the Dashboard in the profile menu', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
    const { reloadToken } = await import('../../lib/token-store');
    reloadToken();
    mockFetch({
      'GET /api/user/active': { data: demoUser({ userType: 'igt', userGroup: 'SA', firstName: 'Sophie' }) },
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    await act(async () => {
      await user.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
    });
    expect(
      await screen.findByRole('heading', { name: `${MESSAGES.welcomeBack}, Sophie` }),
    ).toBeInTheDocument();
  });

  it('offers an affiliate no Dashboard, and links Pipeline to Login', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
    const { reloadToken } = await import('../../lib/token-store');
    reloadToken();
    mockFetch({ 'GET /api/user/active': { data: demoUser({ userGroup: 'affiliate' }) } });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const link = (name: string) => Array.from(nav.querySelectorAll('a')).find((a) => a.textContent === name);
    expect(link('Pipeline')).toHaveAttribute('href', '/login');
    expect(link('Asset Manager')).toHaveAttribute('href', '/asset-manager');
  });
});
