import type { AssetRef } from '@portal/domain/schemas';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../ButtonLink';
import type { AdminColumn } from './AdminTable';
import styles from './columns.module.css';

/** An admin list's last column: the row's buttons, at the end, without a label on narrow screens' cards. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): AdminColumn<Row> {
  return { key: 'actions', header: 'Actions', align: 'end', hideLabelOnCard: true, cell };
}

/**
 * An admin list's picture column: the first asset's thumbnail (else its preview), or `fallback` (an
 * icon) when the row has none. `lazy` loads the pictures as they near the viewport (long lists).
 */
export function thumbnailColumn<Row>(
  assets: (row: Row) => readonly Pick<AssetRef, 'thumbnail' | 'alink'>[],
  fallback: ReactNode,
  { lazy = false }: { lazy?: boolean } = {},
): AdminColumn<Row> {
  return {
    key: 'thumbnail',
    header: 'Thumbnail',
    hideLabelOnCard: true,
    cell: (row) => {
      const art = assets(row)[0];
      const src = art?.thumbnail ?? art?.alink;
      return src ? (
        <img className={styles.thumb} src={src} alt="" loading={lazy ? 'lazy' : undefined} />
      ) : (
        <span className={styles.thumbEmpty} aria-hidden="true">
          {fallback}
        </span>
      );
    },
  };
}

/** A row's Edit button, a link to its editor; `name` names the row to screen readers ('Edit Ann Lee'). */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <ButtonLink to={to} aria-label={`Edit ${name}`} variant="secondary" size="sm">
      <Pencil aria-hidden="true" /> Edit
    </ButtonLink>
  );
}

/**
 * An admin list's first column: the row's name as a link to where it is edited, sorted by that
 * name. The link takes the list's own style.
 */
export function nameLinkColumn<Row>({
  key = 'name',
  header = 'Name',
  name,
  to,
  linkClassName,
}: {
  key?: string;
  header?: string;
  name: (row: Row) => string;
  to: (row: Row) => string;
  linkClassName: string;
}): AdminColumn<Row> {
  return {
    key,
    header,
    primary: true,
    sortValue: (row) => name(row).toLowerCase(),
    cell: (row) => (
      <Link to={to(row)} className={linkClassName}>
        {name(row)}
      </Link>
    ),
  };
}
