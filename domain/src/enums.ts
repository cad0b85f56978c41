/** The enumerations of SPEC §3 and §6. */

export const USER_TYPES = ['igt', 'operator', 'guest'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** SPEC §6 'Levels by user type'. */
export const USER_GROUPS_BY_TYPE = {
  igt: ['SA', 'AM', 'CM'],
  operator: ['affiliate', 'customer', 'performance'],
  guest: ['guest'],
} as const;

export const USER_GROUPS = ['SA', 'AM', 'CM', 'affiliate', 'customer', 'performance', 'guest'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

export function isUserType(value: unknown): value is UserType {
  return (USER_TYPES as readonly unknown[]).includes(value);
}

export function isUserGroup(value: unknown): value is UserGroup {
  return (USER_GROUPS as readonly unknown[]).includes(value);
}

/** True when the group belongs to the type (igt: SA AM CM; operator: affiliate customer performance; guest: guest). */
export function isGroupOfType(type: UserType, group: UserGroup): boolean {
  if (!Object.hasOwn(USER_GROUPS_BY_TYPE, type)) return false;
  return (USER_GROUPS_BY_TYPE[type] as readonly string[]).includes(group);
}

export const GAME_TYPES = ['None', 'Casual Games', 'Core Games', 'Branded', 'Jackpot'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const CHANNELS = ['none', 'phone', 'tablet', 'desktop', 'slot'] as const;

export const FEATURES = ['None', 'Bonus', 'Merchandise Prize', 'Multi Ticket', 'Progressive'] as const;

export const MECHANICS = [
  'None',
  'Bingo',
  'Collect Symbol Match',
  'Crossword',
  'Keno',
  'Key Number Match',
  'Key Symbol Match',
  'Match 3',
  'Tumbler',
  'Tic Tac Toe',
  'Yours Beats Theirs',
  'Other',
] as const;
export type Mechanic = (typeof MECHANICS)[number];

/** 'None' first, 33 themes in alphabetical order, '*Other' last (SPEC §3 gives only examples). */
export const THEMES = [
  'None',
  'Adventure',
  'Ancient Egypt',
  'Animals',
  'Asian',
  'Carnival & Circus',
  'Cars & Racing',
  'Casino & Vegas',
  'Christmas',
  'Classic & Retro',
  'Diamonds & Gems',
  'Easter',
  'Fantasy & Magic',
  'Fruit',
  'Gold & Riches',
  'Halloween',
  'Holidays & Travel',
  'Irish & Lucky Charms',
  'Jungle & Safari',
  'Money & Cash',
  'Movies & TV',
  'Music',
  'Mythology',
  'Ocean & Sea',
  'Outer Space',
  'Pirates & Treasure',
  'Seasonal',
  'Sports',
  'Summer',
  "Valentine's Day",
  'Vikings',
  'Western',
  'Wheel of Fortune',
  'Winter',
  '*Other',
] as const;
export type Theme = (typeof THEMES)[number];

export const NEWS_CATEGORIES = ['Product', 'Feature', 'Press Release', 'Events', 'OMNIA'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const FREQUENCY_CHANNELS = [
  { value: 'phone', label: 'Mobile' },
  { value: 'tablet', label: 'Tablet' },
  { value: 'desktop', label: 'Desktop' },
] as const;
export type FrequencyChannel = (typeof FREQUENCY_CHANNELS)[number]['value'];

export const ASSET_ICON_TYPES = [
  'ai',
  'archive',
  'document',
  'fla',
  'folder',
  'image',
  'pdf',
  'psd',
  'swf',
  'video',
  'zip',
] as const;
export type AssetIconType = (typeof ASSET_ICON_TYPES)[number] | 'unknown';

/** File extensions (lower case, no dot) and the icon each shows; anything else is 'unknown'. */
const ICON_BY_EXTENSION: Readonly<Record<string, AssetIconType>> = {
  ai: 'ai',
  eps: 'ai',
  '7z': 'archive',
  bz2: 'archive',
  gz: 'archive',
  rar: 'archive',
  tar: 'archive',
  tgz: 'archive',
  csv: 'document',
  doc: 'document',
  docx: 'document',
  odt: 'document',
  ods: 'document',
  ppt: 'document',
  pptx: 'document',
  rtf: 'document',
  txt: 'document',
  xls: 'document',
  xlsx: 'document',
  fla: 'fla',
  bmp: 'image',
  gif: 'image',
  jpeg: 'image',
  jpg: 'image',
  png: 'image',
  svg: 'image',
  tif: 'image',
  tiff: 'image',
  webp: 'image',
  pdf: 'pdf',
  psd: 'psd',
  swf: 'swf',
  avi: 'video',
  m4v: 'video',
  mkv: 'video',
  mov: 'video',
  mp4: 'video',
  webm: 'video',
  wmv: 'video',
  zip: 'zip',
};

function isAssetIconType(value: unknown): value is (typeof ASSET_ICON_TYPES)[number] {
  return (ASSET_ICON_TYPES as readonly unknown[]).includes(value);
}

/**
 * The icon of a directory row. An iconOverride counts only when it names a known icon type
 * (a custom folder image is drawn by the listing itself); otherwise folders and images show their
 * own icon and files go by extension.
 */
export function assetIconType(item: {
  type: 'folder' | 'image' | 'file';
  name: string;
  iconOverride?: string | null;
}): AssetIconType {
  if (isAssetIconType(item.iconOverride)) return item.iconOverride;
  if (item.type === 'folder') return 'folder';
  if (item.type === 'image') return 'image';
  const dot = item.name.lastIndexOf('.');
  if (dot < 0) return 'unknown';
  const extension = item.name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(ICON_BY_EXTENSION, extension) ? ICON_BY_EXTENSION[extension]! : 'unknown';
}
