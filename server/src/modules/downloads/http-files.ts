import type { ByteRange } from '../../storage/blob-store.ts';

/** What a Range header asks of a representation of `size` bytes (RFC 9110 §14). */
export type RangeRequest = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * One `bytes=` range: 'a-b', 'a-' or '-n'. A header we do not understand, or several ranges, is
 * ignored (the whole file is sent), as RFC 9110 allows.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}

/** Whether an If-None-Match or If-Range value names this entity tag (weak or strong, or '*'). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Content-Disposition with an ASCII fallback name and the exact name as RFC 5987 `filename*`
 * (UTF-8, percent-encoded), so 'Übersicht – 2024.pdf' arrives as it is named in the tree.
 */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const fallback =
    filename
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Nothing a download carries may run or render as a page of our origin (DESIGN 'Headers'). */
export const DOWNLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, no-cache',
} as const;

// Types a browser renders as a document of our origin or runs: HTML, XHTML, SVG, any XML, scripts.
const ACTIVE_TYPE =
  /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|[\w.-]+\/[\w.-]+\+xml|text\/(x-)?(java|ecma)script|application\/(x-)?(java|ecma)script)\s*(;|$)/i;

/** The type a file is sent with: its own, or plain bytes for a type that could run (attack suite). */
export function downloadType(mimeType: string): string {
  return ACTIVE_TYPE.test(mimeType) ? 'application/octet-stream' : mimeType;
}
