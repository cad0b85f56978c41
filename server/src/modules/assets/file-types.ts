import { splitExtension } from '@portal/domain';

/**
 * The types a download may be labelled with (DESIGN 'Headers'): chosen by extension, then confirmed
 * by the file's first bytes. A file whose bytes do not match its extension, or whose extension is not
 * listed, is served as application/octet-stream.
 */
interface KnownType {
  mimeType: string;
  matches(head: Buffer): boolean;
  /** Worth deflating in a zip; everything else (already compressed, or unknown) is stored. */
  compressible?: boolean;
  /** sharp can render it, so it gets a thumbnail and a preview and is listed as an image. */
  renderable?: boolean;
}

const startsWith =
  (...signatures: (string | number[])[]) =>
  (head: Buffer) =>
    signatures.some((signature) => {
      const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
      return head.length >= bytes.length && head.subarray(0, bytes.length).equals(bytes);
    });

const at = (offset: number, signature: string) => (head: Buffer) =>
  head.subarray(offset, offset + signature.length).toString('latin1') === signature;

const both =
  (...checks: ((head: Buffer) => boolean)[]) =>
  (head: Buffer) =>
    checks.every((check) => check(head));

/** Text: no NUL byte and valid UTF-8 in the first bytes (a cut multi-byte character at the end is fine). */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return true;
  } catch {
    return false;
  }
}

const isSvg = (head: Buffer) => isText(head) && /<svg[\s>]/i.test(head.toString('utf8'));
const isPdf = (head: Buffer) => head.subarray(0, 1024).includes('%PDF-');
const isZip = startsWith('PK\x03\x04', 'PK\x05\x06');
const isOle = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const isIsoMedia = at(4, 'ftyp');

const TYPES: Record<string, KnownType> = {
  '.pdf': { mimeType: 'application/pdf', matches: isPdf },
  '.ai': { mimeType: 'application/postscript', matches: (h) => isPdf(h) || startsWith('%!PS')(h) },
  '.eps': {
    mimeType: 'application/postscript',
    matches: startsWith('%!PS', [0xc5, 0xd0, 0xd3, 0xc6]),
    compressible: true,
  },
  '.png': {
    mimeType: 'image/png',
    matches: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    renderable: true,
  },
  '.jpg': { mimeType: 'image/jpeg', matches: startsWith([0xff, 0xd8, 0xff]), renderable: true },
  '.jpeg': { mimeType: 'image/jpeg', matches: startsWith([0xff, 0xd8, 0xff]), renderable: true },
  '.gif': { mimeType: 'image/gif', matches: startsWith('GIF87a', 'GIF89a'), renderable: true },
  '.webp': { mimeType: 'image/webp', matches: both(startsWith('RIFF'), at(8, 'WEBP')), renderable: true },
  '.avif': { mimeType: 'image/avif', matches: both(isIsoMedia, at(8, 'avi')), renderable: true },
  '.tif': {
    mimeType: 'image/tiff',
    matches: startsWith('II*\x00', 'MM\x00*'),
    renderable: true,
    compressible: true,
  },
  '.tiff': {
    mimeType: 'image/tiff',
    matches: startsWith('II*\x00', 'MM\x00*'),
    renderable: true,
    compressible: true,
  },
  '.bmp': { mimeType: 'image/bmp', matches: startsWith('BM'), compressible: true },
  '.svg': { mimeType: 'image/svg+xml', matches: isSvg, renderable: true, compressible: true },
  '.psd': { mimeType: 'image/vnd.adobe.photoshop', matches: startsWith('8BPS'), compressible: true },
  '.mp4': { mimeType: 'video/mp4', matches: isIsoMedia },
  '.m4v': { mimeType: 'video/mp4', matches: isIsoMedia },
  '.mov': {
    mimeType: 'video/quicktime',
    matches: (h) => ['ftyp', 'moov', 'mdat', 'wide', 'free'].some((box) => at(4, box)(h)),
  },
  '.avi': { mimeType: 'video/x-msvideo', matches: both(startsWith('RIFF'), at(8, 'AVI ')) },
  '.webm': { mimeType: 'video/webm', matches: startsWith([0x1a, 0x45, 0xdf, 0xa3]) },
  '.mp3': {
    mimeType: 'audio/mpeg',
    matches: (h) => startsWith('ID3')(h) || (h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0),
  },
  '.wav': { mimeType: 'audio/wav', matches: both(startsWith('RIFF'), at(8, 'WAVE')), compressible: true },
  '.zip': { mimeType: 'application/zip', matches: isZip },
  '.rar': { mimeType: 'application/vnd.rar', matches: startsWith('Rar!\x1a\x07') },
  '.7z': {
    mimeType: 'application/x-7z-compressed',
    matches: startsWith([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  },
  '.gz': { mimeType: 'application/gzip', matches: startsWith([0x1f, 0x8b]) },
  '.docx': {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: isZip,
  },
  '.xlsx': { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: isZip },
  '.pptx': {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    matches: isZip,
  },
  '.doc': { mimeType: 'application/msword', matches: isOle, compressible: true },
  '.xls': { mimeType: 'application/vnd.ms-excel', matches: isOle, compressible: true },
  '.ppt': { mimeType: 'application/vnd.ms-powerpoint', matches: isOle, compressible: true },
  '.fla': { mimeType: 'application/vnd.adobe.fla', matches: (h) => isOle(h) || isZip(h) },
  '.swf': { mimeType: 'application/x-shockwave-flash', matches: startsWith('FWS', 'CWS', 'ZWS') },
  '.txt': { mimeType: 'text/plain; charset=utf-8', matches: isText, compressible: true },
  '.csv': { mimeType: 'text/csv; charset=utf-8', matches: isText, compressible: true },
  '.md': { mimeType: 'text/markdown; charset=utf-8', matches: isText, compressible: true },
  '.json': { mimeType: 'application/json', matches: isText, compressible: true },
  '.xml': { mimeType: 'application/xml', matches: isText, compressible: true },
  '.html': { mimeType: 'text/html; charset=utf-8', matches: isText, compressible: true },
  '.htm': { mimeType: 'text/html; charset=utf-8', matches: isText, compressible: true },
};

export const UNKNOWN_TYPE = 'application/octet-stream';

export interface FileKind {
  mimeType: string;
  compressible: boolean;
  renderable: boolean;
}

/** The type a file is stored and served with, from its name and its first bytes. */
export function detectFileKind(name: string, head: Buffer): FileKind {
  const known = TYPES[splitExtension(name).ext.toLowerCase()];
  if (!known || !known.matches(head))
    return { mimeType: UNKNOWN_TYPE, compressible: false, renderable: false };
  return {
    mimeType: known.mimeType,
    compressible: known.compressible === true,
    renderable: known.renderable === true,
  };
}

/** Whether a stored type is worth deflating inside a zip. */
export function isCompressible(mimeType: string | null): boolean {
  if (!mimeType) return false;
  return Object.values(TYPES).some((type) => type.mimeType === mimeType && type.compressible === true);
}
