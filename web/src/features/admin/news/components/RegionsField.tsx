import { REGION_GROUPS } from '@portal/domain';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import styles from './AdminNews.module.css';

/**
 * Where a story shows: everywhere (no regions), or only in the chosen regions. A whole group
 * ('All United States') covers every region of the group.
 */
export function RegionsField({
  value,
  onChange,
}: {
  value: string[];
  onChange: (regions: string[]) => void;
}) {
  const id = useId();
  const everywhere = value.length === 0;
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...value, key] : value.filter((existing) => existing !== key));
  return (
    <fieldset className={styles.regions}>
      <legend className={styles.legend}>Regions</legend>
      <p className={styles.hint} id={`${id}-hint`}>
        {everywhere
          ? 'Shown to readers in every region.'
          : `Shown in ${value.length} selected ${value.length === 1 ? 'region' : 'regions'} only.`}
      </p>
      <div className={styles.regionGroups}>
        {REGION_GROUPS.map((group) => {
          const chosen = group.regions.filter((region) => value.includes(region.key)).length;
          return (
            <details key={group.key} className={styles.regionGroup} open={chosen > 0 ? true : undefined}>
              <summary>
                <span>{group.label}</span>
                {chosen > 0 ? <span className={styles.regionCount}>{chosen} chosen</span> : null}
                <ChevronDown aria-hidden="true" />
              </summary>
              <ul>
                {group.regions.map((region) => {
                  const inputId = `${id}-${region.key}`;
                  return (
                    <li key={region.key}>
                      <input
                        id={inputId}
                        type="checkbox"
                        checked={value.includes(region.key)}
                        onChange={(event) => toggle(region.key, event.target.checked)}
                      />
                      <label htmlFor={inputId}>{region.label}</label>
                    </li>
                  );
                })}
              </ul>
            </details>
          );
        })}
      </div>
      {!everywhere ? (
        <button type="button" className={styles.textButton} onClick={() => onChange([])}>
          Show everywhere instead
        </button>
      ) : null}
    </fieldset>
  );
}
