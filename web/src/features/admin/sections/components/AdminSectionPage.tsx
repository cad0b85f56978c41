import type { RouteDef } from '@portal/domain';
import { Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../../components/Button';
import { EmptyState } from '../../../../components/Page';
import { ADMIN_AREAS, adminAreaKey } from '../../admin-sections';
import styles from './AdminSectionPage.module.css';

const ADD_ACTIONS: Record<string, { to: string; label: string }[]> = {
  '/admin/games': [{ to: '/admin/games/add', label: 'Add a game' }],
  '/admin/users': [
    { to: '/admin/users/add', label: 'Add a user' },
    { to: '/admin/users/add/guest', label: 'Add a guest' },
  ],
  '/admin/users/guests': [{ to: '/admin/users/add/guest', label: 'Add a guest' }],
  '/admin/operators': [{ to: '/admin/operators/add', label: 'Add an operator' }],
  '/admin/news-and-events': [{ to: '/admin/news-and-events/add', label: 'Add news' }],
};

/** An admin area's page, inside the admin layout, until its own editor lands. */
export default function AdminSectionPage({ route }: { route: RouteDef }) {
  const params = useParams();
  const area = ADMIN_AREAS[adminAreaKey(route.path)];
  const actions = ADD_ACTIONS[route.path] ?? [];
  const isForm = /\/(add|edit)(\/|$)/.test(route.path);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{route.title}</h1>
          <p className={styles.lead}>{area?.text}</p>
        </div>
        {actions.length > 0 ? (
          <div className={styles.actions}>
            {actions.map((action) => (
              <Button key={action.to} asChild size="md">
                <Link to={action.to}>
                  <Plus aria-hidden="true" /> {action.label}
                </Link>
              </Button>
            ))}
          </div>
        ) : null}
      </header>
      <EmptyState
        icon={area?.icon}
        title={isForm ? `${route.title}${params.id ? ` #${params.id}` : ''}` : 'Nothing here yet'}
      >
        <p>
          {isForm
            ? 'The form for this record opens here with every field of the record.'
            : 'Records you add appear here in a sortable list, with search and quick actions.'}
        </p>
      </EmptyState>
    </div>
  );
}
