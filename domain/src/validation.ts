/**
 * The largest id either database gives out: ids are `integer` columns, 32 bits on PostgreSQL, which
 * refuses to compare one with a larger number (a 500, not a miss).
 */
export const MAX_ID = 2 ** 31 - 1;

/** The longest text an id or other number may be sent as (leading zeros included). */
export const NUMBER_TEXT_MAX = 20;

/**
 * Id parameters (SPEC §5): decimal digits only (at most NUMBER_TEXT_MAX), from 1 to MAX_ID. A number
 * is accepted when it is such an integer already; anything else (signs, spaces, '1e3', '0x1F', arrays
 * from repeated query keys) is null.
 */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return isId(value) ? value : null;
  if (typeof value !== 'string' || value.length > NUMBER_TEXT_MAX || !/^[0-9]+$/.test(value)) return null;
  const id = Number(value);
  return isId(id) ? id : null;
}

const isId = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/** Ids joined with ':' ('1:2:3', SPEC §7); null when empty or when any part is not an id. */
export function parseIdList(value: string): number[] | null {
  if (typeof value !== 'string' || value === '') return null;
  const ids = value.split(':').map(parseId);
  return ids.every((id) => id !== null) ? (ids as number[]) : null;
}

/** SPEC §5: characters a new folder name must not contain. */
export const FOLDER_NAME_FORBIDDEN = ['\\', '/', '?', '%', '*', ':', '|', '"', '<', '>', '.'] as const;

const MAX_NAME_BYTES = 255;
// C0 and C1 control characters, and UTF-16 halves without their pair (not encodable as UTF-8).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const CONTROL_OR_LONE_SURROGATE = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;

/**
 * DESIGN 'Names': 1 to 255 UTF-8 bytes, no '/' or '\', no control character, not '.' or '..'.
 * Zip entries are built from these names, so none can climb out of an archive.
 */
export function isValidFileName(name: string): boolean {
  if (typeof name !== 'string' || name === '' || name === '.' || name === '..') return false;
  if (name.includes('/') || name.includes('\\') || CONTROL_OR_LONE_SURROGATE.test(name)) return false;
  return new TextEncoder().encode(name).length <= MAX_NAME_BYTES;
}

/** SPEC §5 'New folder name' on top of the file-name rule: not blank, none of FOLDER_NAME_FORBIDDEN. */
export function isValidFolderName(name: string): boolean {
  if (!isValidFileName(name) || name.trim() === '') return false;
  return !FOLDER_NAME_FORBIDDEN.some((forbidden) => name.includes(forbidden));
}

/**
 * Splits at the last dot: 'a.tar.gz' -> 'a.tar' + '.gz'. A leading dot ('.env') or a trailing dot
 * ('notes.') is part of the base, not an extension.
 */
export function splitExtension(name: string): { base: string; ext: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return { base: name, ext: '' };
  return { base: name.slice(0, dot), ext: name.slice(dot) };
}

/**
 * DESIGN 'Names': a rename keeps the file's extension. The rename box shows the name without it;
 * a user who types the extension anyway does not get it twice.
 */
export function renameKeepingExtension(oldName: string, newBase: string): string {
  const { ext } = splitExtension(oldName);
  let base = newBase.trim();
  if (ext !== '' && base.length > ext.length && base.toLowerCase().endsWith(ext.toLowerCase())) {
    base = base.slice(0, -ext.length);
  }
  return `${base}${ext}`;
}

/** The longest e-mail address (RFC 5321 path limit); the forms' e-mail fields refuse longer. */
export const EMAIL_MAX_LENGTH = 254;

// One plain address, local@domain.tld: the local part is dot-separated runs of RFC 5322 atext (less
// '%', '!' and '|', which old relays read as routes or pipes), the domain dot-separated labels of
// letters, digits and inner hyphens. So no display name ('name <a@b>'), group ('group: a@b;'), list
// ('a; b@c', 'a, b@c'), quoted part, comment or route slips through to mail someone else.
const ATEXT = "[A-Za-z0-9#$&'*+/=?^_`{}~-]";
const LOCAL_PART = `${ATEXT}+(\\.${ATEXT}+)*`;
const DOMAIN_LABEL = '[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const PLAIN_ADDRESS = new RegExp(
  `^${LOCAL_PART}@${DOMAIN_LABEL}(\\.${DOMAIN_LABEL})*\\.[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$`,
);

/**
 * SPEC §5 'valid e-mail shape', and every e-mail field of the forms (decision 087): one plain address
 * local@domain.tld, at most EMAIL_MAX_LENGTH characters, its local part at most 64.
 */
export function isEmailShape(value: string): boolean {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH || !PLAIN_ADDRESS.test(value))
    return false;
  return value.indexOf('@') <= 64;
}

/** SPEC §2: a value of letters and digits only is a video id; anything else is a full address. */
export function isVideoId(value: string): boolean {
  return typeof value === 'string' && /^[A-Za-z0-9]+$/.test(value);
}

export const TOOLTIP_THEMES = ['dark', 'light'] as const;
export type TooltipTheme = (typeof TOOLTIP_THEMES)[number];

export function isTooltipTheme(value: unknown): value is TooltipTheme {
  return (TOOLTIP_THEMES as readonly unknown[]).includes(value);
}
