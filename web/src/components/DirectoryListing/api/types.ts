/**
 * The directory tree as the listing reads it (SPEC §3 'Asset / directory item'). The server's
 * schema (domain schemas/assets.ts) carries more; the listing only leans on these fields, and
 * treats the extras (thumbnail, items, isHero, size) as optional so any tree kind can feed it.
 */
export type AssetType = 'folder' | 'image' | 'file';

export interface AssetItem {
  id: number;
  name: string;
  type: AssetType;
  /** Download address of the item (the folder as a zip when isZip). */
  link: string | null;
  /** Alternate link, preferred for images (a screen-sized preview). */
  alink?: string | null;
  /** A small preview of an image, for the row. */
  thumbnail?: string | null;
  isZip: boolean;
  hasChildren: boolean;
  children?: AssetItem[];
  /** A known icon type, or the address of a custom folder icon. */
  iconOverride?: string | null;
  parentId?: number | null;
  /** Number of direct children of a folder. */
  items?: number;
  /** Opening a hero folder resets the trail to root plus that folder (SPEC §4). */
  isHero?: boolean;
  /** Bytes of a file. */
  size?: number | null;
  mimeType?: string | null;
}

/** The trees of SPEC §7 'Assets', each with its own directory lookup. */
export type TreeKind =
  | 'library'
  | 'game'
  | 'popular-draw-game'
  | 'user'
  | 'documentCentre'
  | 'financialDocumentCentre';

/** GET /api/asset/{id}: where the browser goes next. */
export interface DownloadInfo {
  id: number;
  isZip: boolean;
}
