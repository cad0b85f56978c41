import { regionKeysOverlap } from './regions';

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
