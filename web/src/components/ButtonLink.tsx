import { Link, type LinkProps } from 'react-router';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link within the app that looks like a button (a Button around a router Link). */
export function ButtonLink({ variant, size, ...link }: ButtonLinkProps) {
  return (
    <Button asChild variant={variant} size={size}>
      <Link {...link} />
    </Button>
  );
}
