import type { GameSummary } from '@portal/domain/schemas';
import type { GameView } from '../../components/GameCard/game';

/*
 * The roadmap (SPEC §4): inactive games flagged roadmap, on a timeline by the month the roadmap plan
 * gives them for the region selection (domain plannedMonth), else by their regional release month
 * (SPEC §3's regional release date for the current region selection).
 */

export interface TimelineEntry {
  game: GameSummary;
  view: GameView;
  /** The roadmap plan's month for the selection ('YYYY-MM'); it wins over the release month. */
  plannedMonth?: string | null;
}

export interface TimelineMonth {
  /** 'YYYY-MM', or null for the games without a date yet. */
  key: string | null;
  /** A date inside the month ('YYYY-MM-01'), for formatting; null without a date. */
  date: string | null;
  entries: TimelineEntry[];
  /** Before, during or after the current month. */
  when: 'past' | 'current' | 'future' | 'unscheduled';
}

export function isRoadmapGame(game: Pick<GameSummary, 'isActive' | 'roadmap'>): boolean {
  return game.isActive === false && game.roadmap === true;
}

/** The month an entry shows under: the plan's, else its regional release month; null undated. */
function entryMonth(entry: TimelineEntry): string | null {
  if (entry.plannedMonth) return entry.plannedMonth;
  const date = entry.view.dates.releaseDate ?? entry.view.dates.displayReleaseDate;
  return date && /^\d{4}-\d{2}/.test(date) ? date.slice(0, 7) : null;
}

/** Groups entries by month (entryMonth), earliest first, undated last; each month by date, then name. */
export function groupByMonth(entries: TimelineEntry[], today: string): TimelineMonth[] {
  const currentMonth = today.slice(0, 7);
  const months = new Map<string | null, TimelineEntry[]>();
  for (const entry of entries) {
    const key = entryMonth(entry);
    const list = months.get(key) ?? [];
    list.push(entry);
    months.set(key, list);
  }
  const keys = [...months.keys()].sort((a, b) => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return a < b ? -1 : 1;
  });
  return keys.map((key) => ({
    key,
    date: key ? `${key}-01` : null,
    when:
      key === null
        ? 'unscheduled'
        : key < currentMonth
          ? 'past'
          : key === currentMonth
            ? 'current'
            : 'future',
    entries: months.get(key)!.sort((a, b) => {
      const da = a.view.dates.releaseDate ?? '';
      const db = b.view.dates.releaseDate ?? '';
      return da.localeCompare(db) || a.game.gameName.localeCompare(b.game.gameName, 'en');
    }),
  }));
}
