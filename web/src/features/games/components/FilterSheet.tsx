import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useOnceTrue } from '../../../lib/once-true';
import { activeFilterCount } from '../filters';
import styles from './FilterBar.module.css';
import { ActiveFilters, type FilterProps, SearchBox } from './filter-controls';

// The sheet (a modal dialog) loads when the filters first open.
const FilterSheetDialog = lazy(() => import('./FilterSheetDialog'));

/** Narrow screens: the search stays on the page; the facets and the sort order open in a sheet. */
export function FilterSheet(props: FilterProps & { resultCount: number }) {
  const [open, setOpen] = useState(false);
  const opened = useOnceTrue(open);
  const trigger = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(props.filters);
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <SearchBox filters={props.filters} onChange={props.onChange} />
        <button
          ref={trigger}
          type="button"
          className={styles.sheetTrigger}
          data-active={count > 0 || undefined}
          aria-label={count > 0 ? `Filters, ${count} selected` : undefined}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {count > 0 ? (
            <span className={styles.facetCount} aria-hidden="true">
              {count}
            </span>
          ) : null}
        </button>
        {opened ? (
          <Suspense fallback={null}>
            <FilterSheetDialog {...props} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
          </Suspense>
        ) : null}
      </div>
      <ActiveFilters filters={props.filters} onChange={props.onChange} />
    </div>
  );
}
