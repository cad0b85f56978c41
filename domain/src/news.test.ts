import { describe, expect, it } from 'vitest';
import { canSeeStory, newsState, regionKeysMatching } from './news';
import { ALL_REGIONS, matchesRegionSelection } from './regions';

describe('regionKeysMatching', () => {
  it('brings the whole group for group--all, and the group key for a single region', () => {
    expect(regionKeysMatching(['apac--all'])).toEqual([
      'apac--all',
      'apac--new-zealand',
      'apac--asia-pacific-other',
    ]);
    expect(regionKeysMatching(['us--georgia'])).toEqual(['us--all', 'us--georgia']);
    expect(regionKeysMatching([])).toEqual([]);
  });

  it('agrees with matchesRegionSelection for every single-region story', () => {
    const selections = [['us--all'], ['europe--spain', 'canada--all'], ['latam--jamaica']];
    for (const selection of selections) {
      const matching = new Set(regionKeysMatching(selection));
      for (const region of ALL_REGIONS) {
        expect(matching.has(region.key)).toBe(matchesRegionSelection([region.key], selection));
      }
    }
  });
});

describe('newsState', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  it('is draft, scheduled or published', () => {
    expect(newsState({ status: 'draft', publishAt: '2020-01-01T00:00:00Z' }, now)).toBe('draft');
    expect(newsState({ status: 'published', publishAt: '2025-06-01T12:00:01Z' }, now)).toBe('scheduled');
    expect(newsState({ status: 'published', publishAt: '2025-06-01T12:00:00Z' }, now)).toBe('published');
  });
});

describe('canSeeStory', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const live = { status: 'published', publishAt: '2025-06-01T12:00:00Z' } as const;
  const scheduled = { status: 'published', publishAt: '2025-06-02T00:00:00Z' } as const;
  const draft = { status: 'draft', publishAt: '2020-01-01T00:00:00Z' } as const;
  const sa = { userType: 'igt', userGroup: 'SA' } as const;

  it('lets everyone, visitors included, read a live story', () => {
    expect(canSeeStory(null, live, now)).toBe(true);
    expect(canSeeStory({ userType: 'guest', userGroup: 'guest' }, live, now)).toBe(true);
  });

  it('keeps drafts and scheduled stories to the staff who edit news', () => {
    for (const story of [draft, scheduled]) {
      expect(canSeeStory(sa, story, now)).toBe(true);
      expect(canSeeStory(null, story, now)).toBe(false);
      for (const userGroup of ['AM', 'CM'] as const)
        expect(canSeeStory({ userType: 'igt', userGroup }, story, now)).toBe(false);
      expect(canSeeStory({ userType: 'operator', userGroup: 'customer' }, story, now)).toBe(false);
    }
  });
});
