import { RotateCcw, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type RefObject, useId } from 'react';
import { Button } from '../../../components/Button';
import { focusBackOnClose } from '../../../lib/focus-back';
import { activeFilterCount, EMPTY_FILTERS, FACETS } from '../filters';
import { FacetOptions } from './FacetOptions';
import styles from './FilterBar.module.css';
import { type FilterProps, SortSelect } from './filter-controls';

/** The filter sheet of narrow screens: the sort order and every facet. Loaded when it first opens. */
export default function FilterSheetDialog({
  open,
  onOpenChange,
  returnFocusTo,
  ...props
}: FilterProps & {
  resultCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters button, which is no Radix trigger: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const idPrefix = useId();
  const count = activeFilterCount(props.filters);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetBackdrop} />
        <Dialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          onCloseAutoFocus={focusBackOnClose(returnFocusTo)}
        >
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
  );
}
