import { REGION_GROUPS, type Region } from '@portal/domain';
import { useId } from 'react';
import { CheckboxOption } from '../../components/CheckboxOption';
import styles from './RegionChecklist.module.css';

export interface RegionChecklistProps {
  legend: string;
  /** The legend is read out but not shown (a heading above already says it). */
  hideLegend?: boolean;
  /** Shown when no region is offered; null shows nothing (the hint says why). */
  emptyText?: string | null;
  hint?: string;
  error?: string;
  /** The regions offered, any order: shown by region group in the catalogue's order. */
  regions: readonly Region[];
  selected: readonly string[];
  onChange: (keys: string[]) => void;
}

/** A checkbox per region offered, grouped by region group (Europe, Canada …), as one fieldset. */
export function RegionChecklist({
  legend,
  hideLegend = false,
  emptyText = 'No regions to choose from.',
  hint,
  error,
  regions,
  selected,
  onChange,
}: RegionChecklistProps) {
  const id = useId();
  const offered = new Set(regions.map((region) => region.key));
  const chosen = new Set(selected);
  const groups = REGION_GROUPS.map((group) => ({
    ...group,
    regions: group.regions.filter((region) => offered.has(region.key)),
  })).filter((group) => group.regions.length > 0);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  function toggle(key: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    // Catalogue order, so the list reads the same however it was ticked.
    onChange(
      REGION_GROUPS.flatMap((group) => group.regions)
        .map((region) => region.key)
        .filter((key) => next.has(key)),
    );
  }

  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy || undefined}>
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {groups.length === 0 && emptyText ? <p className={styles.none}>{emptyText}</p> : null}
      <div className={styles.groups}>
        {groups.map((group) => (
          <fieldset key={group.key} className={styles.group}>
            <legend className={styles.groupLegend}>{group.label}</legend>
            {group.regions.map((region) => (
              <CheckboxOption
                key={region.key}
                id={`${id}-${region.key}`}
                label={region.label}
                checked={chosen.has(region.key)}
                onCheckedChange={(on) => toggle(region.key, on)}
                className={styles.option}
              />
            ))}
          </fieldset>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
