import { formatDate, MESSAGES, todayIso } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { directoryItem, gameDetail, gameSummary } from '../../test/factories';
import {
  demoUser,
  type FakeRoutes,
  makeToken,
  mockFetch,
  renderApp,
  signInWith,
  toggleRegions,
} from '../../test/utils';

function daysAgo(days: number): string {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const game = gameSummary;

const LANTERNS = game({
  id: 1,
  gameName: 'Lucky Lanterns',
  gameType: 'Core Games',
  mechanic: 'Match 3',
  channels: ['phone', 'desktop'],
  features: ['Bonus'],
  themes: ['Asian'],
  releaseDate: daysAgo(300),
  isReleaseDatePerRegion: true,
  regions: [
    { region: 'us--pennsylvania', releaseDate: daysAgo(5), displayReleaseDate: null },
    { region: 'canada--ontario', releaseDate: daysAgo(100), displayReleaseDate: null },
  ],
  demoOverride: 'https://demo.example/lanterns',
});
const VIKINGS = game({
  id: 2,
  gameName: 'Viking Voyage',
  gameType: 'Casual Games',
  mechanic: 'Keno',
  channels: ['tablet'],
  themes: ['Vikings'],
  releaseDate: daysAgo(200),
});
const BELGIUM_ONLY = game({
  id: 3,
  gameName: 'Brussels Bingo',
  regions: [{ region: 'europe--belgium', releaseDate: null, displayReleaseDate: null }],
});
const ROADMAP = game({ id: 4, gameName: 'Future Fortune', isActive: false, roadmap: true });

const LANTERNS_DETAIL = gameDetail(LANTERNS, {
  description: '<p>Light the <strong>lanterns</strong>.</p>',
  videos: [{ title: 'Trailer', video: 'abc123' }],
  gameCentre: [directoryItem({ id: 90, name: 'Lucky Lanterns', type: 'folder', parentId: null })],
});

const customer = demoUser();
const VIDEO_HOST = 'https://videos.example/embed/';

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /api/user/active': { data: customer },
    'GET /api/globals/all': { data: { useGameDemoFallbacks: true, videoHost: VIDEO_HOST } },
    'POST /api/game/all': { data: [LANTERNS, VIKINGS, BELGIUM_ONLY, ROADMAP] },
    'GET /api/game/get': { data: LANTERNS_DETAIL },
    ...extra,
  };
}

function card(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('article')!;
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

beforeEach(() => {
  setWidth(1366);
  signInWith(makeToken());
});

afterEach(() => {
  setWidth(1024);
});

describe('games catalogue', () => {
  it('lists the active games of the region selection, with the new badge and the regional date', async () => {
    mockFetch(routes());
    renderApp('/games');
    expect(await screen.findByRole('heading', { level: 1, name: 'eInstant Games' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Lucky Lanterns' });
    expect(screen.getByRole('link', { name: 'Viking Voyage' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Brussels Bingo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Future Fortune' })).not.toBeInTheDocument();

    // Pennsylvania (the default region) released it 5 days ago: new, newest first.
    const lanterns = card('Lucky Lanterns');
    expect(within(lanterns).getByText('New')).toBeInTheDocument();
    expect(within(lanterns).getByText(`Released ${formatDate(daysAgo(5), 'short')}`)).toBeInTheDocument();
    expect(within(card('Viking Voyage')).queryByText('New')).not.toBeInTheDocument();
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Lucky Lanterns', 'Viking Voyage']);
  });

  it('follows a change of region selection at once: dates, badge and list', async () => {
    mockFetch(routes());
    renderApp('/games');
    await screen.findByRole('link', { name: 'Lucky Lanterns' });
    await toggleRegions('Ontario', 'Pennsylvania');

    const lanterns = card('Lucky Lanterns');
    await waitFor(() =>
      expect(within(lanterns).getByText(`Released ${formatDate(daysAgo(100), 'short')}`)).toBeInTheDocument(),
    );
    expect(within(lanterns).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByText(/Showing games for\s+Ontario/)).toBeInTheDocument();
  });

  it('keeps the facet filters and the search in the URL', async () => {
    mockFetch(routes());
    const { router } = renderApp('/games');
    await screen.findByRole('link', { name: 'Lucky Lanterns' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Game type' }));
    const popover = await screen.findByRole('dialog', { name: 'Game type filter' });
    await user.click(within(popover).getByRole('checkbox', { name: 'Casual Games' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=Casual+Games'));
    expect(screen.queryByRole('link', { name: 'Lucky Lanterns' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Viking Voyage' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.type(screen.getByRole('searchbox', { name: 'Search games by name' }), 'zz');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('zz'));
    expect(await screen.findByRole('heading', { name: 'No games match these filters' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('link', { name: 'Lucky Lanterns' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search games by name' })).toHaveValue('');
  });

  it('restores the filters of a shared address', async () => {
    mockFetch(routes());
    renderApp('/games?theme=Asian&channel=phone');
    await screen.findByRole('link', { name: 'Lucky Lanterns' });
    expect(screen.queryByRole('link', { name: 'Viking Voyage' })).not.toBeInTheDocument();
    const active = screen.getByRole('list', { name: 'Active filters' });
    expect(within(active).getByRole('button', { name: 'Remove Asian' })).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Remove Mobile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Theme, 1 selected' })).toBeInTheDocument();
  });

  it('collapses the filters into a sheet on a narrow screen', async () => {
    setWidth(375);
    mockFetch(routes());
    const { router } = renderApp('/games');
    await screen.findByRole('link', { name: 'Lucky Lanterns' });
    expect(screen.queryByRole('button', { name: 'Game type' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('checkbox', { name: 'Vikings' }));
    await waitFor(() => expect(router.state.location.search).toBe('?theme=Vikings'));
    await user.click(within(sheet).getByRole('button', { name: 'Show 1 game' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    // The sheet loads when first opened; closing it gives focus back to the button that opened it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters, 1 selected' })),
    );
  });
});

describe('game demos', () => {
  it('offers the demo at desktop widths and frames the launch address', async () => {
    mockFetch(routes());
    renderApp('/games');
    const user = userEvent.setup();
    const play = await screen.findByRole('button', { name: 'Play demo of Lucky Lanterns' });
    // Viking Voyage has no demo (SPEC §5): its card offers none.
    expect(
      within(card('Viking Voyage')).queryByRole('button', { name: /Play demo/ }),
    ).not.toBeInTheDocument();
    await user.click(play);
    const dialog = await screen.findByRole('dialog', { name: 'Lucky Lanterns demo' });
    expect(within(dialog).getByTitle('Lucky Lanterns demo game')).toHaveAttribute(
      'src',
      'https://demo.example/lanterns',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no demo on a narrow screen', async () => {
    setWidth(375);
    mockFetch(routes());
    renderApp('/games');
    await screen.findByRole('link', { name: 'Lucky Lanterns' });
    expect(screen.queryByRole('button', { name: /Play demo/ })).not.toBeInTheDocument();
  });

  it('says so on the game page of a narrow screen', async () => {
    setWidth(375);
    mockFetch(routes());
    renderApp('/games/1/demo');
    expect(await screen.findByRole('heading', { name: 'Demos play on larger screens' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play demo/ })).not.toBeInTheDocument();
  });

  it('offers the tournaments demo only to a user with a tournaments key', async () => {
    mockFetch(routes());
    renderApp('/games/1/demo');
    await screen.findByRole('heading', { level: 1, name: 'Lucky Lanterns' });
    expect(screen.queryByRole('button', { name: 'Open tournaments demo' })).not.toBeInTheDocument();
  });

  it('opens the tournaments demo for a user with a hash', async () => {
    mockFetch(routes({ 'GET /api/user/active': { data: demoUser({ hash: 'key-1' }) } }));
    renderApp('/games/1/demo');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open tournaments demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tournaments demo' });
    const src = within(dialog).getByTitle('Tournaments demo lobby').getAttribute('src')!;
    expect(new URL(src).searchParams.get('playerhash')).toBe('key-1');
  });
});

describe('a game page', () => {
  it('addresses its tabs by the URL', async () => {
    mockFetch(routes());
    const { router } = renderApp('/games/1/videos?theme=Asian');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky Lanterns' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Videos/ })).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/1/overview'));
    expect(router.state.location.search).toBe('?theme=Asian');
    expect(await screen.findByText('lanterns')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'eInstant Games' })).toHaveAttribute(
      'href',
      '/games?theme=Asian',
    );
  });

  it('falls back to the overview for an unknown tab, and says when a game is unknown', async () => {
    mockFetch(routes());
    const { router } = renderApp('/games/1/nonsense');
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/1/overview'));
    mockFetch(routes({ 'GET /api/game/get': { status: 404, error: 'There is no game with this id.' } }));
    await router.navigate('/games/999/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game not found' })).toBeInTheDocument();
  });

  it('plays a video by id from the video host, and closes on Escape', async () => {
    mockFetch(routes());
    renderApp('/games/1/videos');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Play video: Trailer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucky Lanterns: Trailer' });
    expect(within(dialog).getByTitle('Lucky Lanterns: Trailer')).toHaveAttribute(
      'src',
      `${VIDEO_HOST}abc123?autoplay=1`,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a guest the listing's permission message in the downloads", async () => {
    const guest = demoUser({
      id: 9,
      userType: 'guest',
      userGroup: 'guest',
      isGuest: true,
      guestSlug: 'demo-guest',
      regions: [],
    });
    const fetchMock = mockFetch(routes({ 'GET /api/user/active': { data: guest } }));
    renderApp('/games/1/assets');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open downloads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucky Lanterns downloads' });
    expect(within(dialog).getByText(MESSAGES.assetsNeedLogin)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/asset/'))).toBe(false);
  });
});
