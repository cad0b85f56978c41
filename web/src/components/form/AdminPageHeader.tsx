import { type LucideIcon, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../ButtonLink';
import styles from './admin.module.css';

/** The top of an admin screen: its title, a line of context, and the primary action (Add …). */
export function AdminPageHeader({
  title,
  lead,
  actions,
  back,
}: {
  title: ReactNode;
  lead?: ReactNode;
  /** The primary action (a Button), and any secondary ones. */
  actions?: ReactNode;
  /** A link back to the list, above the title. */
  back?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        {back ? <div className={styles.back}>{back}</div> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {actions ? <div className={styles.headerActions}>{actions}</div> : null}
    </header>
  );
}

/** The header's primary action: a button link to an add (or write) form, its icon before its label. */
export function AddLink({
  to,
  icon: Icon = Plus,
  children,
}: {
  to: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <ButtonLink to={to}>
      <Icon aria-hidden="true" /> {children}
    </ButtonLink>
  );
}
