import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  formatDate,
  type GameRegionDate,
  gameState,
  isNewGame,
  NEW_GAME_WINDOW_DAYS,
  regionalReleaseDates,
  todayIso,
} from './games';
import { isoDateBetween } from './test/arbitraries';

/** An independent date calculator for the properties: Date.UTC counts days across months, years and leap days. */
const addDays = (iso: string, days: number) =>
  new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) + days))
    .toISOString()
    .slice(0, 10);
const isoDate = isoDateBetween('1970-01-01', '2099-12-31');

describe('constants', () => {
  it('match SPEC §9', () => {
    expect(NEW_GAME_WINDOW_DAYS).toBe(28);
    expect(DATE_FORMATS).toEqual({ long: 'Do MMMM YYYY', monthYear: 'MMM YYYY', short: 'DD MMM YYYY' });
  });
});

describe('regionalReleaseDates', () => {
  const regions: GameRegionDate[] = [
    { region: 'us--georgia', releaseDate: '2025-03-10', displayReleaseDate: '2025-03-01' },
    { region: 'us--virginia', releaseDate: '2025-02-01', displayReleaseDate: null },
    { region: 'europe--spain', releaseDate: '2025-01-15', displayReleaseDate: '2025-01-01' },
    { region: 'canada--ontario', releaseDate: null, displayReleaseDate: null },
  ];
  const game = {
    releaseDate: '2025-06-01',
    displayReleaseDate: '2025-06-01',
    isReleaseDatePerRegion: true,
    regions,
  };

  it('uses the game dates unless dates are per region', () => {
    expect(regionalReleaseDates({ ...game, isReleaseDatePerRegion: false }, ['europe--spain'])).toEqual({
      releaseDate: '2025-06-01',
      displayReleaseDate: '2025-06-01',
    });
  });

  it.each([
    { selection: ['us--georgia'], releaseDate: '2025-03-10', displayReleaseDate: '2025-03-01' },
    { selection: ['us--all'], releaseDate: '2025-02-01', displayReleaseDate: '2025-03-01' },
    { selection: [], releaseDate: '2025-01-15', displayReleaseDate: '2025-01-01' },
    // No region inside the selection has a date: the game's own.
    { selection: ['canada--ontario'], releaseDate: '2025-06-01', displayReleaseDate: '2025-06-01' },
    { selection: ['apac--all'], releaseDate: '2025-06-01', displayReleaseDate: '2025-06-01' },
  ])(
    'takes the earliest date of the regions inside $selection, else the game dates',
    ({ selection, releaseDate, displayReleaseDate }) => {
      expect(regionalReleaseDates(game, selection)).toEqual({ releaseDate, displayReleaseDate });
    },
  );

  it('compares dates across year ends and leap days, and skips malformed ones', () => {
    const dated = (entries: [string, string | null][]) => ({
      releaseDate: '2030-01-01',
      displayReleaseDate: null,
      isReleaseDatePerRegion: true,
      regions: entries.map(([region, releaseDate]) => ({ region, releaseDate, displayReleaseDate: null })),
    });
    const pick = (entries: [string, string | null][]) =>
      regionalReleaseDates(dated(entries), ['us--all']).releaseDate;
    expect(
      pick([
        ['us--georgia', '2025-01-01'],
        ['us--virginia', '2024-12-31'],
      ]),
    ).toBe('2024-12-31');
    expect(
      pick([
        ['us--georgia', '2024-03-01'],
        ['us--virginia', '2024-02-29'],
      ]),
    ).toBe('2024-02-29');
    expect(
      pick([
        ['us--georgia', '2023-02-29'],
        ['us--virginia', '2023-03-01'],
      ]),
    ).toBe('2023-03-01');
    expect(pick([['us--georgia', 'soon']])).toBe('2030-01-01');
  });

  it('never picks a date later than any matching regional date', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            region: fc.constantFrom('us--georgia', 'us--all', 'europe--spain'),
            releaseDate: fc.option(isoDate),
            displayReleaseDate: fc.constant(null),
          }),
        ),
        fc.option(isoDate),
        (entries, own) => {
          const { releaseDate } = regionalReleaseDates(
            { releaseDate: own, displayReleaseDate: null, isReleaseDatePerRegion: true, regions: entries },
            ['us--georgia'],
          );
          const matching = entries.filter((e) => e.region.startsWith('us--') && e.releaseDate !== null);
          if (matching.length === 0) expect(releaseDate).toBe(own);
          for (const entry of matching) expect(releaseDate! <= entry.releaseDate!).toBe(true);
        },
      ),
    );
  });
});

describe('isNewGame', () => {
  // New from the release day through the 28th day after it, across month ends, year ends and leap
  // days; never for missing or malformed dates.
  it.each([
    ['2025-03-01', '2025-03-01', true],
    ['2025-03-01', '2025-03-29', true],
    ['2025-03-01', '2025-03-30', false],
    ['2025-03-02', '2025-03-01', false],
    ['2024-02-01', '2024-02-29', true],
    ['2024-02-01', '2024-03-01', false],
    ['2023-02-01', '2023-03-01', true],
    ['2024-12-10', '2025-01-07', true],
    ['2024-12-10', '2025-01-08', false],
    [null, '2025-01-01', false],
    ['2023-02-29', '2023-03-01', false],
    ['2025-1-1', '2025-01-02', false],
    ['2025-01-01', 'today', false],
  ])('released %s, seen on %s: new is %s', (release, today, isNew) => {
    expect(isNewGame(release, today)).toBe(isNew);
  });

  it('holds exactly for the 29 days starting on the release date', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -400, max: 400 }), (release, offset) => {
        expect(isNewGame(release, addDays(release, offset))).toBe(
          offset >= 0 && offset <= NEW_GAME_WINDOW_DAYS,
        );
      }),
    );
  });
});

describe('formatDate', () => {
  // The SPEC §9 formats; a date-time with a zone is read as its UTC date.
  it.each([
    ['2025-03-01', 'long', '1st March 2025'],
    ['2025-03-22', 'long', '22nd March 2025'],
    ['2025-03-01', 'monthYear', 'Mar 2025'],
    ['2025-03-01', 'short', '01 Mar 2025'],
    ['2024-02-29', 'short', '29 Feb 2024'],
    ['0099-12-31', 'short', '31 Dec 0099'],
    ['2024-02-28T23:30:00-02:00', 'short', '29 Feb 2024'],
    ['2025-01-01T00:30:00+01:00', 'short', '31 Dec 2024'],
    ['2025-01-01T12:00:00.000Z', 'long', '1st January 2025'],
  ] as const)('formats %s as %s: %s', (date, format, text) => {
    expect(formatDate(date, format)).toBe(text);
  });

  it.each([null, '', '2023-02-29', '2025-13-01', 'March 1st', '2025-03-01T25:00:00Z', '2025-03-01T10:00'])(
    'is empty for the null or malformed date %j',
    (bad) => {
      expect(formatDate(bad, 'short')).toBe('');
    },
  );

  it('shows the same calendar date it was given', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    fc.assert(
      fc.property(isoDate, (date) => {
        const [year, month, day] = date.split('-');
        expect(formatDate(date, 'short')).toBe(`${day} ${months[Number(month) - 1]} ${year}`);
      }),
    );
  });
});

describe('todayIso and time zones', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('is the UTC calendar date', () => {
    expect(todayIso(new Date('2024-12-31T23:30:00-05:00'))).toBe('2025-01-01');
    expect(todayIso(new Date('2024-03-01T00:30:00+14:00'))).toBe('2024-02-29');
  });

  it('agrees with the instant in UTC, whatever the machine zone', () => {
    for (const tz of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kathmandu']) {
      process.env.TZ = tz;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
          const now = new Date(ms);
          expect(todayIso(now)).toBe(now.toISOString().slice(0, 10));
          expect(formatDate(todayIso(now), 'short')).toBe(formatDate(now.toISOString(), 'short'));
        }),
        { numRuns: 50 },
      );
      expect(isNewGame('2024-02-01', todayIso(new Date(Date.UTC(2024, 1, 29, 23, 59))))).toBe(true);
    }
  });
});

describe('gameState (issue 28 item 10)', () => {
  const today = '2026-11-28';
  it('names an active game live from its release date on, or with none, and upcoming before it', () => {
    expect(gameState({ isActive: true, roadmap: false, releaseDate: '2024-03-01' }, today)).toBe('live');
    expect(gameState({ isActive: true, roadmap: false, releaseDate: today }, today)).toBe('live');
    expect(gameState({ isActive: true, roadmap: false, releaseDate: null }, today)).toBe('live');
    expect(gameState({ isActive: true, roadmap: false, releaseDate: '2027-01-15' }, today)).toBe('upcoming');
  });

  it('puts an inactive game flagged roadmap on the roadmap, and any other inactive game off', () => {
    expect(gameState({ isActive: false, roadmap: true, releaseDate: '2027-05-01' }, today)).toBe('roadmap');
    expect(gameState({ isActive: false, roadmap: false, releaseDate: '2024-03-01' }, today)).toBe('inactive');
  });

  it('keeps an active game in the games list even when it is flagged roadmap', () => {
    expect(gameState({ isActive: true, roadmap: true, releaseDate: '2024-03-01' }, today)).toBe('live');
  });
});
