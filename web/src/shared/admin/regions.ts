import { findRegion, REGION_GROUPS } from '@portal/domain';

/**
 * A region's name in the admin: 'Ontario', 'All Europe'; with `group`, the group after a single
 * region ('Pennsylvania (United States)') where the list mixes groups. An unknown key shows as is.
 */
export function regionLabel(key: string, { group = false }: { group?: boolean } = {}): string {
  const region = findRegion(key);
  if (!region) return key;
  if (!group || key.endsWith('--all')) return region.label;
  const groupLabel = REGION_GROUPS.find((candidate) => candidate.key === region.group)?.label;
  return groupLabel ? `${region.label} (${groupLabel})` : region.label;
}

/**
 * Regions in a few words: 'Ontario, Quebec', or past `max` the first `shown` of them (all `max` unless
 * said) and 'and 4 more'; `empty` when there are none ('None'; a story with no regions is 'Everywhere').
 */
export function regionsText(
  keys: readonly string[],
  {
    max = Number.POSITIVE_INFINITY,
    shown = max,
    empty = 'None',
  }: { max?: number; shown?: number; empty?: string } = {},
): string {
  if (keys.length === 0) return empty;
  const names = keys.map((key) => regionLabel(key));
  if (names.length <= max) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** Every region as a select's options, each named with its group: 'All Europe', 'Belgium (Europe)'. */
export const REGION_OPTIONS: readonly { value: string; label: string }[] = REGION_GROUPS.flatMap((group) =>
  group.regions.map((region) => ({ value: region.key, label: regionLabel(region.key, { group: true }) })),
);
