import {
  DEFAULT_DEMO_ENVIRONMENT,
  type DemoConfig,
  demoExists,
  tournamentsDemoAvailable,
} from '@portal/domain';
import type { GameSummary } from '../../components/GameCard/game';
import { type Globals, useGlobals } from '../../lib/globals';
import { useSession } from '../../lib/session';
import { isWideBreakpoint, useBreakpoint } from '../../lib/viewport';

/** SPEC §2: framed demos play only at large-tablet and desktop widths. */
export function useDemoScreen(): boolean {
  return isWideBreakpoint(useBreakpoint());
}

/** SPEC §5 with the globals' useGameDemoFallbacks. */
export function useHasDemo(game: GameSummary | null | undefined): boolean {
  const globals = useGlobals();
  return game ? demoExists(game, globals) : false;
}

/** SPEC §5: only a user with a non-empty hash has the tournaments demo. */
export function useTournamentsAvailable(): boolean {
  return tournamentsDemoAvailable(useSession().user);
}

/**
 * Where the tournaments demo opens. SPEC does not give the address: it is the globals'
 * `tournamentsDemoUrl` when the server sends one, else the tournaments lobby on the demo gateway's
 * own host (already allowed in frames by the app's CSP). The lobby is told the user's tournaments
 * key (hash, SPEC §5), the operator, skin and language of the demo settings.
 */
export function tournamentsDemoUrl(
  globals: Pick<Globals, 'demo'> & { tournamentsDemoUrl?: unknown },
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
