import type { UserGroup } from './enums';
import type { UserRegion } from './schemas/users.ts';

/** SPEC §3 'Region groups'. Keys are `${group}--${slug(name)}`; each group also has `${group}--all`. */
const REGION_CATALOGUE = {
  europe: {
    label: 'Europe',
    names: [
      'Belgium',
      'Germany',
      'Luxembourg',
      'Norway',
      'Poland',
      'Lithuania',
      'Finland',
      'Spain',
      'Netherlands',
      'Europe (Other)',
      'European Demo',
    ],
  },
  canada: {
    label: 'Canada',
    names: ['British Columbia', 'Newfoundland and Labrador', 'Ontario', 'Quebec', 'Canada (Other)'],
  },
  us: {
    label: 'United States',
    names: [
      'Georgia',
      'Pennsylvania',
      'Indiana',
      'Kentucky',
      'Michigan',
      'Rhode Island',
      'Virginia',
      'USA (Other)',
    ],
  },
  latam: {
    label: 'Latin America',
    names: ['Costa Rica', 'Jamaica', 'Trinidad & Tobago', 'Paraguay', 'Latin America (Other)'],
  },
  apac: {
    label: 'Asia Pacific',
    names: ['New Zealand', 'Asia Pacific (Other)'],
  },
} as const;

export type RegionGroupKey = keyof typeof REGION_CATALOGUE;

export type { UserRegion };

export interface Region {
  key: string;
  label: string;
  group: RegionGroupKey;
}

export interface RegionGroup {
  key: RegionGroupKey;
  label: string;
  /** regions[0] is the whole group, `${group}--all`. */
  regions: Region[];
}

const GROUP_SEPARATOR = '--';
const WHOLE_GROUP = 'all';

/** 'Trinidad & Tobago' -> 'trinidad-tobago', 'Europe (Other)' -> 'europe-other'. */
export function slugifyRegionName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const REGION_GROUPS: RegionGroup[] = Object.entries(REGION_CATALOGUE).map(([key, group]) => {
  const groupKey = key as RegionGroupKey;
  return {
    key: groupKey,
    label: group.label,
    regions: [
      { key: `${groupKey}${GROUP_SEPARATOR}${WHOLE_GROUP}`, label: `All ${group.label}`, group: groupKey },
      ...group.names.map((name) => ({
        key: `${groupKey}${GROUP_SEPARATOR}${slugifyRegionName(name)}`,
        label: name,
        group: groupKey,
      })),
    ],
  };
});

export const ALL_REGIONS: Region[] = REGION_GROUPS.flatMap((group) => group.regions);
export const FALLBACK_REGION = 'us--all';
export const EUROPEAN_DEMO_REGION = 'europe--european-demo';
/** SPEC §9: no regions are hidden by default. */
export const HIDDEN_REGIONS: readonly string[] = [];

const REGIONS_BY_KEY = new Map(ALL_REGIONS.map((region) => [region.key, region]));

export function findRegion(key: string): Region | undefined {
  return REGIONS_BY_KEY.get(key);
}

export function isRegionKey(key: string): boolean {
  return REGIONS_BY_KEY.has(key);
}

function isSelectable(key: string): boolean {
  return isRegionKey(key) && !HIDDEN_REGIONS.includes(key);
}

/** 'us--georgia' -> 'us'; a key without the separator is its own group. */
export function regionGroupOf(key: string): string {
  const separator = key.indexOf(GROUP_SEPARATOR);
  return separator < 0 ? key : key.slice(0, separator);
}

export function isWholeGroupKey(key: string): boolean {
  const separator = key.indexOf(GROUP_SEPARATOR);
  return separator > 0 && key.slice(separator + GROUP_SEPARATOR.length) === WHOLE_GROUP;
}

/** Two region keys overlap when equal, or when either is `g--all` and the other lies in group g. */
export function regionKeysOverlap(a: string, b: string): boolean {
  if (a === b) return true;
  if (!isWholeGroupKey(a) && !isWholeGroupKey(b)) return false;
  return regionGroupOf(a) === regionGroupOf(b);
}

/**
 * Whether an item (game, news post ...) is inside the region selection: an empty selection
 * filters nothing, an item without regions is everywhere, otherwise they must share a region.
 */
export function matchesRegionSelection(
  itemRegions: readonly string[],
  selection: readonly string[],
): boolean {
  if (selection.length === 0 || itemRegions.length === 0) return true;
  return itemRegions.some((item) => selection.some((selected) => regionKeysOverlap(item, selected)));
}

/**
 * The regions a user may pick, in catalogue order. SPEC §6: an SA sees every region, except
 * European Demo unless it is one of the SA's own; everybody else sees their own regions only.
 */
export function selectableRegions(
  user: { userGroup: UserGroup; regions: readonly UserRegion[] } | null,
): Region[] {
  if (!user) return [];
  const own = new Set(user.regions.map((userRegion) => userRegion.region));
  const visible = ALL_REGIONS.filter((region) => isSelectable(region.key));
  if (user.userGroup === 'SA') {
    return visible.filter((region) => region.key !== EUROPEAN_DEMO_REGION || own.has(region.key));
  }
  return visible.filter((region) => own.has(region.key));
}

/**
 * The selection when a user (or a visitor) loads, SPEC §4 'Session': the saved selection without
 * unknown or hidden keys if anything is left, else the user's default region, else FALLBACK_REGION.
 */
export function initialRegionSelection(
  user: { regions: readonly UserRegion[] } | null,
  saved: readonly string[] | null,
): string[] {
  const kept = [...new Set((saved ?? []).filter(isSelectable))];
  if (kept.length > 0) return kept;
  const defaultRegion = user?.regions.find((userRegion) => userRegion.isDefault)?.region;
  if (defaultRegion !== undefined && isSelectable(defaultRegion)) return [defaultRegion];
  return [FALLBACK_REGION];
}
