import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayNumberStart,
  dayNumberToIsoDate,
  isIsoDate,
  isIsoDateTime,
  isoDateToDayNumber,
  utcDayNumber,
} from './dates';

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

describe('dates with a time and zone', () => {
  it('takes real ISO 8601 instants with their zone', () => {
    for (const value of [
      '2025-03-01T09:00:00Z',
      '2025-03-01T09:00Z',
      '2024-02-29T23:59:59.999Z',
      '2025-03-01T10:00:00+01:00',
      '2025-03-01T00:00-05:30',
    ])
      expect(isIsoDateTime(value), value).toBe(true);
  });

  it('refuses an impossible day or time rather than moving it to another day (issue 28 item 17)', () => {
    for (const value of [
      '2025-02-30T09:00:00Z',
      '2025-02-29T09:00:00Z',
      '2025-04-31T09:00:00Z',
      '2025-13-01T09:00:00Z',
      '2025-03-01T24:00:00Z',
      '2025-03-01T23:60:00Z',
      '2025-03-01T23:59:60Z',
      '2025-03-01T09:00:00+24:00',
      '2025-03-01T09:00:00',
      '2025-03-01',
      '2025-03-01 09:00:00Z',
    ])
      expect(isIsoDateTime(value), value).toBe(false);
  });

  it('agrees with Date for every real instant it takes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const text = date.toISOString();
          expect(isIsoDateTime(text)).toBe(true);
          expect(new Date(text).getTime()).toBe(date.getTime());
        },
      ),
    );
  });
});
