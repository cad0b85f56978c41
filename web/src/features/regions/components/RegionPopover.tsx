import { X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useFocusOnMount } from '../../../lib/focus-on-mount';
import type { LoadedControlProps } from '../../../lib/load-on-intent';
import { useRegions } from '../../../lib/region';
import { IndicatorContent, indicatorClass } from './RegionIndicator';
import styles from './RegionIndicator.module.css';
import { RegionSelector } from './RegionSelector';

/** The indicator's popover with the selector, loaded when the pointer or focus first reaches it. */
export function RegionPopover({
  focusOnMount,
  open,
  onOpenChange,
  compact,
  label,
}: LoadedControlProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  compact: boolean;
  label: string;
}) {
  const { selection } = useRegions();
  const trigger = useFocusOnMount<HTMLButtonElement>(focusOnMount);

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button ref={trigger} type="button" className={indicatorClass(compact)} aria-label={label}>
          <IndicatorContent compact={compact} selection={selection} />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.popover}
          align="end"
          sideOffset={10}
          collisionPadding={12}
          aria-label="Region selector"
        >
          <div className={styles.popoverHeader}>
            <p className={styles.popoverTitle}>Choose your regions</p>
            <Popover.Close className={styles.close} aria-label="Close region selector">
              <X aria-hidden="true" />
            </Popover.Close>
          </div>
          <p className={styles.popoverLead}>Games, release dates and news follow the regions you pick.</p>
          <RegionSelector />
          <Popover.Arrow className={styles.arrow} width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
