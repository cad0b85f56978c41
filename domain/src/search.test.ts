import { describe, expect, it } from 'vitest';
import { findRoute } from './routes';
import { CONTENT_PAGES } from './schemas/content.ts';
import { SearchAnswer, SearchQuery } from './schemas/search.ts';
import {
  CONTENT_PAGE_PATHS,
  compareHits,
  excerptParts,
  htmlToText,
  markMatches,
  normaliseSearchText,
  queryWords,
  searchResultHref,
  searchWords,
  titleTier,
} from './search';

describe('searchResultHref', () => {
  it('opens each kind where it lives', () => {
    expect(searchResultHref({ kind: 'game', id: 12 })).toBe('/games/12/overview');
    expect(searchResultHref({ kind: 'drawGame', drawKind: 'popular', id: 3 })).toBe('/draw-games/popular-3');
    expect(searchResultHref({ kind: 'news', id: 7 })).toBe('/news-events/post/7');
    expect(searchResultHref({ kind: 'page', id: 'homepage' })).toBe('/');
    expect(searchResultHref({ kind: 'page', id: 'roadmappage' })).toBe('/pipeline');
    expect(searchResultHref({ kind: 'asset', id: 46, folderId: 45 })).toBe(
      '/asset-manager?folder=45&highlight=46',
    );
    expect(searchResultHref({ kind: 'asset', id: 46, folderId: 45, shelf: 'documents' })).toBe(
      '/asset-manager?shelf=documents&folder=45&highlight=46',
    );
    expect(searchResultHref({ kind: 'asset', id: 46, folderId: 45, gameId: 12 })).toBe('/games/12/assets');
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

describe('search text', () => {
  it('ignores accents and case', () => {
    expect(normaliseSearchText('Café ÉTÉ Ñandú')).toBe('cafe ete nandu');
    expect(searchWords('Lucky-Leprechaun_banner 1920x1080.PNG')).toEqual([
      'lucky',
      'leprechaun',
      'banner',
      '1920x1080',
      'png',
    ]);
  });

  it('takes SQL and FTS syntax as words', () => {
    expect(queryWords(`"gold" OR NEAR(x* -- 'a':b & c | !d`)).toEqual([
      'gold',
      'or',
      'near',
      'x',
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(queryWords('*"():')).toEqual([]);
  });

  it('reads rich text as text', () => {
    expect(htmlToText('<p>Gold &amp; <strong>silver</strong></p><p>caf&#233;</p>')).toBe(
      'Gold & silver café',
    );
  });
});

describe('markMatches and excerptParts', () => {
  it('marks the words the query starts', () => {
    expect(markMatches('Lucky Leprechaun banner', ['leprech'])).toEqual([
      { text: 'Lucky ', match: false },
      { text: 'Leprechaun', match: true },
      { text: ' banner', match: false },
    ]);
    expect(markMatches('Café Royale', ['cafe'])).toEqual([
      { text: 'Café', match: true },
      { text: ' Royale', match: false },
    ]);
  });

  it('keeps an excerpt short and around the first match', () => {
    const text = `${'word '.repeat(100)}treasure ${'tail '.repeat(100)}`;
    const parts = excerptParts(text, ['treasure']);
    const joined = parts.map((part) => part.text).join('');
    expect(joined.length).toBeLessThanOrEqual(200);
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(parts.some((part) => part.match && part.text === 'treasure')).toBe(true);
    expect(excerptParts('   ', ['x'])).toEqual([]);
  });
});

describe('ranking', () => {
  const hit = (title: string, score: number, id = 1, kind = 'game') => ({ kind, id, title, score });

  it('puts the exact name first, then a name prefix, then full-text relevance', () => {
    const hits = [
      hit('Pot of Gold banner', 9, 1, 'asset'),
      hit('Gold Rush Deluxe', 1, 2),
      hit('Gold Rush', 0.5, 3),
      hit('A story about gold rush', 5, 4, 'news'),
    ];
    expect(hits.sort(compareHits('gold rush')).map((h) => h.title)).toEqual([
      'Gold Rush',
      'Gold Rush Deluxe',
      'Pot of Gold banner',
      'A story about gold rush',
    ]);
  });

  it('ignores accents and case for the exact name, and orders ties stably', () => {
    expect(titleTier('Café Royale', 'cafe royale')).toBe(0);
    expect(titleTier('Café Royale', 'CAFÉ')).toBe(1);
    expect(titleTier('Royale Café', 'cafe')).toBe(2);
    const tied = [hit('B', 1, 2), hit('A', 1, 9), hit('B', 1, 1)];
    expect(tied.sort(compareHits('x')).map((h) => `${h.title}${h.id}`)).toEqual(['A9', 'B1', 'B2']);
  });
});
