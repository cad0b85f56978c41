import { matchesRegionSelection, regionKeysOverlap } from './regions';

/**
 * The month a roadmap game shows under for a region selection (issue 12 item 4): the earliest
 * planned month among the plan's regions inside the selection (a `group--all` on either side covers
 * the group); with an empty selection, the earliest of all. null when the plan has no month for the
 * selection: the pipeline then uses the game's regional release month.
 */
export function plannedMonth(
  months: readonly { region: string; month: string }[],
  selection: readonly string[],
): string | null {
  const inSelection =
    selection.length === 0
      ? months
      : months.filter((entry) => selection.some((selected) => regionKeysOverlap(entry.region, selected)));
  // 'YYYY-MM' strings sort in date order.
  return inSelection.map((entry) => entry.month).sort()[0] ?? null;
}

/**
 * Whether a roadmap game shows in the pipeline for a region selection (issue 28 item 5): when its own
 * regions are in the selection, or when the plan has a month for one of the selected regions. The plan
 * offers every region, so a game planned for Pennsylvania shows to a Pennsylvania reader even when
 * its own regions do not name Pennsylvania yet: what the plan says is what the pipeline shows.
 */
export function showsOnPipeline(
  gameRegions: readonly string[],
  months: readonly { region: string; month: string }[],
  selection: readonly string[],
): boolean {
  return matchesRegionSelection(gameRegions, selection) || plannedMonth(months, selection) !== null;
}
