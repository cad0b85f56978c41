import type { ReactNode } from 'react';

/** A part of a form, named for assistive technology by its heading. */
export function FormSection({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  /** The heading's id (unique on the page). */
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
