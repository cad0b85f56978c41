import { assetDownloadPath } from '@portal/domain';
import type { DirectoryItem } from '@portal/domain/schemas';
import type { AssetRow, ListedRow } from './assets.repository.ts';

/** An image's thumbnail (an operator's logo links to it: never the file itself nor a data: URL). */
export const thumbnailLink = (assetId: number) => `/download/asset/${assetId}/thumbnail`;

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Folders first, then by name as a person reads it ('Logo 2' before 'Logo 10'), the same on every database. */
function compareForListing(a: DirectoryItem, b: DirectoryItem): number {
  if ((a.type === 'folder') !== (b.type === 'folder')) return a.type === 'folder' ? -1 : 1;
  return byName.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** A row as the directory listing sees it (SPEC §3), with its child count and any loaded children. */
export function presentAsset(
  row: ListedRow | AssetRow,
  items: number,
  children: DirectoryItem[] = [],
): DirectoryItem {
  const isFolder = row.type === 'folder';
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    type: row.type,
    link: assetDownloadPath(row.id, isFolder),
    alink: row.preview_sha256 ? `/download/asset/${row.id}/preview` : null,
    thumbnail: row.thumbnail_sha256 ? thumbnailLink(row.id) : null,
    isZip: isFolder,
    hasChildren: items > 0,
    items,
    children: children.sort(compareForListing),
    iconOverride: row.icon_override,
    isHero: row.is_hero === 1,
    size: isFolder ? null : Number(row.size ?? 0),
    mimeType: row.mime_type,
    width: row.width,
    height: row.height,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The parent of several trees' roots (the game trees without an id): id 0, nothing to download. */
export function presentVirtualRoot(name: string, children: DirectoryItem[]): DirectoryItem {
  const now = new Date(0).toISOString();
  return {
    id: 0,
    parentId: null,
    name,
    type: 'folder',
    link: null,
    alink: null,
    thumbnail: null,
    isZip: false,
    hasChildren: children.length > 0,
    items: children.length,
    children: children.sort(compareForListing),
    iconOverride: null,
    isHero: false,
    size: null,
    mimeType: null,
    width: null,
    height: null,
    createdAt: now,
    updatedAt: now,
  };
}
