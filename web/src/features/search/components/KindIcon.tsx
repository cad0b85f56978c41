import type { SearchResult } from '@portal/domain/schemas';
import {
  Dices,
  File,
  FileArchive,
  FileImage,
  FileText,
  FileVideo,
  Folder,
  Gamepad2,
  type LucideIcon,
  Newspaper,
  PanelsTopLeft,
} from 'lucide-react';

const FILE_ICONS: Record<string, LucideIcon> = {
  folder: Folder,
  image: FileImage,
  video: FileVideo,
  pdf: FileText,
  document: FileText,
  archive: FileArchive,
  zip: FileArchive,
};

const KIND_ICONS: Record<SearchResult['kind'], LucideIcon> = {
  game: Gamepad2,
  drawGame: Dices,
  asset: File,
  news: Newspaper,
  page: PanelsTopLeft,
};

/** A result's icon: its kind's, or for an asset its file type's (SPEC §3 icon types). */
export function KindIcon({ result, className }: { result: SearchResult; className?: string }) {
  const Icon =
    (result.kind === 'asset' && result.fileType && FILE_ICONS[result.fileType]) || KIND_ICONS[result.kind];
  return <Icon aria-hidden="true" className={className} />;
}
