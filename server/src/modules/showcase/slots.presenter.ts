import { type AssetRef, GAME_ASSET_SLOTS, type GameAssetSlot } from '@portal/domain/schemas';
import type { AssetRow } from '../assets/asset-trees.service.ts';
import { presentAsset } from '../assets/assets.present.ts';

/** A slot's asset with the library's own links (a slot holds files and images, never folders). */
export function presentSlotAsset(row: AssetRow): AssetRef {
  const { id, name, type, link, alink, thumbnail, isZip } = presentAsset(row, 0);
  return { id, name, type, link, alink, thumbnail, isZip };
}

/** An item's slot entries (with the assets they point at, in order) as the assets of each slot. */
export function presentSlots(
  rows: readonly (AssetRow & { slot: string })[] = [],
): Record<GameAssetSlot, AssetRef[]> {
  return Object.fromEntries(
    GAME_ASSET_SLOTS.map((slot) => [slot, rows.filter((row) => row.slot === slot).map(presentSlotAsset)]),
  ) as Record<GameAssetSlot, AssetRef[]>;
}
