import { queryOptions } from '@tanstack/react-query';
import type { GameAssetRef, GameAssetSlot } from '../../../components/GameCard/game';
import { api } from '../../../lib/api-client';

/*
 * Popular draw games, high-frequency draw games and enhanced features (SPEC §3, §7 'Draw games').
 * The shapes mirror the server's answers (domain schemas/draw-games.ts); every field past id and
 * live is optional here so a partial answer never breaks the page.
 */

export type DrawKind = 'popular' | 'frequency' | 'enhanced';
export const DRAW_KINDS: readonly DrawKind[] = ['popular', 'frequency', 'enhanced'];

export interface PopularDetails {
  tagline?: string;
  description?: string;
  jackpot?: string;
  drawDays?: string[];
  odds?: string;
  ticketPrice?: string;
  website?: string | null;
}

export interface FrequencyDetails {
  tagline?: string;
  description?: string;
  drawFrequency?: string;
  odds?: string;
  ticketPrice?: string;
  highlights?: string[];
}

export interface EnhancedDetails {
  tagline?: string;
  description?: string;
  benefits?: string[];
  worksWith?: string[];
}

export type DrawDetails = PopularDetails & FrequencyDetails & EnhancedDetails;

/** A draw game of any kind, as `…/all` answers it (depth 0). */
export interface DrawItem {
  id: number;
  kind?: DrawKind;
  name?: string;
  /** Older answers name it like a game. */
  gameName?: string;
  title?: string;
  live: boolean;
  details?: DrawDetails;
  /** Frequency draw games: values of FREQUENCY_CHANNELS (phone, tablet, desktop). */
  channels?: string[];
  /** The thumbnail list (SPEC §3 'assets'). */
  assets?: GameAssetRef[];
  assetSlots?: Partial<Record<GameAssetSlot, GameAssetRef[]>>;
  downloadableAssets?: GameAssetRef[];
  /** The item's asset tree (depth 1), as a one-element list. */
  gameCentre?: { id: number; name?: string }[];
  regions?: { region: string }[] | string[];
}

const PATHS: Record<DrawKind, string> = {
  popular: '/api/popular-draw-games/all',
  frequency: '/api/frequency-draw-games/all',
  enhanced: '/api/enhanced-features/all',
};

function isDrawItem(value: unknown): value is DrawItem {
  return typeof value === 'object' && value !== null && typeof (value as DrawItem).id === 'number';
}

/** One of the three draw lists (depth 0, SPEC §7). Errors are logged and ignored (SPEC §8). */
export function drawListQueryOptions(kind: DrawKind, token: string | null) {
  return queryOptions({
    queryKey: ['draw', kind, token] as const,
    queryFn: async ({ signal }): Promise<DrawItem[]> => {
      try {
        const data = await api.post<unknown>(PATHS[kind], { form: { depth: 0 }, signal });
        return Array.isArray(data) ? data.filter(isDrawItem).map((item) => ({ ...item, kind })) : [];
      } catch (error) {
        console.warn(`[draw-games] ${kind} list load failed`, error);
        return [];
      }
    },
    staleTime: 60_000,
  });
}

/**
 * GET /api/popular-draw-game/get?id=&depth=1: a popular draw game with its asset tree (the only
 * kind SPEC §7 gives a single read and a directory lookup for). Null when unknown.
 */
export function popularDrawGameQueryOptions(id: number, token: string | null) {
  return queryOptions({
    queryKey: ['draw', 'popular', 'detail', id, token] as const,
    queryFn: async ({ signal }): Promise<DrawItem | null> => {
      try {
        const data = await api.get<unknown>('/api/popular-draw-game/get', {
          query: { id, depth: 1 },
          signal,
        });
        return isDrawItem(data) ? { ...data, kind: 'popular' } : null;
      } catch (error) {
        console.warn(`[draw-games] popular draw game ${id} load failed`, error);
        return null;
      }
    },
    staleTime: 60_000,
  });
}

export function drawItemName(item: DrawItem): string {
  return item.name ?? item.gameName ?? item.title ?? `Draw game ${item.id}`;
}

export function drawItemRegions(item: DrawItem): string[] {
  return (item.regions ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.region));
}

/** SPEC §4: only live draw games and enhanced features are shown. */
export function isLive(item: DrawItem): boolean {
  return item.live === true;
}

/** The address segment of a draw game: ids are per kind, so the kind is part of it ('popular-3'). */
export function drawSlug(kind: DrawKind, id: number): string {
  return `${kind}-${id}`;
}

export function parseDrawSlug(slug: string | undefined): { kind: DrawKind; id: number } | null {
  const match = /^(popular|frequency|enhanced)-([1-9]\d{0,15})$/.exec(slug ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { kind: match[1] as DrawKind, id } : null;
}
