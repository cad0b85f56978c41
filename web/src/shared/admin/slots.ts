import { type AssetRef, GAME_ASSET_SLOTS, type GameAssetSlot } from '@portal/domain/schemas';

/** A slot entry in an editor: an asset the library holds, or a file chosen to upload on save. */
export type SlotItem = { kind: 'stored'; asset: AssetRef } | { kind: 'new'; key: string; file: File };

/** The asset slots of a game or draw game editor (GAME_ASSET_SLOTS), each with its entries. */
export type GameSlots = Record<GameAssetSlot, SlotItem[]>;

export const emptySlots = (): GameSlots => ({
  thumbnail: [],
  logo: [],
  hero: [],
  screenshots: [],
  downloadableAssets: [],
});

/** Each slot as the JSON list of stored assets it keeps, then files[slot][n][data] per new file (games and draw games). */
export function appendSlots(form: FormData, slots: GameSlots): void {
  for (const slot of GAME_ASSET_SLOTS) {
    const items = slots[slot];
    const kept = items.flatMap((item) => (item.kind === 'stored' ? [{ id: item.asset.id }] : []));
    form.append(slot, JSON.stringify(kept));
    items.forEach((item, n) => {
      if (item.kind === 'new') form.append(`files[${slot}][${n}][data]`, item.file, item.file.name);
    });
  }
}

/** The editor's slots for stored slot lists (a game's or draw game's assetSlots). */
export function slotsOf(assetSlots: Partial<Record<GameAssetSlot, AssetRef[]>> | undefined): GameSlots {
  const slots = emptySlots();
  for (const slot of GAME_ASSET_SLOTS) {
    slots[slot] = (assetSlots?.[slot] ?? []).map((asset) => ({ kind: 'stored', asset }));
  }
  return slots;
}
