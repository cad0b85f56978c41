import { MESSAGES } from '@portal/domain';
import { DRAW_GAME_CONTENT_PAGES } from '@portal/domain/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type FakeRoutes, makeToken, mockFetch, renderApp, signInWith } from '../../test/utils';
import { parseDrawSlug } from './api/draw-games';
import { DRAW_SECTIONS } from './components/sections';

const POPULAR = [
  {
    id: 3,
    kind: 'popular',
    name: 'EuroStar Jackpot',
    live: true,
    details: {
      tagline: 'A pan-European jackpot.',
      description: '<p>Five numbers from 50.</p>',
      jackpot: '€10 Million',
      drawDays: ['Tuesday', 'Friday'],
      odds: '1 in 139,838,160',
      ticketPrice: '€2',
      website: null,
    },
    channels: [],
    assets: [],
    downloadableAssets: [],
  },
  { id: 4, kind: 'popular', name: 'Retired Lotto', live: false, details: {}, channels: [], assets: [] },
];
const FREQUENCY = [
  {
    id: 3,
    kind: 'frequency',
    name: 'Keno Express',
    live: true,
    details: { drawFrequency: 'Every 4 minutes', highlights: ['Multiplier on every draw'] },
    channels: ['desktop', 'phone'],
    assets: [],
    downloadableAssets: [{ id: 77, name: 'Keno logo.png', type: 'image', link: '/download/asset/77' }],
  },
];
const ENHANCED = [
  {
    id: 1,
    kind: 'enhanced',
    name: 'Multiplier Boost',
    live: true,
    details: { tagline: 'Multiply every prize.', benefits: ['Raises spend'], worksWith: ['Keno Express'] },
    channels: [],
    assets: [],
  },
  { id: 2, kind: 'enhanced', name: 'Draft Feature', live: false, details: {}, channels: [], assets: [] },
];

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'POST /api/popular-draw-games/all': { data: POPULAR },
    'POST /api/frequency-draw-games/all': { data: FREQUENCY },
    'POST /api/enhanced-features/all': { data: ENHANCED },
    'GET /api/popular-draw-game/get': { data: { ...POPULAR[0], gameCentre: [] } },
    ...extra,
  };
}

describe('draw games screen', () => {
  it('shows a visitor the live draw games of each kind only', async () => {
    mockFetch(routes());
    renderApp('/draw-games');
    expect(await screen.findByRole('heading', { level: 1, name: 'Draw Games' })).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Popular draw games' });
    expect(await within(popular).findByRole('link', { name: 'EuroStar Jackpot' })).toBeInTheDocument();
    expect(within(popular).queryByRole('link', { name: 'Retired Lotto' })).not.toBeInTheDocument();
    expect(within(popular).getByText('Jackpot €10 Million')).toBeInTheDocument();

    const frequency = screen.getByRole('region', { name: 'High-frequency draw games' });
    expect(within(frequency).getByRole('link', { name: 'Keno Express' })).toHaveAttribute(
      'href',
      '/draw-games/frequency-3/overview',
    );
    // SPEC §3 frequency channels, in their own order, with their labels.
    const tags = within(within(frequency).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Mobile', 'Desktop']);

    const enhanced = screen.getByRole('region', { name: 'Enhanced features' });
    expect(within(enhanced).getByRole('link', { name: 'Multiplier Boost' })).toBeInTheDocument();
    expect(within(enhanced).queryByRole('link', { name: 'Draft Feature' })).not.toBeInTheDocument();
    expect(screen.getByText(/Log in to see each draw game's details/)).toBeInTheDocument();
  });

  it('opens a draw game page with its details and tabs in the URL', async () => {
    signInWith(makeToken());
    mockFetch(routes({ 'GET /api/user/active': { data: demoUser() } }));
    const { router } = renderApp('/draw-games/popular-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'EuroStar Jackpot' })).toBeInTheDocument();
    expect(screen.getByText('Five numbers from 50.')).toBeInTheDocument();
    expect(screen.getByText('1 in 139,838,160')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Assets' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/draw-games/popular-3/assets'));
    expect(await screen.findByRole('heading', { name: 'No downloads yet' })).toBeInTheDocument();
  });

  it('lists the featured files of a frequency draw game that has no asset tree', async () => {
    signInWith(makeToken());
    mockFetch(routes({ 'GET /api/user/active': { data: demoUser() } }));
    renderApp('/draw-games/frequency-3/assets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Keno Express' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download Keno logo\.png/ })).toHaveAttribute(
      'href',
      '/download/asset/77',
    );
  });

  it("shows a guest the listing's permission message instead of the downloads", async () => {
    signInWith(makeToken());
    const guest = demoUser({ userType: 'guest', userGroup: 'guest', isGuest: true, regions: [] });
    mockFetch(routes({ 'GET /api/user/active': { data: guest } }));
    renderApp('/draw-games/frequency-3/assets');
    expect(await screen.findByText(MESSAGES.assetsNeedLogin)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download Keno/ })).not.toBeInTheDocument();
  });

  it('says so for a draw game that is unknown or not live', async () => {
    signInWith(makeToken());
    mockFetch(routes({ 'GET /api/user/active': { data: demoUser() } }));
    const { router } = renderApp('/draw-games/enhanced-2');
    expect(await screen.findByText(/This draw game is not available right now/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Draw Games' })).toBeInTheDocument();
    await router.navigate('/draw-games/1');
    expect(await screen.findByText(/This draw game is not available right now/)).toBeInTheDocument();
  });

  it('reads the kind and id of a draw game address', () => {
    expect(parseDrawSlug('popular-3')).toEqual({ kind: 'popular', id: 3 });
    expect(parseDrawSlug('enhanced-12')).toEqual({ kind: 'enhanced', id: 12 });
    expect(parseDrawSlug('1')).toBeNull();
    expect(parseDrawSlug('popular-0')).toBeNull();
    expect(parseDrawSlug('lotto-3')).toBeNull();
  });
});

describe('the draw games page sections', () => {
  it('each read the content page its admin editor writes', () => {
    for (const section of DRAW_SECTIONS)
      expect(section.contentPage).toBe(DRAW_GAME_CONTENT_PAGES[section.kind]);
  });
});
