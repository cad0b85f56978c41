import { BREAKPOINTS } from '@portal/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offsetFraction, Tooltip } from '../components/Tooltip';
import { shouldStartLoading } from '../lib/loading';
import { breakpointFor } from '../lib/viewport';
import { gameSummary } from '../test/factories';
import { demoUser, makeToken, mockFetch, renderApp, signInWith } from '../test/utils';

describe('loading-state rule (SPEC §2)', () => {
  it('starts on entering a non-admin route unless the top-level route is unchanged', () => {
    expect(shouldStartLoading(null, '/')).toBe(true);
    expect(shouldStartLoading('/', '/games')).toBe(true);
    expect(shouldStartLoading('/games', '/games/4/videos')).toBe(false);
    expect(shouldStartLoading('/news-events', '/news-events/2')).toBe(false);
    expect(shouldStartLoading('/', '/admin/users')).toBe(false);
    expect(shouldStartLoading('/admin', '/pipeline')).toBe(true);
  });
});

describe('breakpoints (SPEC §9)', () => {
  it('maps widths to the four layouts', () => {
    expect(breakpointFor(375)).toBe('mobile');
    expect(breakpointFor(BREAKPOINTS.mobile)).toBe('portraitTablet');
    expect(breakpointFor(768)).toBe('portraitTablet');
    expect(breakpointFor(BREAKPOINTS.portraitTablet)).toBe('landscapeTablet');
    expect(breakpointFor(BREAKPOINTS.landscapeTablet)).toBe('landscapeTablet');
    expect(breakpointFor(1366)).toBe('desktop');
  });
});

describe('tooltip', () => {
  it('defaults to a 50% offset and accepts percentages only', () => {
    expect(offsetFraction(undefined)).toBe(0.5);
    expect(offsetFraction('25%')).toBe(0.25);
    expect(offsetFraction('150%')).toBe(1);
    expect(offsetFraction('12px')).toBe(0.5);
  });

  it('renders the light theme, falling back to dark for anything else', async () => {
    const { rerender } = render(
      <Tooltip content="Hello" theme="light" open>
        <button type="button">Trigger</button>
      </Tooltip>,
    );
    await waitFor(() => expect(document.querySelector('[data-radix-popper-content-wrapper]')).not.toBeNull());
    expect(document.querySelector('.light')).not.toBeNull();
    rerender(
      <Tooltip content="Hello" theme="purple" open>
        <button type="button">Trigger</button>
      </Tooltip>,
    );
    await waitFor(() => expect(document.querySelector('.dark')).not.toBeNull());
  });
});

describe('?demo={gameId}', () => {
  // The whole summary: the catalogue behind the overlay renders it too (the page no longer waits
  // for start-up, so it may render before the overlay opens).
  const games = [
    gameSummary({
      id: 7,
      gameName: 'Lucky Lanterns',
      releaseDate: '2025-01-01',
      demoOverride: 'https://demo.example/lanterns',
    }),
  ];

  it('opens the demo once games and a user are present', async () => {
    signInWith(makeToken());
    mockFetch({ 'GET /api/user/active': { data: demoUser() }, 'POST /api/game/all': { data: games } });
    const { router } = renderApp('/games?demo=7');
    expect(await screen.findByRole('dialog', { name: 'Lucky Lanterns demo' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('does nothing for a visitor', async () => {
    mockFetch({ 'POST /api/game/all': { data: games } });
    renderApp('/news-events?demo=7');
    await screen.findByRole('heading', { level: 1, name: 'News & Events' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
