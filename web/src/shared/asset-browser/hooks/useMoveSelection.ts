import type { DirectoryItem } from '@portal/domain/schemas';
import { useMemo, useState } from 'react';
import { addMoving, type MovingItem, planMove, removeMoving } from '../rules';

export interface MoveResult {
  ids: number[];
  parentId: number;
  items: DirectoryItem[];
}

/**
 * SPEC §4 'Move': the items collected with Move, each once, and 'Move N item(s) here', which sends
 * those not already in the folder shown, clears the list and tells the parent. When every item is
 * already there, the list is just cleared.
 */
export function useMoveSelection(
  move: (ids: number[], parentId: number) => Promise<DirectoryItem[] | null>,
  onMoved?: (result: MoveResult) => void,
) {
  const [moving, setMoving] = useState<MovingItem[]>([]);
  const [busy, setBusy] = useState(false);
  const movingIds = useMemo(() => new Set(moving.map((item) => item.id)), [moving]);

  async function moveHere(folderId: number) {
    const plan = planMove(moving, folderId);
    if (plan.ids.length === 0) {
      setMoving([]);
      return;
    }
    setBusy(true);
    const moved = await move(plan.ids, folderId);
    setBusy(false);
    if (moved !== null) {
      setMoving([]);
      onMoved?.({ ids: plan.ids, parentId: folderId, items: moved });
    }
  }

  return {
    moving,
    movingIds,
    busy,
    add: (item: DirectoryItem, fromFolderId: number) =>
      setMoving((list) => addMoving(list, item, fromFolderId)),
    remove: (id: number) => setMoving((list) => removeMoving(list, id)),
    clear: () => setMoving([]),
    moveHere,
  };
}
