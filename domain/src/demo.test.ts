import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEMO_CONFIG,
  type DemoFields,
  demoExists,
  demoLaunchUrl,
  firstPart,
  minBet,
  sessionId,
  tournamentsDemoAvailable,
  tournamentsDemoUrl,
} from './demo';

const fallbacksOn = { useGameDemoFallbacks: true };
const fallbacksOff = { useGameDemoFallbacks: false };
const built: DemoFields = {
  demoTechnology: 'HTML:FLASH',
  demoEnvironment: 'cloud',
  demoCurrency: 'GBP:EUR',
  demoSoftwareId: '200-1234-001:200-1234-002',
};
const nowMs = 1_740_000_000_999;
const launch = (game: DemoFields, globals = fallbacksOn, config = DEFAULT_DEMO_CONFIG) =>
  demoLaunchUrl({ game, userId: 42, config, globals, nowMs });

describe('firstPart', () => {
  it.each([
    ['HTML:FLASH', 'HTML'],
    [' GBP ', 'GBP'],
    [':x', ''],
    ['null', ''],
    ['null:HTML', ''],
    [null, ''],
    [undefined, ''],
  ])('keeps the part before the first colon, trimmed: %j is %j', (value, part) => {
    expect(firstPart(value)).toBe(part);
  });

  it('never contains a colon', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (value) => {
        expect(firstPart(value)).not.toContain(':');
      }),
    );
  });
});

describe('demoExists', () => {
  it('needs an override, an allowed fallback, or all four built parts (SPEC §5)', () => {
    expect(demoExists({ demoOverride: 'https://demo.example/g1' }, fallbacksOff)).toBe(true);
    expect(demoExists({ demoFallback: 'https://demo.example/g1' }, fallbacksOn)).toBe(true);
    expect(demoExists({ demoFallback: 'https://demo.example/g1' }, fallbacksOff)).toBe(false);
    expect(demoExists(built, fallbacksOff)).toBe(true);
    expect(demoExists({ ...built, demoSoftwareId: null, softwareId: '200-9' }, fallbacksOff)).toBe(true);
    for (const missing of ['demoTechnology', 'demoEnvironment', 'demoCurrency', 'demoSoftwareId'] as const) {
      expect(demoExists({ ...built, [missing]: 'null' }, fallbacksOn)).toBe(false);
      expect(demoExists({ ...built, [missing]: null }, fallbacksOn)).toBe(false);
      expect(demoExists({ ...built, [missing]: ':second' }, fallbacksOn)).toBe(false);
    }
    expect(demoExists({}, fallbacksOn)).toBe(false);
  });

  it('ignores addresses that may not be framed', () => {
    expect(demoExists({ demoOverride: 'javascript:alert(1)' }, fallbacksOn)).toBe(false);
    expect(demoExists({ demoOverride: '//evil.example/x' }, fallbacksOn)).toBe(false);
    expect(demoExists({ demoOverride: 'null' }, fallbacksOn)).toBe(false);
    expect(demoExists({ demoOverride: '/demos/game-1/index.html' }, fallbacksOn)).toBe(true);
  });

  it('agrees with demoLaunchUrl', () => {
    const field = fc.option(
      fc.oneof(fc.constantFrom('HTML', 'cloud', 'lab1', 'GBP', 'null', 'https://d.example/x'), fc.string()),
    );
    fc.assert(
      fc.property(
        fc.record({
          demoOverride: field,
          demoFallback: field,
          demoTechnology: field,
          demoEnvironment: field,
          demoCurrency: field,
          demoSoftwareId: field,
        }),
        fc.boolean(),
        (game, useGameDemoFallbacks) => {
          const globals = { useGameDemoFallbacks };
          expect(launch(game, globals) !== null).toBe(demoExists(game, globals));
        },
      ),
    );
  });
});

describe('demoLaunchUrl', () => {
  it('prefers the override, then an allowed fallback', () => {
    const game = {
      ...built,
      demoOverride: ' https://demo.example/o ',
      demoFallback: 'https://demo.example/f',
    };
    expect(launch(game)).toBe('https://demo.example/o');
    expect(launch({ ...game, demoOverride: null })).toBe('https://demo.example/f');
    expect(launch({ ...game, demoOverride: null }, fallbacksOff)).toMatch(
      /^https:\/\/demo-gateway\.example\.com\//,
    );
  });

  it('builds the HTML gateway address with the parameters of SPEC §7', () => {
    const url = new URL(launch(built)!);
    expect(`${url.origin}${url.pathname}`).toBe(DEFAULT_DEMO_CONFIG.gatewayHosts.cloud);
    expect([...url.searchParams]).toEqual([
      ['nscode', 'SKB'],
      ['countrycode', 'GB'],
      ['securetoken', DEFAULT_DEMO_CONFIG.secureToken],
      ['skincode', 'SKB'],
      ['technology', 'HTML'],
      ['forcelat', DEFAULT_DEMO_CONFIG.forceLat],
      ['forcelng', DEFAULT_DEMO_CONFIG.forceLng],
      ['forcelocationstatus', DEFAULT_DEMO_CONFIG.forceLocationStatus],
      ['forcelocationmessage', DEFAULT_DEMO_CONFIG.forceLocationMessage],
      ['loadskin', DEFAULT_DEMO_CONFIG.loadSkin],
      ['ipaddress', DEFAULT_DEMO_CONFIG.ipAddress],
      ['presenttype', DEFAULT_DEMO_CONFIG.presentType],
      ['minbet', '0.01'],
      ['denomamount', '0.01'],
      ['currencycode', 'GBP'],
      ['uniqueid', '42-1740000000'],
      ['language', 'en'],
      ['softwareid', '200-1234-001'],
    ]);
  });

  it('uses the lab host of the environment, and cloud for an unknown one', () => {
    expect(launch({ ...built, demoEnvironment: 'LAB1' })).toMatch(
      /^https:\/\/lab1\.demo-gateway\.example\.com\//,
    );
    expect(launch({ ...built, demoEnvironment: 'atlantis' })).toMatch(
      /^https:\/\/demo-gateway\.example\.com\//,
    );
    expect(launch({ ...built, demoEnvironment: '__proto__' })).toMatch(
      /^https:\/\/demo-gateway\.example\.com\//,
    );
  });

  it('sends other technologies to the generic page, with the channel', () => {
    const url = new URL(launch({ ...built, demoTechnology: 'FLASH', demoCurrency: 'EUR' })!);
    expect(`${url.origin}${url.pathname}`).toBe(DEFAULT_DEMO_CONFIG.genericGamesUrl);
    expect(url.searchParams.get('channel')).toBe(DEFAULT_DEMO_CONFIG.channel);
    expect(url.searchParams.get('technology')).toBe('FLASH');
    expect(url.searchParams.get('minbet')).toBe('1.0');
    expect(url.searchParams.get('denomamount')).toBe('1.0');
  });

  it('is null without a usable host', () => {
    expect(launch(built, fallbacksOn, { ...DEFAULT_DEMO_CONFIG, gatewayHosts: {} })).toBeNull();
    expect(
      launch({ ...built, demoTechnology: 'FLASH' }, fallbacksOn, {
        ...DEFAULT_DEMO_CONFIG,
        genericGamesUrl: '',
      }),
    ).toBeNull();
  });

  it('carries any configured value through the query string unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (message, token) => {
        const config = { ...DEFAULT_DEMO_CONFIG, forceLocationMessage: message, secureToken: token };
        const url = new URL(launch(built, fallbacksOn, config)!);
        expect(url.searchParams.get('forcelocationmessage')).toBe(message);
        expect(url.searchParams.get('securetoken')).toBe(token);
        expect(url.hash).toBe('');
      }),
    );
  });
});

describe('bets, sessions and tournaments', () => {
  it.each([
    ['GBP', '0.01'],
    ['gbp', '0.01'],
    ['EUR', '1.0'],
    ['', '1.0'],
  ])('bets 0.01 in GBP and 1.0 otherwise (SPEC §9): %j bets %s', (currency, bet) => {
    expect(minBet(currency)).toBe(bet);
  });

  it('builds the session id from the user and the time in seconds', () => {
    expect(sessionId(42, 1_700_000_000_999)).toBe('42-1700000000');
    expect(sessionId(null, 1_700_000_000_000)).toBe('unknown-1700000000');
    expect(sessionId('', 999)).toBe('unknown-0');
  });

  it('offers the tournaments demo only with a non-empty hash', () => {
    expect(tournamentsDemoAvailable({ hash: 'abc' })).toBe(true);
    expect(tournamentsDemoAvailable({ hash: '' })).toBe(false);
    expect(tournamentsDemoAvailable({ hash: '  ' })).toBe(false);
    expect(tournamentsDemoAvailable({ hash: null })).toBe(false);
    expect(tournamentsDemoAvailable({})).toBe(false);
    expect(tournamentsDemoAvailable(null)).toBe(false);
  });
});

describe('tournamentsDemoUrl', () => {
  it('opens the lobby on the demo gateway with the player hash and the demo settings', () => {
    const url = new URL(tournamentsDemoUrl({ demo: DEFAULT_DEMO_CONFIG }, 'key-123')!);
    expect(url.origin).toBe(new URL(DEFAULT_DEMO_CONFIG.gatewayHosts.cloud!).origin);
    expect(url.pathname).toBe('/tournaments/lobby');
    expect(url.searchParams.get('playerhash')).toBe('key-123');
    expect(url.searchParams.get('nscode')).toBe('SKB');
    expect(url.searchParams.get('language')).toBe('en');
  });

  it('prefers a configured address and refuses one that is not http(s)', () => {
    expect(
      tournamentsDemoUrl({ demo: DEFAULT_DEMO_CONFIG, tournamentsDemoUrl: 'https://t.example/lobby' }, 'k'),
    ).toMatch(/^https:\/\/t\.example\/lobby\?playerhash=k/);
    expect(
      tournamentsDemoUrl({ demo: DEFAULT_DEMO_CONFIG, tournamentsDemoUrl: 'javascript:alert(1)' }, 'k'),
    ).toBeNull();
  });
});
