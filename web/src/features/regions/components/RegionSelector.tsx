import { MESSAGES, REGION_GROUPS, type Region, selectedCountMessage } from '@portal/domain';
import { ChevronDown, RotateCcw, X } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useId } from 'react';
import { CheckboxOption } from '../../../components/CheckboxOption';
import { regionLabel, useRegions } from '../../../lib/region';
import { useSession } from '../../../lib/session';
import styles from './RegionSelector.module.css';

function RegionCheckbox({ region, idPrefix }: { region: Region; idPrefix: string }) {
  const { selection, toggle } = useRegions();
  const id = `${idPrefix}-${region.key}`;
  const checked = selection.includes(region.key);
  return (
    <CheckboxOption
      id={id}
      label={region.label}
      checked={checked}
      onCheckedChange={() => toggle(region.key)}
      className={styles.option}
    />
  );
}

/**
 * SPEC §2 Region selector: 'Your regions' (a checkbox per region of the user), the
 * 'Selected Regions' summary with removable tags, and for an SA every group as an expandable
 * section plus Reset.
 */
export function RegionSelector() {
  const { user } = useSession();
  const { selection, selectable, ownRegions, remove, reset } = useRegions();
  const idPrefix = useId();
  const isSuperAdmin = user?.userGroup === 'SA';
  const selectableKeys = new Set(selectable.map((region) => region.key));
  const yourRegions = ownRegions.filter((region) => selectableKeys.has(region.key));
  const groups = REGION_GROUPS.map((group) => ({
    ...group,
    regions: group.regions.filter((region) => selectableKeys.has(region.key)),
  })).filter((group) => group.regions.length > 0);

  return (
    <div className={styles.selector}>
      <section aria-labelledby={`${idPrefix}-yours`} className={styles.block}>
        <h3 id={`${idPrefix}-yours`} className={styles.heading}>
          {MESSAGES.yourRegions}
        </h3>
        {yourRegions.length > 0 ? (
          <div className={styles.options}>
            {yourRegions.map((region) => (
              <RegionCheckbox key={region.key} region={region} idPrefix={`${idPrefix}-own`} />
            ))}
          </div>
        ) : (
          <p className={styles.muted}>No regions are assigned to your account.</p>
        )}
      </section>

      {isSuperAdmin ? (
        <section aria-labelledby={`${idPrefix}-all`} className={styles.block}>
          <div className={styles.headingRow}>
            <h3 id={`${idPrefix}-all`} className={styles.heading}>
              All regions
            </h3>
            <button type="button" className={styles.reset} onClick={reset}>
              <RotateCcw aria-hidden="true" />
              Reset
            </button>
          </div>
          <Accordion.Root type="multiple" className={styles.accordion}>
            {groups.map((group) => {
              const count = group.regions.filter((region) => selection.includes(region.key)).length;
              return (
                <Accordion.Item key={group.key} value={group.key} className={styles.item}>
                  <Accordion.Header className={styles.itemHeader}>
                    <Accordion.Trigger className={styles.trigger}>
                      <span>{group.label}</span>
                      {count > 0 ? <span className={styles.count}>{count}</span> : null}
                      <ChevronDown aria-hidden="true" className={styles.chevron} />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className={styles.itemContent}>
                    <div className={styles.options}>
                      {group.regions.map((region) => (
                        <RegionCheckbox
                          key={region.key}
                          region={region}
                          idPrefix={`${idPrefix}-${group.key}`}
                        />
                      ))}
                    </div>
                  </Accordion.Content>
                </Accordion.Item>
              );
            })}
          </Accordion.Root>
        </section>
      ) : null}

      <section aria-labelledby={`${idPrefix}-selected`} className={`${styles.block} ${styles.summary}`}>
        <div className={styles.headingRow}>
          <h3 id={`${idPrefix}-selected`} className={styles.heading}>
            {MESSAGES.selectedRegions}
          </h3>
          <span className={styles.countText} aria-live="polite">
            {selection.length > 0 ? selectedCountMessage(selection.length) : MESSAGES.noRegionsSelected}
          </span>
        </div>
        {selection.length > 0 ? (
          <ul className={styles.tags}>
            {selection.map((key) => (
              <li key={key} className={styles.tag}>
                <span>{regionLabel(key)}</span>
                <button
                  type="button"
                  className={styles.tagRemove}
                  aria-label={`Remove ${regionLabel(key)}`}
                  onClick={() => remove(key)}
                >
                  <X aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>Everything is shown while no region is selected.</p>
        )}
      </section>
    </div>
  );
}
