import { hasPermission, MESSAGES } from '@portal/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../../../lib/session';
import { ADMIN_AREAS, ADMIN_SECTION_ROUTES, adminAreaKey } from '../../../../shared/admin';
import { ActivityFeed, ReportedEvents } from '../../../../shared/people';
import { DashboardCounts } from './DashboardCounts';
import styles from './DashboardPage.module.css';
import { DownloadAnalytics } from './DownloadAnalytics';

/**
 * /admin: the Dashboard, 'Welcome back' and the user's first name, with the areas they manage, the
 * recent activity of the audit trail and, apart from it, the events the app reported. An SA reads all
 * of it; an AM what concerns the users they may manage (the server decides: logs/get, client-events).
 */
export default function DashboardPage() {
  const { user } = useSession();
  const routes = ADMIN_SECTION_ROUTES.filter((route) => hasPermission(user, route.area));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {MESSAGES.welcomeBack}, <span className={styles.name}>{user?.firstName}</span>
        </h1>
        <p className={styles.lead}>
          Pick an area to manage. Changes are live for portal users as soon as you save.
        </p>
      </header>
      <DashboardCounts />
      <DownloadAnalytics />
      <ul className={styles.grid}>
        {routes.map((route) => {
          const area = ADMIN_AREAS[adminAreaKey(route.path)];
          return (
            <li key={route.path}>
              <Link to={route.path} className={styles.card}>
                <span className={styles.icon} aria-hidden="true">
                  {area?.icon}
                </span>
                <span className={styles.cardTitle}>{route.title}</span>
                <span className={styles.cardText}>{area?.text}</span>
                <ArrowRight aria-hidden="true" className={styles.arrow} />
              </Link>
            </li>
          );
        })}
      </ul>
      {hasPermission(user, 'users') ? (
        <>
          <ActivityFeed
            title="Recent activity"
            emptyText={
              hasPermission(user, 'superAdmin')
                ? 'Nothing has been recorded yet.'
                : 'Nothing has been recorded yet about the users you manage.'
            }
          />
          <ReportedEvents />
        </>
      ) : null}
    </div>
  );
}
