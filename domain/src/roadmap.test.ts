import { describe, expect, it } from 'vitest';
import { plannedMonth, showsOnPipeline } from './roadmap';

describe('plannedMonth', () => {
  const months = [
    { region: 'us--georgia', month: '2027-05' },
    { region: 'us--michigan', month: '2027-03' },
    { region: 'europe--spain', month: '2027-01' },
  ];

  it('takes the earliest month among the regions of the selection', () => {
    expect(plannedMonth(months, ['us--georgia'])).toBe('2027-05');
    expect(plannedMonth(months, ['us--georgia', 'us--michigan'])).toBe('2027-03');
  });

  it('lets a whole group on either side cover its regions', () => {
    expect(plannedMonth(months, ['us--all'])).toBe('2027-03');
    expect(plannedMonth([{ region: 'europe--all', month: '2027-08' }], ['europe--spain'])).toBe('2027-08');
  });

  it('takes the earliest of all with no selection, and null when nothing is planned for it', () => {
    expect(plannedMonth(months, [])).toBe('2027-01');
    expect(plannedMonth(months, ['canada--ontario'])).toBeNull();
    expect(plannedMonth([], ['us--georgia'])).toBeNull();
  });
});

describe('showsOnPipeline', () => {
  const planned = [{ region: 'us--pennsylvania', month: '2027-02' }];

  it('shows a game planned for a selected region, though its own regions are elsewhere', () => {
    expect(showsOnPipeline(['europe--spain'], planned, ['us--pennsylvania'])).toBe(true);
    expect(showsOnPipeline(['europe--spain'], planned, ['us--all'])).toBe(true);
  });

  it('shows a game by its own regions, with or without a plan', () => {
    expect(showsOnPipeline(['us--georgia'], [], ['us--georgia'])).toBe(true);
    expect(showsOnPipeline([], [], ['us--georgia'])).toBe(true);
  });

  it('hides a game neither in the selection nor planned for it', () => {
    expect(showsOnPipeline(['europe--spain'], planned, ['us--georgia'])).toBe(false);
    expect(showsOnPipeline(['europe--spain'], [], ['canada--ontario'])).toBe(false);
  });
});
