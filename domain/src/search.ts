import type { ContentPage } from './schemas/content.ts';
import type { DrawGameKind } from './schemas/draw-games.ts';

/**
 * Search (issue 29): where each kind of result lives in the web app, and (below) the rules that
 * rank and mark results. Pure, so the server and the web app agree.
 */

/** The public page that shows each content page's document. */
export const CONTENT_PAGE_PATHS: Readonly<Record<ContentPage, string>> = {
  homepage: '/',
  gamepage: '/games',
  populardrawgamespage: '/draw-games',
  highfrequencydrawgamespage: '/draw-games',
  enhancedfeaturespage: '/draw-games',
  assetmanagerpage: '/asset-manager',
  roadmappage: '/pipeline',
  promotionaltools: '/promotional-tools',
  documentspage: '/asset-manager?shelf=documents',
  newsandeventspage: '/news-events',
};

/** The shelves of /asset-manager other than the resource library (its default). */
export const ASSET_SHELVES = ['documents', 'financial', 'mine'] as const;
export type AssetShelf = (typeof ASSET_SHELVES)[number];

export type SearchResultTarget =
  | { kind: 'game'; id: number }
  /** Draw game ids are per kind: the result's id is its slug, '{kind}-{id}' ('popular-3'). */
  | { kind: 'drawGame'; drawKind: DrawGameKind; id: number }
  | { kind: 'news'; id: number }
  | { kind: 'page'; id: ContentPage }
  /**
   * A file or folder: shown in its parent folder (`folderId`), highlighted; `shelf` when not the
   * library. One of a game's own tree (`gameId`) opens that game's Assets tab, where its files live.
   */
  | { kind: 'asset'; id: number; folderId: number; shelf?: AssetShelf | null; gameId?: number | null };

/** The address segment and search id of a draw game ('popular-3'), as the web app's draw-game page reads it. */
export function drawGameSlug(kind: DrawGameKind, id: number): string {
  return `${kind}-${id}`;
}

/** The web app's address of a search result: the game's tab, the story, the asset in its folder. */
export function searchResultHref(target: SearchResultTarget): string {
  switch (target.kind) {
    case 'game':
      return `/games/${target.id}/overview`;
    case 'drawGame':
      return `/draw-games/${drawGameSlug(target.drawKind, target.id)}`;
    case 'news':
      return `/news-events/post/${target.id}`;
    case 'page':
      return CONTENT_PAGE_PATHS[target.id];
    case 'asset': {
      if (target.gameId) return `/games/${target.gameId}/assets`;
      const shelf = target.shelf ? `shelf=${target.shelf}&` : '';
      return `/asset-manager?${shelf}folder=${target.folderId}&highlight=${target.id}`;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Text as the index and the query see it.
// ---------------------------------------------------------------------------------------------

/** Lower case without accents: NFD, then the combining marks dropped ('Café' → 'cafe'). */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of a text as the index keeps them and a query asks for them: runs of letters and digits,
 * normalised. Everything else separates words, so quotes, `*`, `:`, `-`, `(` and the like are never
 * syntax: 'NEAR(a' is the words 'near' and 'a'.
 */
export function searchWords(text: string): string[] {
  return normaliseSearchText(text).match(WORD) ?? [];
}

/** The most words of a query that count; more are ignored. */
export const SEARCH_WORDS_MAX = 12;

/** A query's distinct words, at most SEARCH_WORDS_MAX. */
export function queryWords(text: string): string[] {
  return [...new Set(searchWords(text))].slice(0, SEARCH_WORDS_MAX);
}

/** Rich text (sanitised HTML) as plain text: tags dropped, block ends and breaks as spaces, entities read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Marking what matched.
// ---------------------------------------------------------------------------------------------

export interface TextPart {
  text: string;
  match: boolean;
}

/** Whether a word of the text is matched by the query: it starts with one of the query's words (as you type). */
function matches(word: string, words: readonly string[]): boolean {
  const normal = normaliseSearchText(word);
  return words.some((queryWord) => normal.startsWith(queryWord));
}

/** `text` cut into parts, the words the query matches marked; neighbouring parts of a kind joined. */
export function markMatches(text: string, words: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece === '') return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  };
  let at = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    push(text.slice(at, found.index), false);
    push(found[0], matches(found[0], words));
    at = found.index + found[0].length;
  }
  push(text.slice(at), false);
  return parts;
}

/**
 * An excerpt of at most `max` characters around the first matched word (from the start when none
 * matches), cut at word boundaries with '…' where text was left out, its matches marked. [] for no text.
 */
export function excerptParts(text: string, words: readonly string[], max = 200): TextPart[] {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain === '') return [];
  if (plain.length <= max) return markMatches(plain, words);
  let first = 0;
  for (const found of plain.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    if (matches(found[0], words)) {
      first = found.index;
      break;
    }
  }
  const room = max - 2;
  let start = Math.max(0, Math.min(first - Math.floor(room / 4), plain.length - room));
  if (start > 0) {
    const space = plain.indexOf(' ', start);
    start = space === -1 || space >= first ? start : space + 1;
  }
  let end = Math.min(plain.length, start + room);
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const cut = `${start > 0 ? '…' : ''}${plain.slice(start, end)}${end < plain.length ? '…' : ''}`;
  return markMatches(cut, words);
}

// ---------------------------------------------------------------------------------------------
// Ranking.
// ---------------------------------------------------------------------------------------------

/** How a title answers the query: its exact name (0), starting with it (1), or found in the text (2). */
export function titleTier(title: string, query: string): 0 | 1 | 2 {
  const name = searchWords(title).join(' ');
  const asked = searchWords(query).join(' ');
  if (asked === '') return 2;
  if (name === asked) return 0;
  if (name.startsWith(asked)) return 1;
  return 2;
}

export interface RankedHit {
  kind: string;
  id: number | string;
  title: string;
  /** The index's full-text relevance: higher is better. */
  score: number;
}

/**
 * The order of results: exact name first, then names starting with the query, then full-text
 * relevance; ties by title, then kind and id, so the order (and paging) is stable.
 */
export function compareHits(query: string): (a: RankedHit, b: RankedHit) => number {
  const tiers = new Map<RankedHit, number>();
  const tier = (hit: RankedHit) => {
    let known = tiers.get(hit);
    if (known === undefined) {
      known = titleTier(hit.title, query);
      tiers.set(hit, known);
    }
    return known;
  };
  return (a, b) =>
    tier(a) - tier(b) ||
    b.score - a.score ||
    a.title.localeCompare(b.title, 'en') ||
    a.kind.localeCompare(b.kind) ||
    String(a.id).localeCompare(String(b.id), 'en', { numeric: true });
}
