import { isValidFolderName, renameKeepingExtension, splitExtension } from '@portal/domain';
import type { DirectoryItem } from '@portal/domain/schemas';

/*
 * The rules of SPEC §4 'Asset folder navigation', kept pure so they are tested without a DOM.
 */

/** A step of the breadcrumb: the folder's id and the name shown for it. */
export interface TrailEntry {
  id: number;
  name: string;
}

/** Opening a folder appends it to the trail. */
export function openFolderTrail(trail: TrailEntry[], folder: TrailEntry): TrailEntry[] {
  return [...trail, { id: folder.id, name: folder.name }];
}

/** Choosing an ancestor truncates the trail to it (choosing the last entry changes nothing). */
export function ancestorTrail(trail: TrailEntry[], index: number): TrailEntry[] {
  if (index < 0 || index >= trail.length) return trail;
  return trail.slice(0, index + 1);
}

/** Opening a hero folder resets the trail to root plus that folder. */
export function heroTrail(trail: TrailEntry[], hero: TrailEntry): TrailEntry[] {
  const root = trail[0];
  if (!root) return [{ id: hero.id, name: hero.name }];
  if (root.id === hero.id) return [root];
  return [root, { id: hero.id, name: hero.name }];
}

/** Folders open on click, except one being renamed. */
export function canOpen(item: Pick<DirectoryItem, 'id' | 'type'>, renamingId: number | null): boolean {
  return item.type === 'folder' && item.id !== renamingId;
}

export type SortDirection = 'asc' | 'desc';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Sorting by name (SPEC §4): ascending by default, toggled on the Name header. Folders stay
 * above files either way, as in every file browser; names compare as people read them
 * ('Logo 2' before 'Logo 10'). `disabled` keeps the order the server gave (root sorting off).
 */
export function sortItems<T extends Pick<DirectoryItem, 'name' | 'type'>>(
  items: readonly T[],
  direction: SortDirection,
  disabled = false,
): T[] {
  if (disabled) return [...items];
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const aFolder = a.type === 'folder';
    const bFolder = b.type === 'folder';
    if (aFolder !== bFolder) return aFolder ? -1 : 1;
    return sign * (collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  });
}

export function toggleDirection(direction: SortDirection): SortDirection {
  return direction === 'asc' ? 'desc' : 'asc';
}

/** An item collected for a move, with the folder it was in when it was chosen. */
export interface MovingItem {
  id: number;
  name: string;
  type: DirectoryItem['type'];
  fromFolderId: number;
}

/** Choosing Move adds the item to the list; several can be collected, each once. */
export function addMoving(
  list: MovingItem[],
  item: Pick<DirectoryItem, 'id' | 'name' | 'type'>,
  fromFolderId: number,
) {
  if (list.some((entry) => entry.id === item.id)) return list;
  return [...list, { id: item.id, name: item.name, type: item.type, fromFolderId }];
}

/** The cancel control of a moving item removes it from the list. */
export function removeMoving(list: MovingItem[], id: number): MovingItem[] {
  return list.filter((entry) => entry.id !== id);
}

/**
 * What 'Move N item(s) here' sends: items already in the target folder are skipped. When every
 * item is skipped there is nothing to send and the list is just cleared.
 */
export function planMove(list: MovingItem[], targetFolderId: number): { ids: number[]; skipped: number[] } {
  const ids: number[] = [];
  const skipped: number[] = [];
  for (const entry of list) {
    if (entry.fromFolderId === targetFolderId) skipped.push(entry.id);
    else ids.push(entry.id);
  }
  return { ids, skipped };
}

/** The rename box starts with the name without its extension (a folder's name is whole). */
export function renamePrefill(item: Pick<DirectoryItem, 'name' | 'type'>): string {
  return item.type === 'folder' ? item.name : splitExtension(item.name).base;
}

/** The extension a rename keeps (shown beside the box), '' for folders. */
export function keptExtension(item: Pick<DirectoryItem, 'name' | 'type'>): string {
  return item.type === 'folder' ? '' : splitExtension(item.name).ext;
}

/** The name a rename sends: a file keeps its extension (DESIGN 'Names'). */
export function renamedName(item: Pick<DirectoryItem, 'name' | 'type'>, typed: string): string {
  return item.type === 'folder' ? typed.trim() : renameKeepingExtension(item.name, typed);
}

/** SPEC §5 'New folder name', on the name as it will be sent (surrounding spaces dropped). */
export function newFolderName(typed: string): string | null {
  const name = typed.trim();
  return isValidFolderName(name) ? name : null;
}

/** The images of a folder, in the order the rows show them: the preview gallery's slides. */
export function galleryImages<T extends Pick<DirectoryItem, 'type'>>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.type === 'image');
}

/** How many direct children a folder has, as far as the answer tells. */
export function childCount(item: Pick<DirectoryItem, 'items' | 'children' | 'hasChildren'>): number | null {
  if (typeof item.items === 'number') return item.items;
  if (item.children && item.children.length > 0) return item.children.length;
  return item.hasChildren ? null : 0;
}

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** 10000 -> '10,000'. */
export function formatCount(count: number): string {
  return count.toLocaleString('en');
}
