import { type RoadmapEntry, RoadmapPlanForm } from '@portal/domain/schemas';
import { describe, expect, it } from 'vitest';
import { addGame, boardMonths, busiestRegion, monthIn, removeGame, setMonth, toPlanForm } from './plan';

const plan: RoadmapEntry[] = [
  { gameId: 1, gameName: 'Aurora Gold', months: [{ region: 'us--all', month: '2027-03' }] },
  {
    gameId: 2,
    gameName: 'Comet Cash',
    months: [
      { region: 'canada--ontario', month: '2027-05' },
      { region: 'us--all', month: '2027-04' },
    ],
  },
];

describe('the roadmap plan editor', () => {
  it('moves a game to another month in one region, leaving its other regions', () => {
    const moved = setMonth(plan, 2, 'us--all', '2027-08');
    expect(monthIn(moved[1]!, 'us--all')).toBe('2027-08');
    expect(monthIn(moved[1]!, 'canada--ontario')).toBe('2027-05');
    expect(moved[0]).toBe(plan[0]);
  });

  it('plans a region for the first time, and unplans it', () => {
    const planned = setMonth(plan, 1, 'canada--ontario', '2027-06');
    expect(planned[0]!.months).toEqual([
      { region: 'canada--ontario', month: '2027-06' },
      { region: 'us--all', month: '2027-03' },
    ]);
    expect(setMonth(planned, 1, 'canada--ontario', null)[0]!.months).toEqual(plan[0]!.months);
  });

  it('adds and removes games, and saves the whole plan in the shape roadmap/put takes', () => {
    const added = addGame(plan, { gameId: 3, gameName: 'Bingo Blast' });
    expect(added.map((entry) => entry.gameName)).toEqual(['Aurora Gold', 'Bingo Blast', 'Comet Cash']);
    const form = toPlanForm(removeGame(added, 1));
    expect(form).toEqual({
      games: [
        { gameId: 3, months: [] },
        { gameId: 2, months: plan[1]!.months },
      ],
    });
    expect(RoadmapPlanForm.safeParse(form).success).toBe(true);
  });

  it('opens on the region the plan uses most, and shows a year of months plus any planned later', () => {
    expect(busiestRegion(plan, 'europe--all')).toBe('us--all');
    expect(busiestRegion([], 'europe--all')).toBe('europe--all');
    const months = boardMonths(setMonth(plan, 1, 'us--all', '2029-01'), 'us--all', '2026-11-23');
    expect(months[0]).toBe('2026-11');
    expect(months[11]).toBe('2027-10');
    expect(months.at(-1)).toBe('2029-01');
    expect(months).toHaveLength(13);
  });
});
