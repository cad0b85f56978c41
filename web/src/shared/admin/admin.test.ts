import { describe, expect, it } from 'vitest';
import { countOf } from './count';
import { formatDate } from './dates';
import { regionLabel, regionsText } from './regions';

describe('the admin words', () => {
  it('names regions, with their group where a list mixes groups', () => {
    expect(regionLabel('us--all')).toBe('All United States');
    expect(regionLabel('canada--ontario')).toBe('Ontario');
    expect(regionLabel('canada--ontario', { group: true })).toBe('Ontario (Canada)');
    expect(regionLabel('us--all', { group: true })).toBe('All United States');
    expect(regionLabel('mars--base')).toBe('mars--base');
  });

  it('says a list of regions in a few words', () => {
    expect(regionsText([])).toBe('None');
    expect(regionsText([], { empty: 'Everywhere' })).toBe('Everywhere');
    expect(regionsText(['canada--ontario', 'canada--quebec'])).toBe('Ontario, Quebec');
    expect(regionsText(['canada--ontario', 'canada--quebec', 'us--georgia'], { max: 2 })).toBe(
      'Ontario, Quebec and 1 more',
    );
    expect(regionsText(['canada--ontario', 'canada--quebec', 'us--georgia'], { max: 2, shown: 1 })).toBe(
      'Ontario and 2 more',
    );
  });

  it('formats days, months and moments in one of its styles, and nothing for no date', () => {
    expect(formatDate('2026-03-03', 'day')).toBe('03 Mar 2026');
    expect(formatDate('2026-03-03', 'longDay')).toBe('3 March 2026');
    expect(formatDate('2026-03-03', 'dayMonth')).toBe('3 Mar');
    expect(formatDate('2026-03', 'month')).toBe('Mar 2026');
    expect(formatDate('2026-03-03T14:05', 'dayTime')).toBe('03 Mar 2026, 14:05');
    expect(formatDate('2026-03-03T14:05', 'long')).toBe('3 March 2026 at 14:05');
    expect(formatDate(null, 'day')).toBe('');
    expect(formatDate('not a date', 'day')).toBe('');
  });

  it('counts', () => {
    expect(countOf(1, 'user')).toBe('1 user');
    expect(countOf(0, 'guest')).toBe('0 guests');
    expect(countOf(2, 'story', 'stories')).toBe('2 stories');
  });
});
