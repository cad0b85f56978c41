import { demoExists, tournamentsDemoAvailable } from '@portal/domain';
import type { GameSummary } from '@portal/domain/schemas';
import { useGlobals } from '../../lib/globals';
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
