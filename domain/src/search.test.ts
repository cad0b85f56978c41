import { describe, expect, it } from 'vitest';
import { findRoute } from './routes';
import { CONTENT_PAGES } from './schemas/content.ts';
import { SearchAnswer, SearchQuery } from './schemas/search.ts';
import { CONTENT_PAGE_PATHS, searchResultHref } from './search';

describe('searchResultHref', () => {
  it('opens each kind where it lives', () => {
    expect(searchResultHref({ kind: 'game', id: 12 })).toBe('/games/12/overview');
    expect(searchResultHref({ kind: 'drawGame', id: 3 })).toBe('/draw-games/3');
    expect(searchResultHref({ kind: 'news', id: 7 })).toBe('/news-events/post/7');
    expect(searchResultHref({ kind: 'page', id: 'homepage' })).toBe('/');
    expect(searchResultHref({ kind: 'page', id: 'roadmappage' })).toBe('/pipeline');
    expect(searchResultHref({ kind: 'asset', id: 46, folderId: 45 })).toBe(
      '/asset-manager?folder=45&highlight=46',
    );
    expect(searchResultHref({ kind: 'asset', id: 46, folderId: 45, shelf: 'documents' })).toBe(
      '/asset-manager?shelf=documents&folder=45&highlight=46',
    );
  });

  it('sends every content page to a real route of the web app', () => {
    for (const page of CONTENT_PAGES) {
      const route = findRoute(CONTENT_PAGE_PATHS[page].split('?')[0] ?? '');
      expect(route?.name, page).not.toBe('NotFound');
    }
  });
});

describe('SearchQuery', () => {
  const message = (input: unknown) => SearchQuery.safeParse(input).error?.issues[0]?.message;

  it('trims the text and fills the defaults', () => {
    expect(SearchQuery.parse({ q: '  leprech ' })).toEqual({
      q: 'leprech',
      kinds: ['game', 'drawGame', 'asset', 'news', 'page'],
      limit: 20,
    });
    expect(SearchQuery.parse({ q: 'x', kinds: 'news, asset', limit: '5' })).toMatchObject({
      kinds: ['asset', 'news'],
      limit: 5,
    });
  });

  it('refuses missing, blank, long text, unknown kinds and a bad limit with a sentence', () => {
    expect(message({})).toBe('Search text is required.');
    expect(message({ q: '   ' })).toBe('Search text is required.');
    expect(message({ q: 'a'.repeat(201) })).toBe('Search text is at most 200 characters.');
    expect(message({ q: 'x', kinds: 'game,user' })).toMatch(/'user' is not a kind/);
    expect(message({ q: 'x', limit: '0' })).toMatch(/limit must be a whole number from 1 to 50/);
    expect(message({ q: 'x', limit: '51' })).toMatch(/limit/);
  });

  it('an answer names its counts for every kind', () => {
    const counts = { game: 1, drawGame: 0, asset: 0, news: 0, page: 0 };
    expect(SearchAnswer.safeParse({ results: [], counts, nextCursor: null }).success).toBe(true);
    expect(SearchAnswer.safeParse({ results: [], counts: { game: 1 }, nextCursor: null }).success).toBe(
      false,
    );
  });
});
