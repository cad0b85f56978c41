import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_REGIONS,
  EUROPEAN_DEMO_REGION,
  FALLBACK_REGION,
  findRegion,
  HIDDEN_REGIONS,
  initialRegionSelection,
  isRegionKey,
  matchesRegionSelection,
  REGION_GROUPS,
  regionKeysOverlap,
  selectableRegions,
  slugifyRegionName,
} from './regions';

const keysOf = (group: string) => REGION_GROUPS.find((g) => g.key === group)!.regions.map((r) => r.key);

describe('region catalogue', () => {
  it('has the groups of SPEC §3, each led by its whole-group region', () => {
    expect(REGION_GROUPS.map((g) => [g.key, g.label, g.regions[0]])).toEqual([
      ['europe', 'Europe', { key: 'europe--all', label: 'All Europe', group: 'europe' }],
      ['canada', 'Canada', { key: 'canada--all', label: 'All Canada', group: 'canada' }],
      ['us', 'United States', { key: 'us--all', label: 'All United States', group: 'us' }],
      ['latam', 'Latin America', { key: 'latam--all', label: 'All Latin America', group: 'latam' }],
      ['apac', 'Asia Pacific', { key: 'apac--all', label: 'All Asia Pacific', group: 'apac' }],
    ]);
  });

  it('slugs the names of SPEC §3 into the keys', () => {
    expect(keysOf('europe')).toEqual([
      'europe--all',
      'europe--belgium',
      'europe--germany',
      'europe--luxembourg',
      'europe--norway',
      'europe--poland',
      'europe--lithuania',
      'europe--finland',
      'europe--spain',
      'europe--netherlands',
      'europe--europe-other',
      'europe--european-demo',
    ]);
    expect(keysOf('canada')).toEqual([
      'canada--all',
      'canada--british-columbia',
      'canada--newfoundland-and-labrador',
      'canada--ontario',
      'canada--quebec',
      'canada--canada-other',
    ]);
    expect(keysOf('us')).toEqual([
      'us--all',
      'us--georgia',
      'us--pennsylvania',
      'us--indiana',
      'us--kentucky',
      'us--michigan',
      'us--rhode-island',
      'us--virginia',
      'us--usa-other',
    ]);
    expect(keysOf('latam')).toEqual([
      'latam--all',
      'latam--costa-rica',
      'latam--jamaica',
      'latam--trinidad-tobago',
      'latam--paraguay',
      'latam--latin-america-other',
    ]);
    expect(keysOf('apac')).toEqual(['apac--all', 'apac--new-zealand', 'apac--asia-pacific-other']);
    expect(findRegion('latam--trinidad-tobago')).toEqual({
      key: 'latam--trinidad-tobago',
      label: 'Trinidad & Tobago',
      group: 'latam',
    });
  });

  it('has unique keys and the constants of SPEC §9', () => {
    expect(new Set(ALL_REGIONS.map((r) => r.key)).size).toBe(ALL_REGIONS.length);
    expect(FALLBACK_REGION).toBe('us--all');
    expect(EUROPEAN_DEMO_REGION).toBe('europe--european-demo');
    expect(HIDDEN_REGIONS).toEqual([]);
    expect(isRegionKey(FALLBACK_REGION)).toBe(true);
    expect(isRegionKey(EUROPEAN_DEMO_REGION)).toBe(true);
    expect(isRegionKey('us--atlantis')).toBe(false);
    expect(isRegionKey('__proto__')).toBe(false);
    expect(slugifyRegionName(' Europe (Other) ')).toBe('europe-other');
  });
});

describe('selectableRegions', () => {
  const own = (...keys: string[]) => keys.map((region, i) => ({ region, isDefault: i === 0 }));

  it('gives an SA every region but European Demo', () => {
    const regions = selectableRegions({ userGroup: 'SA', regions: own('us--georgia') }).map((r) => r.key);
    expect(regions).toEqual(ALL_REGIONS.map((r) => r.key).filter((key) => key !== EUROPEAN_DEMO_REGION));
  });

  it('gives an SA European Demo when it is one of theirs', () => {
    const regions = selectableRegions({ userGroup: 'SA', regions: own(EUROPEAN_DEMO_REGION) });
    expect(regions).toEqual(ALL_REGIONS);
  });

  it('gives anyone else their own known regions, in catalogue order', () => {
    const user = {
      userGroup: 'AM' as const,
      regions: own('us--virginia', 'europe--european-demo', 'mars--all'),
    };
    expect(selectableRegions(user).map((r) => r.key)).toEqual(['europe--european-demo', 'us--virginia']);
    expect(selectableRegions({ userGroup: 'customer', regions: [] })).toEqual([]);
    expect(selectableRegions(null)).toEqual([]);
  });
});

describe('initialRegionSelection', () => {
  const user = {
    regions: [
      { region: 'us--georgia', isDefault: false },
      { region: 'canada--ontario', isDefault: true },
    ],
  };

  it('keeps a saved selection without unknown keys or repeats', () => {
    expect(initialRegionSelection(user, ['europe--spain', 'nowhere', 'europe--spain'])).toEqual([
      'europe--spain',
    ]);
  });

  it('falls back to the default region, then to us--all', () => {
    expect(initialRegionSelection(user, null)).toEqual(['canada--ontario']);
    expect(initialRegionSelection(user, ['nowhere'])).toEqual(['canada--ontario']);
    expect(initialRegionSelection({ regions: [{ region: 'nowhere', isDefault: true }] }, [])).toEqual([
      FALLBACK_REGION,
    ]);
    expect(initialRegionSelection({ regions: [] }, null)).toEqual([FALLBACK_REGION]);
    expect(initialRegionSelection(null, null)).toEqual([FALLBACK_REGION]);
  });

  it('always answers known region keys', () => {
    fc.assert(
      fc.property(
        fc.option(fc.array(fc.oneof(fc.constantFrom(...ALL_REGIONS.map((r) => r.key)), fc.string()))),
        fc.array(fc.record({ region: fc.string(), isDefault: fc.boolean() })),
        (saved, regions) => {
          const selection = initialRegionSelection({ regions }, saved);
          expect(selection.length).toBeGreaterThan(0);
          for (const key of selection) expect(isRegionKey(key)).toBe(true);
        },
      ),
    );
  });
});

describe('matchesRegionSelection', () => {
  it('lets everything through an empty selection and items without regions', () => {
    expect(matchesRegionSelection(['us--georgia'], [])).toBe(true);
    expect(matchesRegionSelection([], ['us--georgia'])).toBe(true);
  });

  it('matches a shared key, and a whole group on either side', () => {
    expect(matchesRegionSelection(['us--georgia', 'europe--spain'], ['europe--spain'])).toBe(true);
    expect(matchesRegionSelection(['us--georgia'], ['us--all'])).toBe(true);
    expect(matchesRegionSelection(['us--all'], ['us--georgia'])).toBe(true);
    expect(matchesRegionSelection(['us--georgia'], ['us--virginia'])).toBe(false);
    expect(matchesRegionSelection(['us--georgia'], ['canada--all'])).toBe(false);
    expect(matchesRegionSelection(['europe--all'], ['us--all'])).toBe(false);
  });

  const someKey = fc.oneof(
    fc.constantFrom(...ALL_REGIONS.map((r) => r.key)),
    fc
      .tuple(fc.constantFrom('us', 'europe', 'x'), fc.constantFrom('all', 'other', ''))
      .map(([g, n]) => `${g}--${n}`),
    fc.string(),
  );

  it('is symmetric', () => {
    fc.assert(
      fc.property(fc.array(someKey), fc.array(someKey), (a, b) => {
        expect(matchesRegionSelection(a, b)).toBe(matchesRegionSelection(b, a));
      }),
    );
  });

  it('matches every key of a group to that group--all, and no key of another group', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REGION_GROUPS), fc.constantFrom(...ALL_REGIONS), (group, region) => {
        const whole = `${group.key}--all`;
        const inGroup = region.group === group.key;
        expect(regionKeysOverlap(whole, region.key)).toBe(inGroup);
        expect(regionKeysOverlap(region.key, whole)).toBe(inGroup);
        expect(matchesRegionSelection([region.key], [whole])).toBe(inGroup);
      }),
    );
  });

  it('never matches two different regions of which neither is a whole group', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_REGIONS), fc.constantFrom(...ALL_REGIONS), (a, b) => {
        fc.pre(!a.key.endsWith('--all') && !b.key.endsWith('--all'));
        expect(matchesRegionSelection([a.key], [b.key])).toBe(a.key === b.key);
      }),
    );
  });
});
