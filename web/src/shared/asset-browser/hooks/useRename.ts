import type { DirectoryItem } from '@portal/domain/schemas';
import { useState } from 'react';
import { renamedName, renamePrefill } from '../rules';

export interface RenameState {
  id: number;
  value: string;
  busy: boolean;
}

/**
 * SPEC §4 'Rename': the inline box of one row, prefilled without the extension. Confirming sends
 * the name with its extension kept, unless nothing changed; the box closes whatever the outcome.
 */
export function useRename(
  rows: readonly DirectoryItem[],
  rename: (id: number, name: string) => Promise<boolean>,
) {
  const [renaming, setRenaming] = useState<RenameState | null>(null);

  async function confirm() {
    if (!renaming) return;
    const item = rows.find((row) => row.id === renaming.id);
    if (!item) {
      setRenaming(null);
      return;
    }
    const name = renamedName(item, renaming.value);
    if (name === item.name) {
      setRenaming(null);
      return;
    }
    setRenaming({ ...renaming, busy: true });
    await rename(item.id, name);
    setRenaming(null);
  }

  return {
    renaming,
    start: (item: DirectoryItem) => setRenaming({ id: item.id, value: renamePrefill(item), busy: false }),
    change: (value: string) => setRenaming((state) => (state ? { ...state, value } : state)),
    confirm,
    cancel: () => setRenaming(null),
  };
}
