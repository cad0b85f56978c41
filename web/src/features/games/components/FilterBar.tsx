import type { GameSummary } from '@portal/domain/schemas';
import { ChevronDown, RotateCcw, Search, SlidersHorizontal, X } from 'lucide-react';
import { Dialog, Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { CheckboxOption } from '../../../components/CheckboxOption';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  FACETS,
  type Facet,
  type FacetKey,
  facetOf,
  facetOptions,
  type GameFilters,
  hasAnyFilter,
  type SortKey,
  toggleValue,
} from '../filters';
import styles from './FilterBar.module.css';

const SORT_LABELS: Record<SortKey, string> = { newest: 'Newest first', name: 'Name A–Z' };

interface FilterProps {
  /** The games the filters apply to (active games of the region selection): option counts come from them. */
  games: readonly GameSummary[];
  filters: GameFilters;
  onChange: (filters: GameFilters) => void;
}

function FacetOptions({
  facet,
  games,
  filters,
  onChange,
  idPrefix,
}: FilterProps & { facet: Facet; idPrefix: string }) {
  const options = facetOptions(games, filters, facet);
  if (options.length === 0)
    return <p className={styles.none}>No {facet.label.toLowerCase()} in this catalogue yet.</p>;
  return (
    <div className={facet.options.length > 8 ? `${styles.options} ${styles.optionsWide}` : styles.options}>
      {options.map((option) => {
        const id = `${idPrefix}-${facet.key}-${option.value.replace(/\W+/g, '-')}`;
        const checked = filters[facet.key].includes(option.value);
        return (
          <CheckboxOption
            key={option.value}
            id={id}
            label={option.label}
            checked={checked}
            onCheckedChange={() => onChange(toggleValue(filters, facet.key, option.value))}
            className={styles.option}
            data-empty={option.count === 0 && !checked}
          >
            <span className={styles.optionCount} aria-hidden="true">
              {option.count}
            </span>
          </CheckboxOption>
        );
      })}
    </div>
  );
}

function SearchBox({ filters, onChange }: Pick<FilterProps, 'filters' | 'onChange'>) {
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

function SortSelect({
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
function ActiveFilters({ filters, onChange }: Pick<FilterProps, 'filters' | 'onChange'>) {
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

/** Wide screens: search, one dropdown per facet, and the sort order, on one bar. */
export function FilterBar(props: FilterProps) {
  const idPrefix = useId();
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <SearchBox filters={props.filters} onChange={props.onChange} />
        <fieldset className={styles.facets}>
          <legend className="visually-hidden">Filters</legend>
          {FACETS.map((facet) => {
            const count = props.filters[facet.key].length;
            return (
              <Popover.Root key={facet.key}>
                <Popover.Trigger asChild>
                  <button
                    type="button"
                    className={styles.facet}
                    data-active={count > 0 || undefined}
                    aria-label={count > 0 ? `${facet.label}, ${count} selected` : undefined}
                  >
                    {facet.label}
                    {count > 0 ? (
                      <span className={styles.facetCount} aria-hidden="true">
                        {count}
                      </span>
                    ) : null}
                    <ChevronDown aria-hidden="true" className={styles.chevron} />
                  </button>
                </Popover.Trigger>
                <Popover.Portal>
                  <Popover.Content
                    className={styles.popover}
                    align="start"
                    sideOffset={8}
                    collisionPadding={12}
                    aria-label={`${facet.label} filter`}
                  >
                    <div className={styles.popoverHeader}>
                      <p className={styles.popoverTitle}>{facet.label}</p>
                      {count > 0 ? (
                        <button
                          type="button"
                          className={styles.clear}
                          onClick={() => props.onChange({ ...props.filters, [facet.key]: [] })}
                        >
                          Clear
                        </button>
                      ) : null}
                    </div>
                    <FacetOptions {...props} facet={facetOf(facet.key)} idPrefix={`${idPrefix}-pop`} />
                  </Popover.Content>
                </Popover.Portal>
              </Popover.Root>
            );
          })}
        </fieldset>
        <SortSelect filters={props.filters} onChange={props.onChange} id={`${idPrefix}-sort`} compactLabel />
      </div>
      <ActiveFilters filters={props.filters} onChange={props.onChange} />
    </div>
  );
}

/** Narrow screens: the search stays on the page; the facets and the sort order open in a sheet. */
export function FilterSheet(props: FilterProps & { resultCount: number }) {
  const idPrefix = useId();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(props.filters);
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <SearchBox filters={props.filters} onChange={props.onChange} />
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <button
              type="button"
              className={styles.sheetTrigger}
              data-active={count > 0 || undefined}
              aria-label={count > 0 ? `Filters, ${count} selected` : undefined}
            >
              <SlidersHorizontal aria-hidden="true" />
              Filters
              {count > 0 ? (
                <span className={styles.facetCount} aria-hidden="true">
                  {count}
                </span>
              ) : null}
            </button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className={styles.sheetBackdrop} />
            <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
              <div className={styles.sheetHandle} aria-hidden="true" />
              <div className={styles.sheetHeader}>
                <Dialog.Title className={styles.sheetTitle}>Filters</Dialog.Title>
                <Dialog.Close className={styles.sheetClose} aria-label="Close filters">
                  <X aria-hidden="true" />
                </Dialog.Close>
              </div>
              <div className={styles.sheetBody}>
                <SortSelect filters={props.filters} onChange={props.onChange} id={`${idPrefix}-sheet-sort`} />
                {FACETS.map((facet) => (
                  <fieldset key={facet.key} className={styles.group}>
                    <legend className={styles.groupTitle}>{facet.label}</legend>
                    <FacetOptions {...props} facet={facet} idPrefix={`${idPrefix}-sheet`} />
                  </fieldset>
                ))}
              </div>
              <div className={styles.sheetFooter}>
                <Button
                  variant="ghost"
                  onClick={() =>
                    props.onChange({ ...EMPTY_FILTERS, q: props.filters.q, sort: props.filters.sort })
                  }
                  disabled={count === 0}
                >
                  <RotateCcw aria-hidden="true" /> Reset
                </Button>
                <Dialog.Close asChild>
                  <Button>
                    Show {props.resultCount} {props.resultCount === 1 ? 'game' : 'games'}
                  </Button>
                </Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
      <ActiveFilters filters={props.filters} onChange={props.onChange} />
    </div>
  );
}
