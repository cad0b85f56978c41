import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../ButtonLink';
import type { AdminColumn } from './AdminTable';

/** An admin list's last column: the row's buttons, at the end, without a label on narrow screens' cards. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): AdminColumn<Row> {
  return { key: 'actions', header: 'Actions', align: 'end', hideLabelOnCard: true, cell };
}

/** A row's Edit button, a link to its editor; `name` names the row to screen readers ('Edit Ann Lee'). */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <ButtonLink to={to} aria-label={`Edit ${name}`} variant="secondary" size="sm">
      <Pencil aria-hidden="true" /> Edit
    </ButtonLink>
  );
}
