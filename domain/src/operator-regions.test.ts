import { describe, expect, it } from 'vitest';
import { regionLosses, regionLossMessage } from './operator-regions';

const user = (id: number, regions: string[]) => ({
  id,
  firstName: 'Ann',
  surname: `User ${id}`,
  regions: regions.map((region, i) => ({ region, isDefault: i === 0 })),
});

describe('regionLosses', () => {
  it('names the users who lose regions and what they lose; a whole group keeps its regions', () => {
    const users = [user(1, ['us--pennsylvania', 'us--michigan']), user(2, ['us--michigan']), user(3, [])];
    expect(regionLosses(users, ['us--michigan'])).toEqual([
      { userId: 1, name: 'Ann User 1', lost: ['us--pennsylvania'] },
    ]);
    expect(regionLosses(users, ['us--all'])).toEqual([]);
  });

  it('says how many lose a region, naming five at most', () => {
    const losses = regionLosses(
      [1, 2, 3, 4, 5, 6, 7].map((id) => user(id, ['us--georgia'])),
      [],
    );
    expect(regionLossMessage(losses)).toBe(
      '7 users of this operator lose a region you are removing: Ann User 1 (Georgia), Ann User 2 (Georgia), Ann User 3 (Georgia), Ann User 4 (Georgia), Ann User 5 (Georgia) and 2 more. Ticking it again later will not give it back. Save again and confirm to remove it from them.',
    );
  });
});
