import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assetsAvailableFromSentence,
  assetsEmbargoedUntil,
  type EmbargoedGame,
  embargoSelection,
  gameAssetsEmbargoedUntil,
  passesEmbargo,
  storyOutIn,
  storySelection,
} from './embargo';
import { FALLBACK_REGION } from './regions';
import { isoDateBetween } from './test/arbitraries';

const perRegion: EmbargoedGame = {
  releaseDate: '2027-03-01',
  isReleaseDatePerRegion: true,
  regions: [
    { region: 'us--georgia', releaseDate: '2027-01-12' },
    { region: 'us--pennsylvania', releaseDate: '2026-12-01' },
    { region: 'canada--ontario', releaseDate: null },
    { region: 'europe--all', releaseDate: '2027-02-01' },
  ],
};

describe('assetsEmbargoedUntil', () => {
  it('holds the assets while every selected region is before its date, answering the first day they arrive', () => {
    expect(assetsEmbargoedUntil(perRegion, ['us--georgia'], '2026-12-08')).toBe('2027-01-12');
    expect(assetsEmbargoedUntil(perRegion, ['us--georgia', 'europe--spain'], '2026-12-08')).toBe(
      '2027-01-12',
    );
  });

  it('releases them on the release date itself, a calendar day', () => {
    expect(assetsEmbargoedUntil(perRegion, ['us--georgia'], '2027-01-11')).toBe('2027-01-12');
    expect(assetsEmbargoedUntil(perRegion, ['us--georgia'], '2027-01-12')).toBeNull();
  });

  it('releases them as soon as one selected region has its date', () => {
    expect(assetsEmbargoedUntil(perRegion, ['us--georgia', 'us--pennsylvania'], '2026-12-08')).toBeNull();
  });

  it("uses the game's releaseDate for a region without a date of its own, and for a game without per-region dates", () => {
    // canada--ontario's entry has no date, Michigan has no entry: both fall back to 2027-03-01.
    expect(assetsEmbargoedUntil(perRegion, ['canada--ontario'], '2027-02-28')).toBe('2027-03-01');
    expect(assetsEmbargoedUntil(perRegion, ['us--michigan'], '2027-03-01')).toBeNull();
    const single = { ...perRegion, isReleaseDatePerRegion: false };
    expect(assetsEmbargoedUntil(single, ['us--pennsylvania'], '2026-12-08')).toBe('2027-03-01');
  });

  it('matches a whole-group entry or selection with the regions of its group', () => {
    expect(assetsEmbargoedUntil(perRegion, ['europe--spain'], '2026-12-08')).toBe('2027-02-01');
    // us--all covers Pennsylvania, released on 2026-12-01.
    expect(assetsEmbargoedUntil(perRegion, ['us--all'], '2026-12-08')).toBeNull();
  });

  it('judges an empty selection on the own releaseDate, and never holds a game without a date', () => {
    expect(assetsEmbargoedUntil(perRegion, [], '2027-02-28')).toBe('2027-03-01');
    expect(assetsEmbargoedUntil({ ...perRegion, releaseDate: null }, [], '2020-01-01')).toBeNull();
    expect(assetsEmbargoedUntil({ ...perRegion, releaseDate: 'soon' }, [], '2020-01-01')).toBeNull();
  });

  it('holds exactly the days before the date (property)', () => {
    fc.assert(
      fc.property(
        isoDateBetween('2000-01-01', '2090-12-31'),
        isoDateBetween('2000-01-01', '2090-12-31'),
        (release, today) => {
          const game = { releaseDate: release, isReleaseDatePerRegion: false, regions: [] };
          expect(assetsEmbargoedUntil(game, ['us--georgia'], today)).toBe(today < release ? release : null);
        },
      ),
    );
  });
});

describe('gameAssetsEmbargoedUntil', () => {
  it('lets provider staff through and holds everyone else', () => {
    for (const userGroup of ['SA', 'AM', 'CM'] as const) {
      expect(passesEmbargo({ userType: 'igt', userGroup })).toBe(true);
      expect(
        gameAssetsEmbargoedUntil({ userType: 'igt', userGroup }, perRegion, ['us--georgia'], '2026-12-08'),
      ).toBeNull();
    }
    for (const userGroup of ['affiliate', 'customer', 'performance'] as const) {
      expect(passesEmbargo({ userType: 'operator', userGroup })).toBe(false);
      expect(
        gameAssetsEmbargoedUntil(
          { userType: 'operator', userGroup },
          perRegion,
          ['us--georgia'],
          '2026-12-08',
        ),
      ).toBe('2027-01-12');
    }
    expect(gameAssetsEmbargoedUntil(null, perRegion, [], '2026-12-08')).toBe('2027-03-01');
  });
});

describe('embargoSelection', () => {
  it("keeps the regions sent that are the caller's, else takes all of the caller's own", () => {
    expect(embargoSelection(['us--georgia', 'us--michigan'], ['us--michigan'])).toEqual(['us--michigan']);
    expect(embargoSelection(['us--georgia', 'us--michigan'])).toEqual(['us--georgia', 'us--michigan']);
    expect(embargoSelection(['us--georgia'], ['us--pennsylvania'])).toEqual(['us--georgia']);
  });

  it('takes a region inside a whole group the caller has, never a whole group they only partly have', () => {
    expect(embargoSelection(['us--all'], ['us--virginia'])).toEqual(['us--virginia']);
    expect(embargoSelection(['us--georgia'], ['us--all'])).toEqual(['us--georgia']);
  });

  it('is the fallback region for a caller without regions, whatever they send', () => {
    expect(embargoSelection([], ['us--georgia'])).toEqual([FALLBACK_REGION]);
    expect(embargoSelection([])).toEqual(['us--all']);
  });
});

describe('assetsAvailableFromSentence', () => {
  it("says the day in SPEC's short format", () => {
    expect(assetsAvailableFromSentence('2027-01-12')).toBe('Assets available from 12 Jan 2027');
  });
});

describe('storyOutIn', () => {
  const dates = [
    { region: 'us--georgia', publishDate: '2027-01-12' },
    { region: 'europe--all', publishDate: '2027-02-01' },
  ];

  it('is out everywhere without per-region days', () => {
    expect(storyOutIn([], ['us--georgia'], '2020-01-01')).toBe(true);
  });

  it('waits in a region until its day, a calendar day', () => {
    expect(storyOutIn(dates, ['us--georgia'], '2027-01-11')).toBe(false);
    expect(storyOutIn(dates, ['us--georgia'], '2027-01-12')).toBe(true);
    expect(storyOutIn(dates, ['europe--spain'], '2027-01-31')).toBe(false);
    expect(storyOutIn(dates, ['europe--spain'], '2027-02-01')).toBe(true);
  });

  it('is out as soon as one selected region has it, a region without a day having it at once', () => {
    expect(storyOutIn(dates, ['us--georgia', 'europe--spain'], '2027-01-12')).toBe(true);
    expect(storyOutIn(dates, ['us--georgia', 'us--michigan'], '2026-12-08')).toBe(true);
    // us--all holds Georgia's entry: the whole group waits for its earliest day.
    expect(storyOutIn(dates, ['us--all'], '2026-12-08')).toBe(false);
  });
});

describe('storySelection', () => {
  it('takes the regions sent, else the fallback region', () => {
    expect(storySelection(['europe--spain', 'europe--spain'])).toEqual(['europe--spain']);
    expect(storySelection()).toEqual([FALLBACK_REGION]);
  });
});
