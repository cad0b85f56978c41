import { ALL_REGIONS, findRegion } from '@portal/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { DateInput, Select } from '../../../../components/form';
import styles from './AdminNews.module.css';

export interface RegionDate {
  region: string;
  publishDate: string;
}

const REGION_OPTIONS = ALL_REGIONS.map((region) => ({ value: region.key, label: region.label }));

/**
 * A story scheduled per region (decision 151): for some regions, the day it comes out there, later
 * than its publish time. Readers whose every selected region is before its day do not see it yet.
 */
export function RegionDatesField({
  value,
  onChange,
  error,
}: {
  value: RegionDate[];
  onChange: (dates: RegionDate[]) => void;
  error?: string;
}) {
  const id = useId();
  const change = (index: number, entry: Partial<RegionDate>) =>
    onChange(value.map((existing, at) => (at === index ? { ...existing, ...entry } : existing)));
  const firstFree = REGION_OPTIONS.find((option) => !value.some((entry) => entry.region === option.value));
  return (
    <fieldset className={styles.regions} aria-describedby={`${id}-hint`}>
      <legend className={styles.legend}>Regional publish days</legend>
      <p className={styles.hint} id={`${id}-hint`}>
        {value.length === 0
          ? 'The story comes out everywhere at its publish time.'
          : 'In these regions the story comes out on the day given; elsewhere at its publish time.'}
      </p>
      {value.length > 0 ? (
        <ul className={styles.regionDates}>
          {value.map((entry, index) => {
            const label = findRegion(entry.region)?.label ?? entry.region;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list; its region can change under focus
              <li key={index} className={styles.regionDate}>
                <Select
                  label="Region"
                  options={REGION_OPTIONS}
                  value={entry.region}
                  onChange={(event) => change(index, { region: event.target.value })}
                />
                <DateInput
                  label="Comes out on"
                  value={entry.publishDate}
                  onChange={(event) => change(index, { publishDate: event.target.value })}
                />
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`Remove the day for ${label}`}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {firstFree ? (
        <button
          type="button"
          className={styles.textButton}
          onClick={() => onChange([...value, { region: firstFree.value, publishDate: '' }])}
        >
          <Plus aria-hidden="true" /> Add a regional day
        </button>
      ) : null}
    </fieldset>
  );
}
