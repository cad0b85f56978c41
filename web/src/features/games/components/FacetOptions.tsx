import { CheckboxOption } from '../../../components/CheckboxOption';
import { type Facet, facetOptions, toggleValue } from '../filters';
import styles from './FilterBar.module.css';
import type { FilterProps } from './filter-controls';

/** A facet's options as checkboxes, with their counts: in the facet dropdowns and the filter sheet. */
export function FacetOptions({
  facet,
  games,
  filters,
  onChange,
  idPrefix,
}: FilterProps & { facet: Facet; idPrefix: string }) {
  const options = facetOptions(games, filters, facet);
  if (options.length === 0)
    return <p className={styles.none}>No {facet.label.toLowerCase()} in this catalogue yet.</p>;
  return (
    <div className={facet.options.length > 8 ? `${styles.options} ${styles.optionsWide}` : styles.options}>
      {options.map((option) => {
        const id = `${idPrefix}-${facet.key}-${option.value.replace(/\W+/g, '-')}`;
        const checked = filters[facet.key].includes(option.value);
        return (
          <CheckboxOption
            key={option.value}
            id={id}
            label={option.label}
            checked={checked}
            onCheckedChange={() => onChange(toggleValue(filters, facet.key, option.value))}
            className={styles.option}
            data-empty={option.count === 0 && !checked}
          >
            <span className={styles.optionCount} aria-hidden="true">
              {option.count}
            </span>
          </CheckboxOption>
        );
      })}
    </div>
  );
}
