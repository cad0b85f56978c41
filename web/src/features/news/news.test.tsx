import { initialRegionSelection } from '@portal/domain';
import type { NewsPage, NewsSummary } from '@portal/domain/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, makeToken, mockFetch, renderApp, signInWith } from '../../test/utils';

function story(id: number, overrides: Partial<NewsSummary> = {}): NewsSummary {
  return {
    id,
    title: `Story ${id}`,
    summary: '',
    category: 'Product',
    tags: [],
    featured: false,
    regions: [],
    regionDates: [],
    publishAt: '2026-03-01T09:00:00.000Z',
    status: 'published',
    state: 'published',
    cover: null,
    event: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** news/get over 20 stories: pages of the asked size, the featured one when asked. */
function newsRoute(asked: URLSearchParams[]) {
  const all = Array.from({ length: 20 }, (_, i) => story(i + 1, { featured: i === 2 }));
  return (url: URL): { data: NewsPage } => {
    asked.push(url.searchParams);
    const pool = url.searchParams.get('featured') === 'true' ? all.filter((s) => s.featured) : all;
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    return { data: { items: pool.slice(offset, offset + limit), total: pool.length, limit, offset } };
  };
}

function mockNews(asked: URLSearchParams[], routes: Parameters<typeof mockFetch>[0] = {}) {
  const route = newsRoute(asked);
  const fn = mockFetch(routes);
  const fallback = fn.getMockImplementation()!;
  fn.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/news/get') return fallback(input, init);
    const { data } = route(url);
    return new Response(
      JSON.stringify({ success: true, data, status: { code: 200, name: 'OK' }, error: null }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
}

/** The archive's code loads on demand; a busy machine needs more than the default second. */
const SLOW = { timeout: 8000 };

describe('news archive', () => {
  it('leads with the featured story, pages by 9, and asks a visitor for every region', async () => {
    const asked: URLSearchParams[] = [];
    mockNews(asked);
    renderApp('/news-events');
    expect(await screen.findByRole('heading', { level: 2, name: 'Story 3' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Latest stories' });
    expect(
      within(latest)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Story 3',
      'Story 1',
      'Story 2',
      'Story 4',
      'Story 5',
      'Story 6',
      'Story 7',
      'Story 8',
      'Story 9',
    ]);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/news-events/3');
    expect(asked.every((params) => !params.has('regions'))).toBe(true);
  });

  it('asks for the selected regions of a signed-in user', async () => {
    signInWith(makeToken());
    const asked: URLSearchParams[] = [];
    mockNews(asked, { 'GET /api/user/active': { data: demoUser() } });
    renderApp('/news-events/2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Story 10' }, SLOW)).toBeInTheDocument();
    const regions = asked.map((params) => params.get('regions')).findLast(Boolean);
    expect(JSON.parse(regions ?? '[]')).toEqual(initialRegionSelection(demoUser(), null));
  });

  it('shows the not-found page past the last page', async () => {
    mockNews([]);
    renderApp('/news-events/4');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, SLOW)).toBeInTheDocument();
  });
});
