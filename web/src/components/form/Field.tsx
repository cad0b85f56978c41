import { type ReactNode, useId } from 'react';
import styles from './form.module.css';

/** What a control inside a Field spreads on itself so its label, hint and error reach assistive tech. */
interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** A line under the label saying what goes here. */
  hint?: ReactNode;
  /** The field's problem (react-hook-form's `errors.x?.message`). */
  error?: string;
  required?: boolean;
  /** The control's id; one is made up when missing. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form field: label, optional hint, the control, and its error (announced as it appears). */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const madeUp = useId();
  const controlId = id ?? madeUp;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
