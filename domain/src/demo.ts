import type { DemoConfig } from './schemas/globals.ts';

/**
 * Game demos: whether one exists (SPEC §5) and the address a demo is launched at (SPEC §7).
 *
 * The launch address is, in order:
 * 1. the game's demoOverride;
 * 2. its demoFallback, when the globals allow fallbacks (useGameDemoFallbacks, default true);
 * 3. a built address, when technology, environment, currency and software id are all set. For
 *    technology HTML it is gatewayHosts[environment] (an unknown environment uses 'cloud') with the
 *    query parameters nscode, countrycode, securetoken, skincode, technology, forcelat, forcelng,
 *    forcelocationstatus, forcelocationmessage, loadskin, ipaddress, presenttype, minbet,
 *    denomamount, currencycode, uniqueid, language, softwareid; for any other technology it is
 *    genericGamesUrl with the same parameters plus channel.
 *
 * Demo fields may be compound ('HTML:FLASH', 'GBP:EUR'): only the part before the first ':' counts.
 * The override and fallback are addresses, never compound; only http(s) addresses and paths on our
 * own origin are used, since the address is loaded in a frame.
 *
 * Defaults (DEFAULT_DEMO_CONFIG, overridden by the server's configuration and sent in the globals):
 * operator code and skin code SKB, country GB, language en (SPEC §9); example hosts under
 * example.com and fixed test values for the token, location, IP address and present type, which
 * SPEC §7 does not show.
 */

export type { DemoConfig };

export const DEFAULT_DEMO_CONFIG: DemoConfig = {
  gatewayHosts: {
    cloud: 'https://demo-gateway.example.com/game/launch',
    lab1: 'https://lab1.demo-gateway.example.com/game/launch',
    lab2: 'https://lab2.demo-gateway.example.com/game/launch',
  },
  genericGamesUrl: 'https://demo-games.example.com/play',
  operatorCode: 'SKB',
  skinCode: 'SKB',
  countryCode: 'GB',
  language: 'en',
  secureToken: 'demo-secure-token',
  forceLat: '51.5074',
  forceLng: '-0.1278',
  forceLocationStatus: 'true',
  forceLocationMessage: 'Demo location',
  ipAddress: '127.0.0.1',
  presentType: 'STD',
  loadSkin: 'true',
  channel: 'INT',
};

export const DEFAULT_DEMO_ENVIRONMENT = 'cloud';

export interface DemoFields {
  demoOverride?: string | null;
  demoFallback?: string | null;
  demoTechnology?: string | null;
  demoEnvironment?: string | null;
  demoCurrency?: string | null;
  demoSoftwareId?: string | null;
  softwareId?: string | null;
}

export interface DemoGlobals {
  useGameDemoFallbacks: boolean;
}

/** The part of a compound field before the first ':', trimmed; '' for null, undefined and the text 'null'. */
export function firstPart(value: string | null | undefined): string {
  const part = (value ?? '').split(':')[0]!.trim();
  return part === 'null' ? '' : part;
}

/** An override or fallback address we may frame: absolute http(s), or a path on our own origin. */
function frameableAddress(value: string | null | undefined): string | null {
  const address = (value ?? '').trim();
  if (address === '' || address === 'null') return null;
  if (address.startsWith('/')) {
    return address.startsWith('//') || address.includes('\\') ? null : address;
  }
  try {
    const { protocol } = new URL(address);
    return protocol === 'http:' || protocol === 'https:' ? address : null;
  } catch {
    return null;
  }
}

interface BuiltDemoParts {
  technology: string;
  environment: string;
  currency: string;
  softwareId: string;
}

/** The four parts a built address needs; null unless all are set. The demo software id wins over the game's. */
function builtDemoParts(game: DemoFields): BuiltDemoParts | null {
  const parts = {
    technology: firstPart(game.demoTechnology),
    environment: firstPart(game.demoEnvironment),
    currency: firstPart(game.demoCurrency),
    softwareId: firstPart(game.demoSoftwareId) || firstPart(game.softwareId),
  };
  return Object.values(parts).every((part) => part !== '') ? parts : null;
}

function demoLaunchKind(game: DemoFields, globals: DemoGlobals): 'override' | 'fallback' | 'built' | null {
  if (frameableAddress(game.demoOverride)) return 'override';
  if (globals.useGameDemoFallbacks && frameableAddress(game.demoFallback)) return 'fallback';
  return builtDemoParts(game) ? 'built' : null;
}

/** SPEC §5: an override, or a fallback while the globals allow fallbacks, or all four built parts. */
export function demoExists(game: DemoFields, globals: DemoGlobals): boolean {
  return demoLaunchKind(game, globals) !== null;
}

/** SPEC §9: minimum bet and denomination, 0.01 for GBP and 1.0 for any other currency. */
export function minBet(currency: string): string {
  return firstPart(currency).toUpperCase() === 'GBP' ? '0.01' : '1.0';
}

/** SPEC §7: the user id (or 'unknown') and the time in whole seconds. */
export function sessionId(userId: number | string | null | undefined, nowMs: number): string {
  const who = userId === null || userId === undefined || userId === '' ? 'unknown' : String(userId);
  return `${who}-${Math.floor(nowMs / 1000)}`;
}

/** The gateway host of an environment, matched without regard to case; 'cloud' for any other. */
function gatewayHost(hosts: Record<string, string>, environment: string): string | undefined {
  const key = Object.keys(hosts).find((name) => name.toLowerCase() === environment.toLowerCase());
  return key === undefined ? hosts[DEFAULT_DEMO_ENVIRONMENT] : hosts[key];
}

function builtLaunchUrl(parts: BuiltDemoParts, config: DemoConfig, uniqueId: string): string | null {
  const isHtml = parts.technology.toUpperCase() === 'HTML';
  const base = isHtml ? gatewayHost(config.gatewayHosts, parts.environment) : config.genericGamesUrl;
  let url: URL;
  try {
    url = new URL(base ?? '');
  } catch {
    return null;
  }
  const amount = minBet(parts.currency);
  const params: [string, string][] = [
    ['nscode', config.operatorCode],
    ['countrycode', config.countryCode],
    ['securetoken', config.secureToken],
    ['skincode', config.skinCode],
    ['technology', parts.technology],
    ['forcelat', config.forceLat],
    ['forcelng', config.forceLng],
    ['forcelocationstatus', config.forceLocationStatus],
    ['forcelocationmessage', config.forceLocationMessage],
    ['loadskin', config.loadSkin],
    ['ipaddress', config.ipAddress],
    ['presenttype', config.presentType],
    ['minbet', amount],
    ['denomamount', amount],
    ['currencycode', parts.currency],
    ['uniqueid', uniqueId],
    ['language', config.language],
    ['softwareid', parts.softwareId],
  ];
  if (!isHtml) params.push(['channel', config.channel]);
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.toString();
}

/** The address a game's demo opens at; null when the game has no demo (see the file comment). */
export function demoLaunchUrl(args: {
  game: DemoFields;
  userId: number | string | null;
  config: DemoConfig;
  globals: DemoGlobals;
  nowMs: number;
}): string | null {
  const { game, config, globals } = args;
  switch (demoLaunchKind(game, globals)) {
    case 'override':
      return frameableAddress(game.demoOverride);
    case 'fallback':
      return frameableAddress(game.demoFallback);
    case 'built':
      return builtLaunchUrl(builtDemoParts(game)!, config, sessionId(args.userId, args.nowMs));
    default:
      return null;
  }
}

/** SPEC §5: the tournaments demo needs a user with a non-empty hash. */
export function tournamentsDemoAvailable(user: { hash?: string | null } | null | undefined): boolean {
  return (user?.hash ?? '').trim() !== '';
}

/**
 * Where the tournaments demo opens. SPEC does not give the address: it is the globals'
 * `tournamentsDemoUrl` when the server sends one, else the tournaments lobby on the demo gateway's
 * own host (already allowed in frames by the app's CSP). The lobby is told the user's tournaments
 * key (hash, SPEC §5), the operator, skin and language of the demo settings.
 */
export function tournamentsDemoUrl(
  globals: { demo: DemoConfig; tournamentsDemoUrl?: unknown },
  hash: string,
): string | null {
  const configured = typeof globals.tournamentsDemoUrl === 'string' ? globals.tournamentsDemoUrl.trim() : '';
  let url: URL;
  try {
    url = configured ? new URL(configured) : new URL('/tournaments/lobby', gatewayOrigin(globals.demo));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('playerhash', hash);
  url.searchParams.set('nscode', globals.demo.operatorCode);
  url.searchParams.set('skincode', globals.demo.skinCode);
  url.searchParams.set('language', globals.demo.language);
  return url.toString();
}

function gatewayOrigin(demo: DemoConfig): string {
  return new URL(demo.gatewayHosts[DEFAULT_DEMO_ENVIRONMENT] ?? Object.values(demo.gatewayHosts)[0] ?? '')
    .origin;
}
