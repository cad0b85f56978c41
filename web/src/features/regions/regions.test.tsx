import { ALL_REGIONS, MESSAGES, REGION_COOKIE, REGION_TOOLTIP_COOKIE, type User } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { normaliseSelection, selectionSummary } from '../../lib/region';
import { demoUser, makeToken, mockFetch, openRegionSelector, renderApp, signInWith } from '../../test/utils';

const customer = demoUser();
const sa = demoUser({
  id: 1,
  userType: 'igt',
  userGroup: 'SA',
  firstName: 'Sophie',
  regions: [
    { region: 'europe--all', isDefault: false },
    { region: 'us--all', isDefault: true },
  ],
});

function savedCookie(): string[] | null {
  const raw = Cookies.get(REGION_COOKIE);
  return raw ? (JSON.parse(raw) as string[]) : null;
}

function renderSignedIn(user: User, path: string) {
  signInWith(makeToken());
  mockFetch({ 'GET /api/user/active': { data: user } });
  renderApp(path);
}

describe('region helpers', () => {
  it('keeps known keys in table order', () => {
    expect(normaliseSelection(['us--georgia', 'nope', 'europe--belgium'], ALL_REGIONS)).toEqual([
      'europe--belgium',
      'us--georgia',
    ]);
  });

  it('summarises the selection for the indicator', () => {
    expect(selectionSummary([])).toBe('none selected');
    expect(selectionSummary(['us--georgia'])).toBe('Georgia');
    expect(selectionSummary(['us--georgia', 'europe--spain', 'apac--new-zealand'])).toBe(
      'Georgia and 2 more',
    );
  });
});

describe('region selector', () => {
  it("starts a customer on the default region, shows only the customer's regions, and saves changes", async () => {
    renderSignedIn(customer, '/');
    const { user, indicator, dialog } = await openRegionSelector();
    expect(indicator).toHaveAccessibleName('Regions: Pennsylvania');
    expect(savedCookie()).toEqual(['us--pennsylvania']);

    expect(within(dialog).getByRole('heading', { name: MESSAGES.yourRegions })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(dialog).getByRole('checkbox', { name: 'Ontario' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Pennsylvania' })).toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Europe/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('1 selected')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Ontario' }));
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument();
    expect(savedCookie()).toEqual(['canada--ontario', 'us--pennsylvania']);
    expect(indicator).toHaveAccessibleName('Regions: Ontario, Pennsylvania');

    await user.click(within(dialog).getByRole('button', { name: 'Remove Ontario' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Pennsylvania' }));
    expect(within(dialog).getByText(MESSAGES.noRegionsSelected)).toBeInTheDocument();
    expect(savedCookie()).toEqual([]);
  });

  it('restores a saved selection, dropping unknown keys', async () => {
    Cookies.set(REGION_COOKIE, JSON.stringify(['canada--ontario', 'mars--olympus']));
    renderSignedIn(customer, '/');
    expect(await screen.findByRole('button', { name: 'Regions: Ontario' })).toBeInTheDocument();
  });

  it('shows an SA every group as a section, without European Demo, and resets to the default', async () => {
    renderSignedIn(sa, '/games');
    const { user, dialog, indicator } = await openRegionSelector();
    expect(indicator).toHaveAccessibleName('Regions: All United States');
    for (const group of ['Europe', 'Canada', 'United States', 'Latin America', 'Asia Pacific']) {
      expect(within(dialog).getByRole('button', { name: new RegExp(`^${group}`) })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: /^Europe/ }));
    expect(within(dialog).getByRole('checkbox', { name: 'Belgium' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'European Demo' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Belgium' }));
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getByText('1 selected')).toBeInTheDocument();
    expect(savedCookie()).toEqual(['us--all']);
  });

  it('shows European Demo to an SA who has it', async () => {
    signInWith(makeToken());
    mockFetch({
      'GET /api/user/active': {
        data: { ...sa, regions: [...sa.regions, { region: 'europe--european-demo', isDefault: false }] },
      },
    });
    renderApp('/games');
    const { user, dialog } = await openRegionSelector();
    await user.click(within(dialog).getByRole('button', { name: /^Europe/ }));
    expect(within(dialog).getAllByRole('checkbox', { name: 'European Demo' }).length).toBeGreaterThan(0);
  });

  it('hides the indicator for visitors', async () => {
    mockFetch({});
    renderApp('/');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('button', { name: /^Regions/ })).not.toBeInTheDocument();
  });

  it('hides the indicator on admin pages', async () => {
    renderSignedIn(sa, '/admin');
    await screen.findByRole('heading', { name: `${MESSAGES.welcomeBack}, Sophie` });
    expect(screen.queryByRole('button', { name: /^Regions/ })).not.toBeInTheDocument();
  });

  it('hides the indicator for a user with no regions', async () => {
    signInWith(makeToken());
    mockFetch({ 'GET /api/user/active': { data: demoUser({ regions: [] }) } });
    renderApp('/');
    await screen.findByRole('button', { name: 'Logout' });
    expect(screen.queryByRole('button', { name: /^Regions/ })).not.toBeInTheDocument();
  });

  it('clears the selection cookie when the user becomes null (logout)', async () => {
    signInWith(makeToken());
    mockFetch({
      'GET /api/user/active': { data: customer },
      'POST /api/authentication/logout': { data: null },
    });
    renderApp('/');
    await screen.findByRole('button', { name: /^Regions/ });
    expect(savedCookie()).toEqual(['us--pennsylvania']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(savedCookie()).toBeNull());
    expect(await screen.findByText(MESSAGES.logoutSuccess)).toBeInTheDocument();
  });

  it('shows the region tip until it is closed, then never again', async () => {
    renderSignedIn(customer, '/');
    const tip = await screen.findByRole('note', { name: 'Region tip' });
    await userEvent.setup().click(within(tip).getByRole('button', { name: 'Dismiss region tip' }));
    expect(screen.queryByRole('note', { name: 'Region tip' })).not.toBeInTheDocument();
    expect(Cookies.get(REGION_TOOLTIP_COOKIE)).toBe('1');
  });
});
