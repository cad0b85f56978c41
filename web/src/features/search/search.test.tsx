import type { SearchAnswer, SearchResult } from '@portal/domain/schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, demoUser, makeToken, mockFetch, renderApp, signInWith } from '../../test/utils';
import { groupResults, parseKinds, parsePage, searchPageHref } from './search';

function result(
  overrides: Partial<SearchResult> & Pick<SearchResult, 'kind' | 'id' | 'title'>,
): SearchResult {
  return {
    titleParts: [{ text: overrides.title, match: false }],
    excerptParts: [],
    path: [],
    href: '/',
    ...overrides,
  };
}

const LUCKY: SearchResult = result({
  kind: 'game',
  id: 12,
  title: 'Lucky Leprechaun',
  titleParts: [
    { text: 'Lucky', match: true },
    { text: ' Leprechaun', match: false },
  ],
  href: '/games/12/overview',
});
const LUCKY_DRAW: SearchResult = result({
  kind: 'drawGame',
  id: 3,
  title: 'Lucky Lines',
  titleParts: [
    { text: 'Lucky', match: true },
    { text: ' Lines', match: false },
  ],
  href: '/draw-games/3',
});
const BANNER: SearchResult = result({
  kind: 'asset',
  id: 46,
  title: 'lucky-banner.png',
  titleParts: [
    { text: 'lucky', match: true },
    { text: '-banner.png', match: false },
  ],
  path: ['Games', 'Lucky Leprechaun', 'Banners'],
  href: '/asset-manager?folder=45&highlight=46',
  fileType: 'image',
});

function answer(
  results: SearchResult[],
  counts: Partial<SearchAnswer['counts']> = {},
  nextCursor: string | null = null,
) {
  const base = { game: 0, drawGame: 0, asset: 0, news: 0, page: 0 };
  for (const item of results) base[item.kind] += 1;
  return { results, counts: { ...base, ...counts }, nextCursor } satisfies SearchAnswer;
}

/** The query of each GET /api/search the app made. */
function searchCalls(fetch: ReturnType<typeof mockFetch>): URLSearchParams[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/search')
    .map((url) => url.searchParams);
}

describe('search helpers', () => {
  it('reads ?kinds= as the known kinds in order, once each, and ?page= as a page from 1', () => {
    expect(parseKinds('news,game,nope,game')).toEqual(['game', 'news']);
    expect(parseKinds(null)).toEqual([]);
    expect(parsePage('3')).toBe(3);
    for (const bad of [null, '0', '-1', '1.5', 'two']) expect(parsePage(bad)).toBe(1);
  });

  it('writes the address of the results page, leaving out every-kind and page 1', () => {
    expect(searchPageHref(' lucky ')).toBe('/search?q=lucky');
    expect(searchPageHref('a&b', ['asset'], 2)).toBe('/search?q=a%26b&kinds=asset&page=2');
    expect(searchPageHref('x', ['game', 'drawGame', 'asset', 'news', 'page'])).toBe('/search?q=x');
  });

  it('groups results by kind in the filters order, with the counts of every match', () => {
    const groups = groupResults([BANNER, LUCKY, LUCKY_DRAW], { game: 7, asset: 1, drawGame: 1 });
    expect(groups.map((group) => [group.label, group.count, group.results.length])).toEqual([
      ['eInstant games', 7, 1],
      ['Draw games', 1, 1],
      ['Assets', 1, 1],
    ]);
  });
});

describe('the header search box (WAI-ARIA combobox)', () => {
  function renderWithResults(found = answer([LUCKY, LUCKY_DRAW, BANNER], { game: 4 })) {
    const fetch = mockFetch({ 'GET /api/search': { data: found } });
    const app = renderApp('/');
    return { fetch, ...app };
  }

  /** The box once its code has taken the stand-in's place (it controls a listbox). */
  async function realBox(): Promise<HTMLElement> {
    return waitFor(() => {
      const box = screen.getByRole('combobox', { name: 'Search the portal' });
      expect(box).toHaveAttribute('aria-controls');
      return box;
    });
  }

  async function typeInBox(text: string) {
    const user = userEvent.setup();
    // Focused, not clicked: a hover already loads the box, which a pointer then clicks in a browser.
    const standIn = await screen.findByRole('combobox', { name: 'Search the portal' });
    act(() => standIn.focus());
    const box = await realBox();
    expect(box).toHaveFocus();
    await user.keyboard(text);
    return { user, box };
  }

  it('takes the place of its stand-in with what was typed and the focus', async () => {
    renderWithResults();
    const standIn = await screen.findByRole('combobox', { name: 'Search the portal' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    // Typed into the stand-in before the box's code arrived: carried over.
    fireEvent.change(standIn, { target: { value: 'luck' } });
    act(() => standIn.focus());
    const box = await realBox();
    expect(box).not.toBe(standIn);
    expect(box).toHaveFocus();
    expect(box).toHaveValue('luck');
  });

  it('is a closed combobox controlling a listbox until something is typed', async () => {
    renderWithResults();
    await userEvent.setup().click(await screen.findByRole('combobox', { name: 'Search the portal' }));
    const box = await realBox();
    act(() => box.blur());
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    const listboxId = box.getAttribute('aria-controls');
    expect(listboxId).toBeTruthy();
    expect(document.getElementById(listboxId ?? '')).toHaveAttribute('role', 'listbox');
  });

  it('shows results as one types, grouped by kind with counts, matched words marked, the asset path shown', async () => {
    const { fetch } = renderWithResults();
    const { box } = await typeInBox('lucky');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    await within(listbox).findByRole('option', { name: /^Lucky Leprechaun/ });
    expect(box).toHaveAttribute('aria-expanded', 'true');

    // One request for the whole word (debounced), with the text as typed.
    expect(searchCalls(fetch).map((query) => query.get('q'))).toEqual(['lucky']);
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map(
        (group) => group.getAttribute('aria-labelledby') && group.textContent?.split('(')[0]?.trim(),
      ),
    ).toEqual(['eInstant games', 'Draw games', 'Assets']);
    expect(within(listbox).getByRole('group', { name: 'eInstant games (4)' })).toBeInTheDocument();
    const banner = within(listbox).getByRole('option', { name: /lucky-banner\.png/ });
    expect(banner).toHaveTextContent('Games › Lucky Leprechaun › Banners');
    expect(within(listbox).getAllByText('Lucky', { selector: 'mark' })).toHaveLength(2);
    expect(within(listbox).getByRole('option', { name: "See all results for 'lucky'" })).toBeInTheDocument();
    expect(screen.getByText("6 results for 'lucky'.", { selector: '[role="status"]' })).toBeInTheDocument();
  });

  it('moves the active option with the arrows (aria-activedescendant), wrapping, and opens it with Enter', async () => {
    signInWith(makeToken());
    mockFetch({
      'GET /api/user/active': { data: demoUser() },
      'GET /api/search': { data: answer([LUCKY, LUCKY_DRAW, BANNER], { game: 4 }) },
    });
    const { router } = renderApp('/');
    const { user, box } = await typeInBox('lucky');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: /^Lucky Leprechaun/ });
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(4);
    expect(box).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3]?.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(box).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/draw-games/3'));
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the full results page from the last option, or with Enter when no option is active', async () => {
    const { router } = renderWithResults();
    const { user } = await typeInBox('lucky');
    await screen.findByRole('option', { name: /^Lucky Leprechaun/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=lucky');
  });

  it('closes on Escape, then clears on a second Escape; Tab closes and leaves', async () => {
    renderWithResults();
    const { user, box } = await typeInBox('lucky');
    await screen.findByRole('option', { name: /^Lucky Leprechaun/ });
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('lucky');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');

    await user.keyboard('lucky');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await user.tab();
    expect(box).not.toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('cancels a search the reader has typed past', async () => {
    const signals: AbortSignal[] = [];
    mockFetch({
      'GET /api/search': (init) => {
        if (init?.signal) signals.push(init.signal);
        return { data: answer([LUCKY]) };
      },
    });
    const fetch = globalThis.fetch as unknown as ReturnType<typeof mockFetch>;
    // The first answer never comes: it is still pending when the reader types on.
    const answerFor = fetch.getMockImplementation();
    fetch.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').searchParams.get('q') === 'luc') {
        if (init?.signal) signals.push(init.signal);
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }
      return (answerFor as NonNullable<typeof answerFor>)(input, init);
    });
    renderApp('/');
    const { user } = await typeInBox('luc');
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.keyboard('ky');
    await screen.findByRole('option', { name: /^Lucky Leprechaun/ });
    expect(signals[0]?.aborted).toBe(true);
  });

  it('is focused by / and by Ctrl+K, but not while the focus is in another text field', async () => {
    renderWithResults();
    await screen.findByRole('combobox', { name: 'Search the portal' });
    fireEvent.keyDown(document.body, { key: '/' });
    const box = await realBox();
    expect(box).toHaveFocus();
    act(() => box.blur());
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(box).toHaveFocus();

    act(() => box.blur());
    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    fireEvent.keyDown(other, { key: '/' });
    expect(other).toHaveFocus();
    other.remove();
  });

  it("sends a signed-in user's token and selected regions", async () => {
    signInWith(makeToken());
    const fetch = mockFetch({
      'GET /api/user/active': { data: demoUser() },
      'GET /api/search': { data: answer([LUCKY]) },
    });
    renderApp('/');
    await screen.findByRole('button', { name: /^Regions/ });
    await typeInBox('lucky');
    await screen.findByRole('option', { name: /^Lucky Leprechaun/ });
    const [query] = searchCalls(fetch);
    expect(query?.get('regions')).toBe(JSON.stringify(['us--pennsylvania']));
    const call = fetch.mock.calls.find(([input]) => String(input).includes('/api/search'));
    expect(new Headers(call?.[1]?.headers).get('consumer-token')).toBeTruthy();
  });
});

describe('the results page (/search)', () => {
  it('shows the results with kind filters and their counts, and keeps the filter in the address', async () => {
    const fetch = mockFetch({
      'GET /api/search': (init) => {
        void init;
        return { data: answer([LUCKY, BANNER], { game: 1, asset: 1, news: 0 }) };
      },
    });
    const { router } = renderApp('/search?q=lucky');
    expect(await screen.findByRole('heading', { level: 1, name: "Results for 'lucky'" })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lucky Leprechaun' })).toHaveAttribute(
      'href',
      '/games/12/overview',
    );
    expect(screen.getByRole('link', { name: 'lucky-banner.png' })).toHaveAttribute(
      'href',
      '/asset-manager?folder=45&highlight=46',
    );
    expect(screen.getByText('Games › Lucky Leprechaun › Banners')).toBeInTheDocument();
    expect(
      screen.getByText("1–2 of 2 results for 'lucky'", { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    const filters = screen.getByRole('navigation', { name: 'Filter results by kind' });
    expect(within(filters).getByRole('link', { name: 'All 2' })).toHaveAttribute('aria-current', 'true');
    const assets = within(filters).getByRole('link', { name: 'Assets 1' });

    await userEvent.setup().click(assets);
    await waitFor(() => expect(router.state.location.search).toBe('?q=lucky&kinds=asset'));
    await waitFor(() =>
      expect(searchCalls(fetch).some((query) => query.get('kinds') === 'asset')).toBe(true),
    );
    expect(within(filters).getByRole('link', { name: 'Assets 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('says how to do better when nothing is found', async () => {
    mockFetch({ 'GET /api/search': { data: answer([]) } });
    renderApp('/search?q=zzzz');
    expect(await screen.findByRole('heading', { name: "No results for 'zzzz'." })).toBeInTheDocument();
    expect(screen.getByText('Check the spelling or try fewer words.')).toBeInTheDocument();
  });

  it('says so when the search fails, and Try again asks again', async () => {
    let fail = true;
    mockFetch({
      'GET /api/search': () => (fail ? { status: 500, error: 'Something broke' } : { data: answer([LUCKY]) }),
    });
    renderApp('/search?q=lucky');
    expect(await screen.findByText('The search could not be completed.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Lucky Leprechaun' })).toBeInTheDocument();
  });

  it('pages by cursor: page 2 of the address asks for the page after the first', async () => {
    const fetch = mockFetch({
      'GET /api/search': (init) => {
        void init;
        const cursor = searchCalls(fetch).at(-1)?.get('cursor');
        return cursor === 'c2'
          ? { data: answer([BANNER], { game: 20, asset: 1 }) }
          : { data: answer([LUCKY], { game: 20, asset: 1 }, 'c2') };
      },
    });
    renderApp('/search?q=lucky&page=2');
    expect(await screen.findByRole('link', { name: 'lucky-banner.png' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lucky Leprechaun' })).not.toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?q=lucky');
    expect(calledPaths(fetch).filter((path) => path === 'GET /api/search')).toHaveLength(2);
  });
});
