import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { AdminList } from './AdminList';
import { Loaded } from './Loaded';
import { useListParams } from './useListParams';

interface Game {
  id: number;
  name: string;
  state: string;
}

const GAMES: Game[] = [
  { id: 1, name: 'Cosmic Cash', state: 'live' },
  { id: 2, name: 'Buffalo Bucks', state: 'inactive' },
  { id: 3, name: 'Aztec Gold', state: 'live' },
];

/** A query as a screen holds it, without a client: loaded, or failed with `error`. */
function queryOf<T>(data: T | undefined, error: unknown = null, refetch = vi.fn()): UseQueryResult<T> {
  return {
    data,
    error,
    isError: error !== null,
    isPending: data === undefined && error === null,
    refetch,
  } as never;
}

const FILTERS = ['state'] as const;

function GamesList({ query, pageSize }: { query: UseQueryResult<Game[]>; pageSize?: number }) {
  const list = useListParams({ filters: FILTERS, sort: { key: 'name', direction: 'ascending' } });
  const rows = query.data?.filter((game) => list.value('state') === '' || game.state === list.value('state'));
  return (
    <AdminList
      caption="Games"
      query={query}
      rows={rows}
      params={list}
      noun="game"
      count={{ total: query.data?.length ?? 0, pageSize }}
      columns={[
        {
          key: 'name',
          header: 'Name',
          primary: true,
          cell: (game) => game.name,
          sortValue: (game) => game.name,
        },
      ]}
      filters={[
        {
          id: 'state',
          label: 'State',
          options: [
            { value: '', label: 'Any state' },
            { value: 'live', label: 'Live' },
          ],
        },
      ]}
      empty={{ title: 'No games yet' }}
    />
  );
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/admin/games', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('AdminList', () => {
  it('keeps its filter and sort in the address, and reads them back from it', async () => {
    const router = renderAt('/admin/games', <GamesList query={queryOf(GAMES)} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Live');
    expect(router.state.location.search).toBe('?state=live');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Aztec Gold',
      'Cosmic Cash',
    ]);
    expect(screen.getByText('Showing 2 of 3 games')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?state=live&sort=-name');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Cosmic Cash',
      'Aztec Gold',
    ]);
  });

  it('opens with the filters of its address', () => {
    renderAt('/admin/games?state=live&sort=-name', <GamesList query={queryOf(GAMES)} />);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('live');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages a list it has whole, after sorting all of it, with the page in the address', async () => {
    const router = renderAt('/admin/games', <GamesList query={queryOf(GAMES)} pageSize={2} />);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Aztec Gold',
      'Buffalo Bucks',
    ]);
    expect(screen.getByText('1–2 of 3 games')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Cosmic Cash']);
    expect(screen.getByText('3–3 of 3 games')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says what did not load, with the reason, and tries again', async () => {
    const refetch = vi.fn();
    const error = new ApiError({
      code: 500,
      name: 'Internal Server Error',
      message: 'The database is away.',
    });
    renderAt('/admin/games', <GamesList query={queryOf<Game[]>(undefined, error, refetch)} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded.');
    expect(alert).toHaveTextContent('The database is away.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });
});

describe('Loaded', () => {
  it('calls a 404 not found, without a retry', () => {
    const error = new ApiError({ code: 404, name: 'Not Found', message: 'There is no game with this id.' });
    renderAt(
      '/admin/games',
      <Loaded query={queryOf<Game>(undefined, error)} what="The game" loading="Loading the game…">
        {(game) => game.name}
      </Loaded>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The game was not found.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers no Try again for a refusal, which asking again cannot change', () => {
    const error = new ApiError({
      code: 403,
      name: 'Forbidden',
      message: 'You are not authorised to make this request.',
    });
    renderAt(
      '/admin/games',
      <Loaded query={queryOf<Game>(undefined, error)} what="The game" loading="Loading the game…">
        {(game) => game.name}
      </Loaded>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The game could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the placeholder while loading, then the content', () => {
    renderAt(
      '/admin/games',
      <Loaded query={queryOf<Game>(undefined)} what="The game" loading="Loading the game…">
        {(game) => game.name}
      </Loaded>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game…');
  });
});
