import { describe, expect, it } from 'vitest';
import { isSafeHref } from './content.ts';

describe('isSafeHref', () => {
  it('takes site paths, https and mailto addresses', () => {
    for (const href of [
      '/games',
      '/news-events/post/3?x=1#top',
      'https://example.com/a',
      'mailto:press@example.com',
    ]) {
      expect(isSafeHref(href), href).toBe(true);
    }
  });

  it('refuses scripts, data, other hosts by protocol-relative paths and plain http', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'http://example.com',
      'games',
      '/a b',
      '',
    ]) {
      expect(isSafeHref(href), href).toBe(false);
    }
  });
});
