import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './CheckboxOption.module.css';

export interface CheckboxOptionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The checkbox's id, which its label points at. */
  id: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shown after the label (a count). */
  children?: ReactNode;
}

/** A checkbox (Radix) with its label on one row: the filter options and the region selector. */
export function CheckboxOption({
  id,
  label,
  checked,
  onCheckedChange,
  className,
  children,
  ...rest
}: CheckboxOptionProps) {
  return (
    <div className={className ? `${styles.row} ${className}` : styles.row} {...rest}>
      <Checkbox.Root
        id={id}
        className={styles.box}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
      >
        <Checkbox.Indicator className={styles.indicator}>
          <Check aria-hidden="true" />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}
