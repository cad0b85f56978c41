import { ALL_REGIONS, isRegionWithin, type Region, type UserRegion } from '@portal/domain';

/**
 * The regions a user may be given: for an operator user those within the operator's regions (a
 * whole group the operator holds opens each of its regions), for anyone else every region.
 */
export function offeredRegions(operatorRegions: readonly string[] | null): Region[] {
  if (operatorRegions === null) return ALL_REGIONS;
  return ALL_REGIONS.filter((region) => isRegionWithin(region.key, operatorRegions));
}

/** The user's regions once the checklist says `keys`: the default stays while chosen, else the first is. */
export function chooseRegions(keys: readonly string[], current: readonly UserRegion[]): UserRegion[] {
  const currentDefault = current.find((region) => region.isDefault)?.region;
  const defaultKey = currentDefault !== undefined && keys.includes(currentDefault) ? currentDefault : keys[0];
  return keys.map((region) => ({ region, isDefault: region === defaultKey }));
}

/** The same regions with `key` as the default. */
export function withDefaultRegion(regions: readonly UserRegion[], key: string): UserRegion[] {
  return regions.map((region) => ({ region: region.region, isDefault: region.region === key }));
}
