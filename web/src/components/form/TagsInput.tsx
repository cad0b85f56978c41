import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { Field } from './Field';
import styles from './form.module.css';

export interface TagsInputProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  /** Offered as the user types (a datalist): tags already in use. */
  suggestions?: readonly string[];
  /** Longest tag, in characters. */
  maxLength?: number;
  /** Most tags. */
  max?: number;
  placeholder?: string;
  onBlur?: () => void;
}

/**
 * Tags as removable chips and a text box: Enter or a comma adds what was typed (a tag already there
 * in any case is not added twice), Backspace in the empty box removes the last chip.
 */
export function TagsInput({
  label,
  hint,
  error,
  id,
  value,
  onChange,
  suggestions = [],
  maxLength,
  max,
  placeholder = 'Type a tag and press Enter',
  onBlur,
}: TagsInputProps) {
  const [draft, setDraft] = useState('');
  const full = max !== undefined && value.length >= max;

  function add(text: string) {
    const tag = text.trim();
    setDraft('');
    if (!tag || full) return;
    if (value.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return;
    onChange([...value, tag]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <div className={styles.tags}>
          {value.length > 0 ? (
            <ul className={styles.chips} aria-label="Chosen">
              {value.map((tag) => (
                <li key={tag} className={styles.chip}>
                  <span>{tag}</span>
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={`Remove ${tag}`}
                    onClick={() => onChange(value.filter((t) => t !== tag))}
                  >
                    <X aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <input
            {...control}
            className={styles.tagsBox}
            value={draft}
            maxLength={maxLength}
            disabled={full}
            placeholder={full ? `At most ${max}` : placeholder}
            list={suggestions.length > 0 ? `${control.id}-suggestions` : undefined}
            onChange={(event) => {
              const text = event.target.value;
              // A datalist pick arrives as a whole value: take it at once.
              if (suggestions.includes(text)) add(text);
              else setDraft(text);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              add(draft);
              onBlur?.();
            }}
          />
          {suggestions.length > 0 ? (
            <datalist id={`${control.id}-suggestions`}>
              {suggestions
                .filter((s) => !value.some((t) => t.toLowerCase() === s.toLowerCase()))
                .map((s) => (
                  <option key={s} value={s} />
                ))}
            </datalist>
          ) : null}
        </div>
      )}
    </Field>
  );
}
