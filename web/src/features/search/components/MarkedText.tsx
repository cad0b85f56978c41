import type { SearchTextPart } from '@portal/domain/schemas';
import { Fragment } from 'react';

/** A title or excerpt with the words the search matched in `<mark>`. */
export function MarkedText({ parts, className }: { parts: readonly SearchTextPart[]; className?: string }) {
  return (
    <span className={className}>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, never reordered
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, never reordered
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}
