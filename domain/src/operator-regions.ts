import { keepRegionsWithin } from './people';
import type { UserRegion } from './regions';
import { findRegion } from './regions';
import { fullName } from './users';

/**
 * Removing a region from an operator takes it from the operator's users, and ticking it again does
 * not give it back (issue 28 item 11). The editor and the server both say who loses what before it
 * happens; the server refuses the change (409) unless the request confirms it.
 */
export interface RegionLoss {
  userId: number;
  /** The user's full name. */
  name: string;
  /** The region keys the user loses. */
  lost: string[];
}

interface OperatorUser {
  id: number;
  firstName: string;
  surname: string;
  regions: readonly UserRegion[];
}

/** The users who lose regions when their operator's regions become `operatorRegions`. */
export function regionLosses(
  users: readonly OperatorUser[],
  operatorRegions: readonly string[],
): RegionLoss[] {
  return users.flatMap((user) => {
    const kept = new Set(keepRegionsWithin(user.regions, operatorRegions).map((r) => r.region));
    const lost = user.regions.map((r) => r.region).filter((region) => !kept.has(region));
    return lost.length ? [{ userId: user.id, name: fullName(user), lost }] : [];
  });
}

/** 'Anna Berg (Pennsylvania), Tom Li (Pennsylvania, Michigan)', naming at most `max` users. */
export function regionLossesText(losses: readonly RegionLoss[], max = 5): string {
  const named = losses
    .slice(0, max)
    .map((loss) => `${loss.name} (${loss.lost.map((key) => findRegion(key)?.label ?? key).join(', ')})`);
  const more = losses.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}

/** The 409 of an operator edit that would take regions from users without saying so. */
export function regionLossMessage(losses: readonly RegionLoss[]): string {
  const count =
    losses.length === 1 ? '1 user of this operator loses' : `${losses.length} users of this operator lose`;
  return `${count} a region you are removing: ${regionLossesText(losses)}. Ticking it again later will not give it back. Save again and confirm to remove it from them.`;
}
