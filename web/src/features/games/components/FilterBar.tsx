import { Popover } from 'radix-ui';
import { useId } from 'react';
import { facetOf } from '../filters';
import { FacetOptions } from './FacetOptions';
import styles from './FilterBar.module.css';
import { FilterBarFrame, type FilterProps } from './filter-controls';

/** Wide screens: search, one dropdown per facet, and the sort order, on one bar. Loaded on its own. */
export function FilterBar(props: FilterProps) {
  const idPrefix = useId();
  return (
    <FilterBarFrame
      {...props}
      idPrefix={idPrefix}
      facet={(facet, button) => {
        const count = props.filters[facet.key].length;
        return (
          <Popover.Root key={facet.key}>
            <Popover.Trigger asChild>{button}</Popover.Trigger>
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
      }}
    />
  );
}
