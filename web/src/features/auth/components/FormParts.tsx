import { CircleAlert } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './LoginForm.module.css';

/** The form's problem, announced as it appears; inputs point at it with aria-describedby. */
export function FormProblem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className={styles.problem} role="alert" id={id}>
      <CircleAlert aria-hidden="true" className={styles.problemIcon} />
      {children}
    </div>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input in the account forms' style. */
export function TextField({ id, label, ...input }: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={styles.input} {...input} />
    </div>
  );
}
