import { todayIso } from '@portal/domain';
import type { GameSummary } from '@portal/domain/schemas';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type GameView, gameView } from '../../components/GameCard/game';
import { useRegions } from '../../lib/region';
import { type GameFilters, readFilters, writeFilters } from './filters';

/** The catalogue's filters, read from and written to the URL (replacing the entry: no history spam). */
export function useGameFilters(): { filters: GameFilters; setFilters: (filters: GameFilters) => void } {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = useCallback(
    (next: GameFilters) => setParams((current) => writeFilters(current, next), { replace: true }),
    [setParams],
  );
  return { filters, setFilters };
}

/** Each game's regional dates and 'new' flag for the current region selection, recomputed when it changes. */
export function useGameViews(games: readonly GameSummary[]): Map<number, GameView> {
  const { selection } = useRegions();
  const today = todayIso();
  return useMemo(() => {
    const views = new Map<number, GameView>();
    for (const game of games) views.set(game.id, gameView(game, selection, today));
    return views;
  }, [games, selection, today]);
}

/** Newest regional release first (games without a date last), then by name. */
export function byNewest(views: Map<number, GameView>) {
  return (a: GameSummary, b: GameSummary): number => {
    const da = views.get(a.id)?.dates.releaseDate ?? null;
    const db = views.get(b.id)?.dates.releaseDate ?? null;
    if (da !== db) {
      if (da === null) return 1;
      if (db === null) return -1;
      return da < db ? 1 : -1;
    }
    return byName(a, b);
  };
}

export function byName(a: GameSummary, b: GameSummary): number {
  return a.gameName.localeCompare(b.gameName, 'en', { sensitivity: 'base', numeric: true });
}
