import { formatDate } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { gameSummary } from '../../test/factories';
import { demoUser, makeToken, mockFetch, renderApp, signInWith, toggleRegions } from '../../test/utils';
import { groupByMonth } from './timeline';

function game(overrides: Parameters<typeof gameSummary>[0]) {
  return gameSummary({ isActive: false, roadmap: true, ...overrides });
}

const GAMES = [
  game({
    id: 1,
    gameName: 'Comet Cash',
    releaseDate: '2031-05-20',
    isReleaseDatePerRegion: true,
    regions: [
      { region: 'us--pennsylvania', releaseDate: '2031-03-10', displayReleaseDate: null },
      { region: 'canada--ontario', releaseDate: '2031-07-01', displayReleaseDate: null },
    ],
  }),
  game({ id: 2, gameName: 'Aurora Gold', releaseDate: '2031-03-25' }),
  game({ id: 3, gameName: 'Undated Dream' }),
  game({ id: 4, gameName: 'Live Already', isActive: true, roadmap: false, releaseDate: '2031-03-01' }),
  game({ id: 5, gameName: 'Shelved', roadmap: false, releaseDate: '2031-03-02' }),
  game({
    id: 6,
    gameName: 'Belgian Waffles',
    releaseDate: '2031-03-03',
    regions: [{ region: 'europe--belgium', releaseDate: null, displayReleaseDate: null }],
  }),
];

beforeEach(() => signInWith(makeToken()));

function monthOf(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: title }).closest('li')!;
}

describe('pipeline', () => {
  it('puts the roadmap games of the selection on a timeline by regional release month', async () => {
    mockFetch({ 'GET /api/user/active': { data: demoUser() }, 'POST /api/game/all': { data: GAMES } });
    renderApp('/pipeline');
    await screen.findByRole('link', { name: 'Comet Cash' });
    const months = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(months).toEqual([formatDate('2031-03-01', 'monthYear'), 'To be scheduled']);
    const march = monthOf(formatDate('2031-03-01', 'monthYear'));
    const names = within(march)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Comet Cash', 'Aurora Gold']);
    expect(within(march).getByText(`Planned for ${formatDate('2031-03-10', 'long')}`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Live Already' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shelved' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Belgian Waffles' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comet Cash' })).toHaveAttribute('href', '/games/1/overview');
  });

  it('moves a game to its month for the new selection at once', async () => {
    mockFetch({ 'GET /api/user/active': { data: demoUser() }, 'POST /api/game/all': { data: GAMES } });
    renderApp('/pipeline');
    await screen.findByRole('link', { name: 'Comet Cash' });
    await toggleRegions('Ontario', 'Pennsylvania');
    const july = await screen.findByRole('heading', {
      level: 2,
      name: formatDate('2031-07-01', 'monthYear'),
    });
    expect(within(july.closest('li')!).getByRole('link', { name: 'Comet Cash' })).toBeInTheDocument();
  });

  it('follows the roadmap plan: a planned month for the selection wins over the release month', async () => {
    mockFetch({
      'GET /api/user/active': { data: demoUser() },
      'POST /api/game/all': { data: GAMES },
      'GET /api/roadmap/get': {
        data: {
          games: [
            { gameId: 2, gameName: 'Aurora Gold', months: [{ region: 'us--all', month: '2031-09' }] },
            {
              gameId: 3,
              gameName: 'Undated Dream',
              months: [{ region: 'canada--ontario', month: '2031-01' }],
            },
          ],
        },
      },
    });
    renderApp('/pipeline');
    // The lazy page's first import can be slow on a busy machine.
    await screen.findByRole('link', { name: 'Aurora Gold' }, { timeout: 15_000 });
    const september = monthOf(formatDate('2031-09-01', 'monthYear'));
    expect(within(september).getByRole('link', { name: 'Aurora Gold' })).toBeInTheDocument();
    expect(
      within(september).getByText(`Planned for ${formatDate('2031-09-01', 'monthYear')}`),
    ).toBeInTheDocument();
    // Ontario's month is outside the default selection (us--all): the game stays unscheduled.
    expect(
      within(monthOf('To be scheduled')).getByRole('link', { name: 'Undated Dream' }),
    ).toBeInTheDocument();
  });

  it('groups by month, earliest first, and marks the current month', () => {
    const view = (releaseDate: string | null) => ({
      dates: { releaseDate, displayReleaseDate: null },
      shownDate: releaseDate,
      isNew: false,
      isUpcoming: true,
    });
    const months = groupByMonth(
      [
        { game: game({ id: 1, gameName: 'B' }), view: view('2030-02-10') },
        { game: game({ id: 2, gameName: 'A' }), view: view(null) },
        { game: game({ id: 3, gameName: 'C' }), view: view('2030-01-31') },
        { game: game({ id: 4, gameName: 'D' }), view: view('2030-02-01') },
      ],
      '2030-02-15',
    );
    expect(
      months.map((month) => [month.key, month.when, month.entries.map((entry) => entry.game.gameName)]),
    ).toEqual([
      ['2030-01', 'past', ['C']],
      ['2030-02', 'current', ['D', 'B']],
      [null, 'unscheduled', ['A']],
    ]);
  });
});
