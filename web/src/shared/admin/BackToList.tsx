import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { listHref } from './useListParams';

/** An editor's way back to its list ('← All games'), to the list as it was left: its search, filters, sort and page. */
export function BackToList({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={listHref(to)}>
      <ArrowLeft aria-hidden="true" /> {children}
    </Link>
  );
}
