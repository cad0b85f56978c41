import { selectedCountMessage } from '@portal/domain';
import { ChevronDown, Globe2, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { selectionSummary, useRegions } from '../../../lib/region';
import styles from './RegionIndicator.module.css';
import { RegionSelector } from './RegionSelector';

/**
 * The region indicator of the header: a button named 'Regions: …' that opens the selector.
 * The caller hides it on admin pages; it hides itself for users without regions.
 */
export function RegionIndicator({ compact = false }: { compact?: boolean }) {
  const { selection, hasRegions, tooltipVisible, closeTooltip } = useRegions();
  const [open, setOpen] = useState(false);
  if (!hasRegions) return null;

  const summary = selectionSummary(selection);
  const shortText =
    selection.length === 0
      ? 'All'
      : selection.length === 1
        ? summary
        : selectedCountMessage(selection.length);

  return (
    <div className={styles.wrap}>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next && tooltipVisible) closeTooltip();
        }}
      >
        <Popover.Trigger asChild>
          <button
            type="button"
            className={compact ? `${styles.indicator} ${styles.compact}` : styles.indicator}
            aria-label={`Regions: ${summary}`}
          >
            <Globe2 aria-hidden="true" className={styles.globe} />
            {compact ? null : (
              <span className={styles.text} aria-hidden="true">
                <span className={styles.caption}>Regions</span>
                <span className={styles.value}>{shortText}</span>
              </span>
            )}
            {compact && selection.length > 0 ? (
              <span className={styles.badge} aria-hidden="true">
                {selection.length}
              </span>
            ) : null}
            {compact ? null : <ChevronDown aria-hidden="true" className={styles.chevron} />}
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

      {tooltipVisible && !open ? (
        <div className={styles.callout} role="note" aria-label="Region tip">
          <p>
            Content is filtered by region. Use <strong>Regions</strong> to change what you see.
          </p>
          <button
            type="button"
            className={styles.calloutClose}
            onClick={closeTooltip}
            aria-label="Dismiss region tip"
          >
            <X aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
