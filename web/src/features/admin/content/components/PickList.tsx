import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId } from 'react';
import styles from './ContentEditor.module.css';

export interface PickOption<V extends string | number> {
  value: V;
  label: string;
}

/**
 * An ordered choice from a long list: the chosen items in their order (move up, move down,
 * remove) and a select to add another.
 */
export function PickList<V extends string | number>({
  label,
  hint,
  options,
  value,
  onChange,
  emptyText,
  max,
}: {
  label: string;
  hint?: string;
  options: readonly PickOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** What showing none means ('None picked: the games flagged featured show.'). */
  emptyText: string;
  max?: number;
}) {
  const id = useId();
  const labelOf = (v: V) => options.find((option) => option.value === v)?.label ?? `#${v}`;
  const available = options.filter((option) => !value.includes(option.value));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    onChange(next);
  };
  const full = max !== undefined && value.length >= max;
  return (
    <fieldset className={styles.pickList}>
      <legend className={styles.legend}>{label}</legend>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {value.length === 0 ? (
        <p className={styles.pickEmpty}>{emptyText}</p>
      ) : (
        <ol className={styles.picked}>
          {value.map((v, index) => (
            <li key={v}>
              <span className={styles.pickedLabel}>{labelOf(v)}</span>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Move ${labelOf(v)} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" />
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Move ${labelOf(v)} down`}
                disabled={index === value.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Remove ${labelOf(v)}`}
                onClick={() => onChange(value.filter((x) => x !== v))}
              >
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor={`${id}-add`} className="visually-hidden">
        Add to {label.toLowerCase()}
      </label>
      <select
        id={`${id}-add`}
        className={styles.addSelect}
        value=""
        disabled={full || available.length === 0}
        onChange={(event) => {
          const option = available.find((o) => String(o.value) === event.target.value);
          if (option) onChange([...value, option.value]);
        }}
      >
        <option value="">
          {full ? `At most ${max}` : available.length === 0 ? 'Nothing more to add' : 'Add…'}
        </option>
        {available.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
