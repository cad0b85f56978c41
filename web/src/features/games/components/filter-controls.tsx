import type { GameSummary } from '@portal/domain/schemas';
import { ChevronDown, RotateCcw, Search, X } from 'lucide-react';
import { type ComponentPropsWithoutRef, Fragment, forwardRef, type ReactNode, useId } from 'react';
import {
  EMPTY_FILTERS,
  FACETS,
  type Facet,
  type FacetKey,
  type GameFilters,
  hasAnyFilter,
  type SortKey,
  toggleValue,
} from '../filters';
import styles from './FilterBar.module.css';

/*
 * The catalogue's filter controls that need no Radix: they render with the page. The facet
 * dropdowns (FilterBar, wide screens) and the filter sheet's dialog (narrow screens) load on their
 * own, so that a first visit does not wait for the dialog and popover code.
 */

const SORT_LABELS: Record<SortKey, string> = { newest: 'Newest first', name: 'Name A–Z' };

export interface FilterProps {
  /** The games the filters apply to (active games of the region selection): option counts come from them. */
  games: readonly GameSummary[];
  filters: GameFilters;
  onChange: (filters: GameFilters) => void;
}

export function SearchBox({ filters, onChange }: Pick<FilterProps, 'filters' | 'onChange'>) {
  return (
    <div className={styles.search}>
      <Search aria-hidden="true" className={styles.searchIcon} />
      <input
        type="search"
        className={styles.searchInput}
        placeholder="Search games by name"
        aria-label="Search games by name"
        value={filters.q}
        maxLength={100}
        onChange={(event) => onChange({ ...filters, q: event.target.value })}
      />
      {filters.q ? (
        <button
          type="button"
          className={styles.searchClear}
          aria-label="Clear search"
          onClick={() => onChange({ ...filters, q: '' })}
        >
          <X aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

export function SortSelect({
  filters,
  onChange,
  id,
  compactLabel = false,
}: Pick<FilterProps, 'filters' | 'onChange'> & { id: string; compactLabel?: boolean }) {
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={compactLabel ? 'visually-hidden' : styles.sortLabel}>
        Sort by
      </label>
      <div className={styles.selectWrap}>
        <select
          id={id}
          className={styles.select}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as SortKey })}
        >
          {(Object.keys(SORT_LABELS) as SortKey[]).map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className={styles.selectIcon} />
      </div>
    </div>
  );
}

/** The chosen values as removable tags, with a way to clear everything. */
export function ActiveFilters({ filters, onChange }: Pick<FilterProps, 'filters' | 'onChange'>) {
  if (!hasAnyFilter(filters)) return null;
  const tags: { key: FacetKey | 'q'; value: string; label: string }[] = [];
  if (filters.q.trim()) tags.push({ key: 'q', value: filters.q, label: `“${filters.q.trim()}”` });
  for (const facet of FACETS) {
    for (const value of filters[facet.key])
      tags.push({ key: facet.key, value, label: facet.optionLabel(value) });
  }
  return (
    <div className={styles.active}>
      <ul className={styles.tags} aria-label="Active filters">
        {tags.map((tag) => (
          <li key={`${tag.key}:${tag.value}`} className={styles.tag}>
            <span>{tag.label}</span>
            <button
              type="button"
              className={styles.tagRemove}
              aria-label={tag.key === 'q' ? 'Clear search' : `Remove ${tag.label}`}
              onClick={() =>
                onChange(tag.key === 'q' ? { ...filters, q: '' } : toggleValue(filters, tag.key, tag.value))
              }
            >
              <X aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.clear}
        onClick={() => onChange({ ...EMPTY_FILTERS, sort: filters.sort })}
      >
        <RotateCcw aria-hidden="true" /> Clear all
      </button>
    </div>
  );
}

/** A facet's button on the wide bar: a dropdown trigger once FilterBar has loaded. */
const FacetButton = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<'button'> & { facet: Facet; count: number }
>(function FacetButton({ facet, count, ...rest }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.facet}
      data-active={count > 0 || undefined}
      aria-label={count > 0 ? `${facet.label}, ${count} selected` : undefined}
      {...rest}
    >
      {facet.label}
      {count > 0 ? (
        <span className={styles.facetCount} aria-hidden="true">
          {count}
        </span>
      ) : null}
      <ChevronDown aria-hidden="true" className={styles.chevron} />
    </button>
  );
});

/** The wide bar: search, the facets (each drawn by `facet` around its button), and the sort order. */
export function FilterBarFrame({
  idPrefix,
  facet,
  ...props
}: FilterProps & { idPrefix: string; facet: (facet: Facet, button: ReactNode) => ReactNode }) {
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <SearchBox filters={props.filters} onChange={props.onChange} />
        <fieldset className={styles.facets}>
          <legend className="visually-hidden">Filters</legend>
          {FACETS.map((entry) =>
            facet(entry, <FacetButton facet={entry} count={props.filters[entry.key].length} />),
          )}
        </fieldset>
        <SortSelect filters={props.filters} onChange={props.onChange} id={`${idPrefix}-sort`} compactLabel />
      </div>
      <ActiveFilters filters={props.filters} onChange={props.onChange} />
    </div>
  );
}

/** The wide bar while its dropdowns load (FilterBar): the same controls, the facets not opening yet. */
export function FilterBarLoading(props: FilterProps) {
  const idPrefix = useId();
  return (
    <FilterBarFrame
      {...props}
      idPrefix={idPrefix}
      facet={(entry, button) => <Fragment key={entry.key}>{button}</Fragment>}
    />
  );
}
