import {
  ALL_REGIONS,
  findRegion,
  initialRegionSelection,
  matchesRegionSelection,
  REGION_COOKIE,
  REGION_COOKIE_DAYS,
  REGION_TOOLTIP_COOKIE,
  type Region,
  selectableRegions,
  type User,
} from '@portal/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { readCookie, readJsonCookie, removeCookie, writeCookie, writePermanentCookie } from './cookies';
import { useSession } from './session';

/**
 * The region selection (SPEC §2, §4, §6): one React context, so every list and release date
 * follows a change at once. Kept in a cookie for 7 days; cleared when the user becomes null.
 */

function readSavedSelection(): string[] | null {
  const saved = readJsonCookie<unknown>(REGION_COOKIE);
  if (!Array.isArray(saved)) return null;
  return saved.filter((key): key is string => typeof key === 'string');
}

function saveSelection(keys: string[]): void {
  writeCookie(REGION_COOKIE, JSON.stringify(keys), { days: REGION_COOKIE_DAYS });
}

function clearSavedSelection(): void {
  removeCookie(REGION_COOKIE);
}

/** Keep selectable keys only, in the order of the region table. */
export function normaliseSelection(keys: readonly string[], selectable: readonly Region[]): string[] {
  const wanted = new Set(keys);
  return selectable.filter((region) => wanted.has(region.key)).map((region) => region.key);
}

export function regionLabel(key: string): string {
  return findRegion(key)?.label ?? key;
}

/** The words after 'Regions' on the indicator: a short summary of the selection. */
export function selectionSummary(keys: readonly string[]): string {
  if (keys.length === 0) return 'none selected';
  if (keys.length <= 2) return keys.map(regionLabel).join(', ');
  return `${regionLabel(keys[0]!)} and ${keys.length - 1} more`;
}

/** The regions a public list is shown for: the selection's summary, or 'all regions' when it is empty. */
export function regionScope(keys: readonly string[]): string {
  return keys.length ? selectionSummary(keys) : 'all regions';
}

export interface RegionState {
  /** The selected region keys. */
  selection: string[];
  /** Regions the current user may choose from (SA: all, others: their own). */
  selectable: Region[];
  /** The user's own regions, in the user's order. */
  ownRegions: Region[];
  /** True when the region indicator may show (a user with regions to choose from). */
  hasRegions: boolean;
  setSelection: (keys: string[]) => void;
  toggle: (key: string) => void;
  remove: (key: string) => void;
  /** Back to the default selection of the user (default region, else the fallback region). */
  reset: () => void;
  matches: (itemRegions: readonly string[] | null | undefined) => boolean;
  tooltipVisible: boolean;
  closeTooltip: () => void;
}

const RegionContext = createContext<RegionState | null>(null);

function ownRegionsOf(user: User | null): Region[] {
  if (!user) return [];
  return user.regions.map((r) => findRegion(r.region)).filter((r): r is Region => r !== undefined);
}

export function RegionProvider({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  const [selection, setSelectionState] = useState<string[]>(() => initialRegionSelection(null, null));
  const [tooltipClosed, setTooltipClosed] = useState(() => readCookie(REGION_TOOLTIP_COOKIE) !== undefined);
  // Whose selection this is: undefined until the first user (or visitor) is known.
  const [selectionOf, setSelectionOf] = useState<number | null | undefined>(undefined);
  const saved = useRef<number | null | undefined>(undefined);

  const selectable = useMemo(() => (user ? selectableRegions(user) : []), [user]);
  const ownRegions = useMemo(() => ownRegionsOf(user), [user]);

  // Set while rendering, not in an effect: the page renders with its user's selection from the
  // first render on (pages render as soon as the user is known) and never asks for another's.
  const userId = status === 'loading' ? undefined : (user?.id ?? null);
  if (userId !== undefined && userId !== selectionOf) {
    setSelectionOf(userId);
    if (user === null) {
      setSelectionState(initialRegionSelection(null, null));
    } else {
      const fromCookie = selectionOf === undefined || selectionOf === null ? readSavedSelection() : null;
      setSelectionState(initialRegionSelection(user, fromCookie));
    }
  }

  // The cookie follows once the change is committed.
  useEffect(() => {
    if (selectionOf === undefined || saved.current === selectionOf) return;
    const previous = saved.current;
    saved.current = selectionOf;
    // SPEC §4: when the user becomes null the selection is cleared.
    if (selectionOf === null) {
      if (previous !== undefined && previous !== null) clearSavedSelection();
    } else {
      saveSelection(selection);
    }
  }, [selectionOf, selection]);

  const setSelection = useCallback((keys: string[]) => {
    const next = normaliseSelection(keys, ALL_REGIONS);
    setSelectionState(next);
    saveSelection(next);
  }, []);

  const value = useMemo<RegionState>(() => {
    const toggle = (key: string) =>
      setSelection(selection.includes(key) ? selection.filter((k) => k !== key) : [...selection, key]);
    const remove = (key: string) => setSelection(selection.filter((k) => k !== key));
    const reset = () => setSelection(initialRegionSelection(user, null));
    return {
      selection,
      selectable,
      ownRegions,
      hasRegions: user !== null && selectable.length > 0,
      setSelection,
      toggle,
      remove,
      reset,
      matches: (itemRegions) => matchesRegionSelection([...(itemRegions ?? [])], selection),
      tooltipVisible: !tooltipClosed,
      closeTooltip: () => {
        writePermanentCookie(REGION_TOOLTIP_COOKIE, '1');
        setTooltipClosed(true);
      },
    };
  }, [selection, selectable, ownRegions, user, setSelection, tooltipClosed]);

  return <RegionContext.Provider value={value}>{children}</RegionContext.Provider>;
}

export function useRegions(): RegionState {
  const value = useContext(RegionContext);
  if (!value) throw new Error('useRegions must be used inside <RegionProvider>');
  return value;
}
