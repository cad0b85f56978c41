import { selectedCountMessage } from '@portal/domain';
import { ChevronDown, Globe2, X } from 'lucide-react';
import { useState } from 'react';
import { useLoadOnIntent } from '../../../lib/load-on-intent';
import { selectionSummary, useRegions } from '../../../lib/region';
import styles from './RegionIndicator.module.css';

export function indicatorClass(compact: boolean): string {
  return compact ? `${styles.indicator} ${styles.compact}` : styles.indicator;
}

/** What the indicator shows: a globe, 'Regions' and a short summary (or a count when compact). */
export function IndicatorContent({ compact, selection }: { compact: boolean; selection: string[] }) {
  const shortText =
    selection.length === 0
      ? 'All'
      : selection.length === 1
        ? selectionSummary(selection)
        : selectedCountMessage(selection.length);
  return (
    <>
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
    </>
  );
}

const loadPopover = () => import('./RegionPopover').then((module) => module.RegionPopover);

/**
 * The region indicator of the header: a button named 'Regions: …' that opens the selector.
 * The caller hides it on admin pages; it hides itself for users without regions.
 */
export function RegionIndicator({ compact = false }: { compact?: boolean }) {
  const { selection, hasRegions, tooltipVisible, closeTooltip } = useRegions();
  const [open, setOpen] = useState(false);
  const { Loaded, intent, mount } = useLoadOnIntent(loadPopover);
  if (!hasRegions) return null;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next && tooltipVisible) closeTooltip();
  };
  const label = `Regions: ${selectionSummary(selection)}`;

  return (
    <div className={styles.wrap}>
      {Loaded ? (
        <Loaded {...mount} open={open} onOpenChange={changeOpen} compact={compact} label={label} />
      ) : (
        <button
          type="button"
          className={indicatorClass(compact)}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={false}
          {...intent}
          onClick={() => {
            intent.onClick();
            changeOpen(true);
          }}
        >
          <IndicatorContent compact={compact} selection={selection} />
        </button>
      )}

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
