import { CHANNELS, FEATURES, GAME_TYPES, MECHANICS, THEMES } from '@portal/domain';
import type { GameSummary } from '@portal/domain/schemas';
import { channelLabel, enumLabel, isMeaningful } from '../../components/GameCard/game';

/*
 * The catalogue's search and filters, kept in the URL search params so a filtered view can be
 * bookmarked, shared and restored with Back:
 *   ?q=lantern&type=Core+Games&channel=phone&channel=tablet&feature=Bonus&mechanic=Match+3&theme=Animals&sort=name
 * Within a facet the values are alternatives (any of them); facets combine (all of them).
 */

const FACET_KEYS = ['type', 'channel', 'feature', 'mechanic', 'theme'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

const SORTS = ['newest', 'name'] as const;
export type SortKey = (typeof SORTS)[number];

export interface Facet {
  key: FacetKey;
  label: string;
  /** Every value of the enumeration that says something (None is left out), in its order. */
  options: readonly string[];
  /** The game's values for this facet. */
  values: (game: GameSummary) => string[];
  optionLabel: (value: string) => string;
}

const meaningful = (values: readonly string[]) => values.filter(isMeaningful);

/** A facet of a field that holds one value or none. */
function valueFacet(
  key: FacetKey,
  label: string,
  options: readonly string[],
  field: 'gameType' | 'mechanic',
): Facet {
  return {
    key,
    label,
    options: meaningful(options),
    values: (game) => {
      const value = game[field];
      return value ? [value] : [];
    },
    optionLabel: enumLabel,
  };
}

/** A facet of a field that holds a list of values. */
function listFacet(
  key: FacetKey,
  label: string,
  options: readonly string[],
  field: 'channels' | 'features' | 'themes',
  optionLabel: (value: string) => string = enumLabel,
): Facet {
  return { key, label, options: meaningful(options), values: (game) => game[field] ?? [], optionLabel };
}

export const FACETS: readonly Facet[] = [
  valueFacet('type', 'Game type', GAME_TYPES, 'gameType'),
  listFacet('channel', 'Channel', CHANNELS, 'channels', channelLabel),
  listFacet('feature', 'Feature', FEATURES, 'features'),
  valueFacet('mechanic', 'Mechanic', MECHANICS, 'mechanic'),
  listFacet('theme', 'Theme', THEMES, 'themes'),
];

export function facetOf(key: FacetKey): Facet {
  return FACETS.find((facet) => facet.key === key)!;
}

export interface GameFilters {
  q: string;
  type: string[];
  channel: string[];
  feature: string[];
  mechanic: string[];
  theme: string[];
  sort: SortKey;
}

export const EMPTY_FILTERS: GameFilters = {
  q: '',
  type: [],
  channel: [],
  feature: [],
  mechanic: [],
  theme: [],
  sort: 'newest',
};

/** The filters of a URL; unknown values are dropped, each value counted once, in enumeration order. */
export function readFilters(params: URLSearchParams): GameFilters {
  const filters: GameFilters = { ...EMPTY_FILTERS, q: (params.get('q') ?? '').slice(0, 100) };
  for (const facet of FACETS) {
    const wanted = new Set(params.getAll(facet.key));
    filters[facet.key] = facet.options.filter((option) => wanted.has(option));
  }
  const sort = params.get('sort');
  filters.sort = (SORTS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : 'newest';
  return filters;
}

/** The URL params for filters, keeping every param that is not a filter (?demo= and others). */
export function writeFilters(current: URLSearchParams, filters: GameFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['q', 'sort', ...FACET_KEYS]) next.delete(key);
  if (filters.q.trim() !== '') next.set('q', filters.q);
  for (const facet of FACETS) for (const value of filters[facet.key]) next.append(facet.key, value);
  if (filters.sort !== 'newest') next.set('sort', filters.sort);
  return next;
}

export function activeFilterCount(filters: GameFilters): number {
  return FACET_KEYS.reduce((count, key) => count + filters[key].length, 0);
}

export function hasAnyFilter(filters: GameFilters): boolean {
  return filters.q.trim() !== '' || activeFilterCount(filters) > 0;
}

/** Lower case without accents: 'Éclair' matches 'eclair'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function matchesSearch(game: Pick<GameSummary, 'gameName'>, q: string): boolean {
  const needle = foldText(q);
  return needle === '' || foldText(game.gameName).includes(needle);
}

function matchesFacet(game: GameSummary, facet: Facet, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const values = facet.values(game);
  return selected.some((value) => values.includes(value));
}

/** Search and every facet; `except` leaves one facet out (for that facet's own counts). */
export function matchesFilters(game: GameSummary, filters: GameFilters, except?: FacetKey): boolean {
  if (!matchesSearch(game, filters.q)) return false;
  return FACETS.every((facet) => facet.key === except || matchesFacet(game, facet, filters[facet.key]));
}

/**
 * How many games each option of a facet would show, given the search and the other facets.
 * Options no game has are left out unless selected, so the lists stay short.
 */
export function facetOptions(
  games: readonly GameSummary[],
  filters: GameFilters,
  facet: Facet,
): { value: string; label: string; count: number }[] {
  const counts = new Map<string, number>();
  const present = new Set<string>();
  for (const game of games) {
    const values = facet.values(game);
    for (const value of values) present.add(value);
    if (!matchesFilters(game, filters, facet.key)) continue;
    for (const value of new Set(values)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return facet.options
    .filter((value) => present.has(value) || filters[facet.key].includes(value))
    .map((value) => ({ value, label: facet.optionLabel(value), count: counts.get(value) ?? 0 }));
}

export function toggleValue(filters: GameFilters, key: FacetKey, value: string): GameFilters {
  const current = filters[key];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const order = facetOf(key).options;
  return { ...filters, [key]: order.filter((option) => next.includes(option)) };
}
