import { describe, expect, it } from 'vitest';
import { archivePath, pageWindow, parsePageNo, toCategory } from './archive';

describe('the news archive addresses', () => {
  it('reads page numbers 2..n; 1 is the first page; anything else is no page', () => {
    expect(parsePageNo(undefined)).toBe(1);
    expect(parsePageNo('2')).toBe(2);
    expect(parsePageNo('14')).toBe(14);
    expect(parsePageNo('1')).toBe('first');
    for (const bad of ['0', '02', 'two', '-1', '2.5', '']) expect(parsePageNo(bad)).toBeNull();
  });

  it('writes page and category into the path', () => {
    expect(archivePath(1)).toBe('/news-events');
    expect(archivePath(3)).toBe('/news-events/3');
    expect(archivePath(2, 'Press Release')).toBe('/news-events/2?category=Press%20Release');
    expect(toCategory('Events')).toBe('Events');
    expect(toCategory('events')).toBeUndefined();
  });

  it('offers the first, last and neighbouring pages with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
  });
});
