import type { RoadmapEntry, RoadmapPlan, RoadmapPlanForm } from '@portal/domain/schemas';

/*
 * The plan editor's rules: the plan is edited one region at a time (the board and the month pickers
 * show the chosen region's months), and saved whole (roadmap/put replaces the plan).
 */

/** The month a game is planned for in exactly this region, or null. */
export function monthIn(entry: RoadmapEntry, region: string): string | null {
  return entry.months.find((planned) => planned.region === region)?.month ?? null;
}

/** The plan with one game's month for one region set, or removed (null). Months stay in region order. */
export function setMonth(
  plan: RoadmapEntry[],
  gameId: number,
  region: string,
  month: string | null,
): RoadmapEntry[] {
  return plan.map((entry) => {
    if (entry.gameId !== gameId) return entry;
    const others = entry.months.filter((planned) => planned.region !== region);
    const months = month ? [...others, { region, month }] : others;
    return { ...entry, months: months.sort((a, b) => a.region.localeCompare(b.region)) };
  });
}

export function addGame(plan: RoadmapEntry[], game: { gameId: number; gameName: string }): RoadmapEntry[] {
  if (plan.some((entry) => entry.gameId === game.gameId)) return plan;
  return [...plan, { ...game, months: [] }].sort((a, b) => a.gameName.localeCompare(b.gameName, 'en'));
}

export function removeGame(plan: RoadmapEntry[], gameId: number): RoadmapEntry[] {
  return plan.filter((entry) => entry.gameId !== gameId);
}

/** The roadmap/put request: the whole plan. */
export function toPlanForm(plan: RoadmapEntry[]): RoadmapPlanForm {
  return { games: plan.map(({ gameId, months }) => ({ gameId, months })) };
}

/** The region the editor opens on: the one the plan uses most, else the fallback region. */
export function busiestRegion(plan: RoadmapPlan['games'], fallback: string): string {
  const counts = new Map<string, number>();
  for (const entry of plan) {
    for (const { region } of entry.months) counts.set(region, (counts.get(region) ?? 0) + 1);
  }
  let best = fallback;
  let most = 0;
  for (const [region, count] of counts) {
    if (count > most) [best, most] = [region, count];
  }
  return best;
}

/** 'YYYY-MM' plus n months. */
function addMonths(month: string, n: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The board's columns: this month and the next eleven, and any month the plan uses outside them. */
export function boardMonths(plan: RoadmapEntry[], region: string, today: string): string[] {
  const first = today.slice(0, 7);
  const months = new Set(Array.from({ length: 12 }, (_, n) => addMonths(first, n)));
  for (const entry of plan) {
    const month = monthIn(entry, region);
    if (month) months.add(month);
  }
  return [...months].sort();
}
