import { describe, expect, it } from 'vitest';
import { digestLookbackStart, digestPeriod, nextVisitMark, whatsNewLabel } from './whats-new';

const at = (iso: string) => new Date(iso);

describe('nextVisitMark', () => {
  it('starts a first visit 28 days back, so a new user sees the recent arrivals', () => {
    expect(nextVisitMark(null, at('2026-12-08T10:00:00Z'))).toEqual({
      lastActiveAt: '2026-12-08T10:00:00.000Z',
      since: '2026-11-10T10:00:00.000Z',
    });
  });

  it('writes nothing for requests within five minutes of the last written one', () => {
    const mark = { lastActiveAt: '2026-12-08T10:00:00.000Z', since: '2026-12-01T00:00:00.000Z' };
    expect(nextVisitMark(mark, at('2026-12-08T10:04:59Z'))).toBeNull();
  });

  it('moves the activity on, keeping the count’s start, within a visit', () => {
    const mark = { lastActiveAt: '2026-12-08T10:00:00.000Z', since: '2026-12-01T00:00:00.000Z' };
    expect(nextVisitMark(mark, at('2026-12-08T10:05:00Z'))).toEqual({
      lastActiveAt: '2026-12-08T10:05:00.000Z',
      since: '2026-12-01T00:00:00.000Z',
    });
  });

  it('after a 30-minute pause counts from the end of the previous visit', () => {
    const mark = { lastActiveAt: '2026-12-08T10:29:00.000Z', since: '2026-12-01T00:00:00.000Z' };
    expect(nextVisitMark(mark, at('2026-12-08T11:00:00Z'))).toEqual({
      lastActiveAt: '2026-12-08T11:00:00.000Z',
      since: '2026-12-08T10:29:00.000Z',
    });
  });

  it('keeps a later "mark as seen" when a new visit starts', () => {
    const mark = { lastActiveAt: '2026-12-08T10:00:00.000Z', since: '2026-12-08T10:02:00.000Z' };
    expect(nextVisitMark(mark, at('2026-12-08T12:00:00Z'))?.since).toBe('2026-12-08T10:02:00.000Z');
  });
});

describe('digestPeriod', () => {
  it('names a daily digest by its day, from 07:00 UTC', () => {
    expect(digestPeriod('daily', at('2026-12-08T07:00:00Z'))).toBe('2026-12-08');
    expect(digestPeriod('daily', at('2026-12-08T06:59:59Z'))).toBe('2026-12-07');
  });

  it('names a weekly digest by its Monday, from 07:00 UTC', () => {
    // 2026-12-07 is a Monday.
    expect(digestPeriod('weekly', at('2026-12-07T07:00:00Z'))).toBe('2026-12-07');
    expect(digestPeriod('weekly', at('2026-12-13T23:00:00Z'))).toBe('2026-12-07');
    expect(digestPeriod('weekly', at('2026-12-07T06:00:00Z'))).toBe('2026-11-30');
  });

  it('has no period for none', () => {
    expect(digestPeriod('none', at('2026-12-08T10:00:00Z'))).toBeNull();
  });

  it('looks back one period for a first digest', () => {
    expect(digestLookbackStart('daily', at('2026-12-08T10:00:00Z'))).toBe('2026-12-07T10:00:00.000Z');
    expect(digestLookbackStart('weekly', at('2026-12-08T10:00:00Z'))).toBe('2026-12-01T10:00:00.000Z');
  });
});

describe('whatsNewLabel', () => {
  it('says how many items are new', () => {
    expect(whatsNewLabel(0)).toBe("What's new");
    expect(whatsNewLabel(1)).toBe("What's new, 1 new item");
    expect(whatsNewLabel(3)).toBe("What's new, 3 new items");
  });
});
