import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { Field } from './Field';
import styles from './form.module.css';

interface LabelledProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Class of the field's wrapper (grid placement). */
  fieldClassName?: string;
}

export type TextInputProps = LabelledProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

/** A labelled one-line input; spread react-hook-form's `register('name')` on it. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, hint, error, fieldClassName, id, required, className, type = 'text', ...input },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <input
          ref={ref}
          type={type}
          className={className ? `${styles.input} ${className}` : styles.input}
          {...control}
          {...input}
        />
      )}
    </Field>
  );
});

export type DateInputProps = TextInputProps & {
  /** 'date' (YYYY-MM-DD) or 'datetime-local' (a local date and time). */
  type?: 'date' | 'datetime-local';
};

/** A labelled date (or date and time) input, the browser's own picker. */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { type = 'date', className, ...props },
  ref,
) {
  return (
    <TextInput
      ref={ref}
      type={type}
      className={className ? `${styles.date} ${className}` : styles.date}
      {...props}
    />
  );
});

export type TextAreaProps = LabelledProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>;

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, fieldClassName, id, required, className, rows = 4, ...textarea },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          className={className ? `${styles.textarea} ${className}` : styles.textarea}
          {...control}
          {...textarea}
        />
      )}
    </Field>
  );
});

interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = LabelledProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    /** A first option with an empty value ('Choose a category'). */
    placeholder?: string;
  };

/** A labelled native select (keyboard and screen readers work as everywhere). */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, fieldClassName, id, required, className, options, placeholder, ...select },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <select
          ref={ref}
          className={className ? `${styles.select} ${className}` : styles.select}
          {...control}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  fieldClassName?: string;
};

/** A native checkbox with its label on one row and an optional hint below; works with `register`. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, hint, error, fieldClassName, id, className, ...input },
  ref,
) {
  const madeUp = useId();
  const inputId = id ?? madeUp;
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={fieldClassName ? `${styles.checkboxField} ${fieldClassName}` : styles.checkboxField}>
      <div className={styles.checkboxRow}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={className ? `${styles.checkbox} ${className}` : styles.checkbox}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          {...input}
        />
        <label htmlFor={inputId} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${inputId}-hint`} className={styles.checkboxHint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
