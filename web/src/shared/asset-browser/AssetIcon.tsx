import { ASSET_ICON_TYPES, type AssetIconType, assetIconType } from '@portal/domain';
import type { DirectoryItem } from '@portal/domain/schemas';
import {
  Clapperboard,
  File,
  FileArchive,
  FileText,
  Folder,
  ImageIcon,
  Layers,
  type LucideIcon,
  Package,
  PenTool,
  Zap,
} from 'lucide-react';
import { useState } from 'react';
import styles from './AssetIcon.module.css';

/** SPEC §3 icon types: a glyph and a colour accent each (the accents live in the CSS). */
const GLYPHS: Record<AssetIconType, LucideIcon> = {
  ai: PenTool,
  archive: Package,
  document: FileText,
  fla: Clapperboard,
  folder: Folder,
  image: ImageIcon,
  pdf: FileText,
  psd: Layers,
  swf: Zap,
  video: Clapperboard,
  zip: FileArchive,
  unknown: File,
};

/** Short labels under some glyphs, so a PDF and a Word file are told apart at a glance. */
const BADGES: Partial<Record<AssetIconType, string>> = {
  ai: 'AI',
  pdf: 'PDF',
  psd: 'PSD',
  fla: 'FLA',
  swf: 'SWF',
};

/** The classes of an icon tile: its size and its type's accent and tint. */
export function iconTileClass(type: AssetIconType, size: 'md' | 'lg' = 'md'): string {
  return `${styles.icon} ${styles[`icon-${type}`] ?? ''} ${size === 'lg' ? styles.iconLg : ''}`;
}

function isCustomIcon(value: string | null | undefined): value is string {
  return !!value && !(ASSET_ICON_TYPES as readonly string[]).includes(value) && /^(\/|https?:)/.test(value);
}

/**
 * The tile at the start of a row: an image's thumbnail when it has one, a custom folder icon
 * (iconOverride holding an address), or the glyph of its icon type on a tinted square.
 */
export function AssetIcon({
  item,
  size = 'md',
}: {
  item: Pick<DirectoryItem, 'type' | 'name'> & Partial<Pick<DirectoryItem, 'thumbnail' | 'iconOverride'>>;
  size?: 'md' | 'lg';
}) {
  const [broken, setBroken] = useState(false);
  const type = assetIconType(item);
  const Glyph = GLYPHS[type];
  const picture = !broken
    ? item.type === 'image' && item.thumbnail
      ? item.thumbnail
      : item.type === 'folder' && isCustomIcon(item.iconOverride)
        ? item.iconOverride
        : null
    : null;
  return (
    <span className={iconTileClass(type, size)} data-icon={type} aria-hidden="true">
      {picture ? (
        <img src={picture} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />
      ) : (
        <>
          <Glyph />
          {BADGES[type] ? <span className={styles.iconBadge}>{BADGES[type]}</span> : null}
        </>
      )}
    </span>
  );
}
