import { describe, expect, it } from 'vitest';
import { ContentRestoreForm, isSafeHref } from './content.ts';

describe('isSafeHref', () => {
  it.each(['/games', '/news-events/post/3?x=1#top', 'https://example.com/a', 'mailto:press@example.com'])(
    'takes site paths, https and mailto addresses: %j',
    (href) => {
      expect(isSafeHref(href)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    'http://example.com',
    'games',
    '/a b',
    '',
  ])('refuses scripts, data, other hosts by protocol-relative paths and plain http: %j', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });
});

describe('ContentRestoreForm', () => {
  it('takes a revision number up to the largest the databases hold', () => {
    expect(ContentRestoreForm.parse({ page: 'homepage', revision: '3' })).toEqual({
      page: 'homepage',
      revision: 3,
    });
    // Found by server/src/fuzz.test.ts: PostgreSQL answered 4279953300205562 with a 500.
    for (const revision of [2 ** 31, 4279953300205562, '0', 1.5]) {
      expect(ContentRestoreForm.safeParse({ page: 'homepage', revision }).success, String(revision)).toBe(
        false,
      );
    }
  });
});
