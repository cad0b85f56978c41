import { describe, expect, it } from 'vitest';
import { RoadmapPlanForm } from './roadmap.ts';

const firstMessage = (input: unknown) => {
  const result = RoadmapPlanForm.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('RoadmapPlanForm', () => {
  it('takes the whole plan, and an entry of roadmap/get sent back as it is', () => {
    const plan = {
      games: [
        { gameId: 3, gameName: 'Gold Rush', months: [{ region: 'us--georgia', month: '2027-04' }] },
        { gameId: 4, months: [] },
      ],
    };
    expect(RoadmapPlanForm.parse(plan)).toEqual(plan);
    expect(RoadmapPlanForm.parse({ games: [] })).toEqual({ games: [] });
  });

  it('explains each bad value', () => {
    expect(firstMessage({})).toBe('games must be a list of { gameId, months }.');
    expect(firstMessage({ games: [{ gameId: 1 }] })).toBe('months must be a list of { region, month }.');
    expect(firstMessage({ games: [{ gameId: '1', months: [] }] })).toBe('gameId must be a game id.');
    // Found by server/src/fuzz.test.ts: PostgreSQL answered a gameId past its integer range with a 500.
    expect(firstMessage({ games: [{ gameId: 2 ** 31, months: [] }] })).toBe('gameId must be a game id.');
    expect(firstMessage({ games: [{ gameId: 1, months: [], month: [] }] })).toMatch(
      /'month' is not one of them/,
    );
    expect(
      firstMessage({ games: [{ gameId: 1, months: [{ region: 'us--georgia', month: '2027-13' }] }] }),
    ).toBe("months: month must be 'YYYY-MM', e.g. '2027-03'.");
    expect(
      firstMessage({ games: [{ gameId: 1, months: [{ region: 'mars--base', month: '2027-01' }] }] }),
    ).toBe("months: 'mars--base' is not a region.");
    const twice = { region: 'us--georgia', month: '2027-01' };
    expect(firstMessage({ games: [{ gameId: 1, months: [twice, twice] }] })).toBe(
      'months: each region may have one month only.',
    );
    expect(
      firstMessage({
        games: [
          { gameId: 1, months: [] },
          { gameId: 1, months: [] },
        ],
      }),
    ).toBe('games: each game may appear once.');
    expect(firstMessage({ games: [], extra: 1 })).toMatch(/'extra' is not part of it/);
  });
});
