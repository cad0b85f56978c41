import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberStart, dayNumberToIsoDate, isIsoDate, isoDateToDayNumber, utcDayNumber } from './dates';

describe('calendar dates', () => {
  it('counts days from 1970-01-01', () => {
    expect(isoDateToDayNumber('1970-01-01')).toBe(0);
    expect(isoDateToDayNumber('1969-12-31')).toBe(-1);
    expect(isoDateToDayNumber('2000-03-01')! - isoDateToDayNumber('2000-02-28')!).toBe(2);
    expect(isoDateToDayNumber('1900-03-01')! - isoDateToDayNumber('1900-02-28')!).toBe(1);
    expect(dayNumberToIsoDate(0)).toBe('1970-01-01');
    expect(dayNumberStart(1)).toEqual(new Date('1970-01-02T00:00:00Z'));
    expect(utcDayNumber(new Date('1970-01-01T23:59:59.999Z'))).toBe(0);
  });

  it('knows leap days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
  });

  it('refuses anything that is not a real YYYY-MM-DD date', () => {
    for (const value of [
      null,
      undefined,
      '',
      '2025-04-31',
      '2025-00-10',
      '2025-1-01',
      '25-01-01',
      '2025-01-01T00:00:00Z',
      ' 2025-01-01',
    ]) {
      expect(isIsoDate(value)).toBe(false);
    }
    expect(() => dayNumberToIsoDate(1.5)).toThrow(RangeError);
    expect(() => dayNumberToIsoDate(isoDateToDayNumber('9999-12-31')! + 1)).toThrow(RangeError);
  });

  it('round-trips every date of years 0000 to 9999', () => {
    const first = isoDateToDayNumber('0000-01-01')!;
    const last = isoDateToDayNumber('9999-12-31')!;
    fc.assert(
      fc.property(fc.integer({ min: first, max: last }), (day) => {
        const iso = dayNumberToIsoDate(day);
        expect(isoDateToDayNumber(iso)).toBe(day);
        expect(utcDayNumber(dayNumberStart(day))).toBe(day);
      }),
    );
  });
});
