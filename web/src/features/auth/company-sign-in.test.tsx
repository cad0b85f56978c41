import { SSO_PROBLEMS, TOKEN_STORAGE_KEY } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberRoute } from '../../lib/return-path';
import { calledPaths, demoUser, makeToken, mockFetch, renderApp } from '../../test/utils';

const COMPANY_BUTTON = { name: 'Sign in with your company account' };
const enabled = { 'GET /api/authentication/oidc/config': { data: { enabled: true } } };

describe('company sign-in on the login page (issue 32)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers no company sign-in when it is not set up', async () => {
    const fetchMock = mockFetch({ 'GET /api/authentication/oidc/config': { data: { enabled: false } } });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('GET /api/authentication/oidc/config'));
    expect(screen.queryByRole('button', COMPANY_BUTTON)).not.toBeInTheDocument();
  });

  it('sends the browser to the start call when the button is pressed', async () => {
    mockFetch(enabled);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/login', search: '' });
    renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', COMPANY_BUTTON));
    expect(assign).toHaveBeenCalledWith('/api/authentication/oidc/start');
  });

  it('shows the sentence of a refused company sign-in, and nothing for an unknown key', async () => {
    mockFetch(enabled);
    renderApp('/login?sso-problem=no-group');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_PROBLEMS['no-group']);
    expect(screen.getByRole('button', COMPANY_BUTTON)).toHaveAccessibleDescription(SSO_PROBLEMS['no-group']);
  });

  it('ignores a problem key that is not one of ours', async () => {
    mockFetch(enabled);
    renderApp('/login?sso-problem=%3Cb%3Ehacked%3C%2Fb%3E');
    await screen.findByRole('button', COMPANY_BUTTON);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('finishes a company sign-in once: exchanges the code, stores the token, restores the route', async () => {
    const token = makeToken();
    const fetchMock = mockFetch({
      ...enabled,
      'POST /api/authentication/oidc/exchange': { data: token },
      'GET /api/user/active': { data: demoUser({ userType: 'igt', userGroup: 'CM' }) },
    });
    rememberRoute('/pipeline');
    const { router } = renderApp('/login?sso=finish');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pipeline'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    const exchanges = calledPaths(fetchMock).filter(
      (call) => call === 'POST /api/authentication/oidc/exchange',
    );
    expect(exchanges).toHaveLength(1);
  });

  it("shows the server's sentence when the code cannot be exchanged", async () => {
    mockFetch({
      ...enabled,
      'POST /api/authentication/oidc/exchange': {
        status: 400,
        error: 'There is no company sign-in to finish. Please start it again.',
      },
    });
    renderApp('/login?sso=finish');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no company sign-in to finish.');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
