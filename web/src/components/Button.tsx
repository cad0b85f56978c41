import { RotateCw } from 'lucide-react';
import { Slot } from 'radix-ui';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'on-dark' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
  block?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', asChild = false, block = false, className, type, ...rest },
  ref,
) {
  const classes = [styles.button, styles[variant], styles[size], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  if (asChild) return <Slot.Root ref={ref} className={classes} {...rest} />;
  return <button ref={ref} type={type ?? 'button'} className={classes} {...rest} />;
});

/** The secondary button that asks again for what did not load. */
export function TryAgainButton({ onClick, size }: { onClick: () => void; size?: ButtonSize }) {
  return (
    <Button variant="secondary" size={size} onClick={onClick}>
      <RotateCw aria-hidden="true" /> Try again
    </Button>
  );
}
