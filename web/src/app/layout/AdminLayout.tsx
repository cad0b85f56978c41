import { hasPermission } from '@portal/domain';
import { LayoutDashboard } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/Spinner';
import { useSession } from '../../lib/session';
import { ADMIN_AREAS, ADMIN_SECTION_ROUTES, adminAreaKey } from '../../shared/admin/admin-sections';
import styles from './AdminLayout.module.css';

const GROUPS = ['Content', 'People', 'Pages'] as const;

/** The admin area (/admin): a sidebar of the areas this user may manage, and the page. Lazy. */
export default function AdminLayout() {
  const { user } = useSession();
  const routes = ADMIN_SECTION_ROUTES.filter((route) => hasPermission(user, route.area));
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  const sidebar = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // On narrow screens the areas scroll sideways: keep the current one in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the route changes the current area
  useEffect(() => {
    const current = sidebar.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const row = sidebar.current;
    if (!current || !row || row.scrollWidth <= row.clientWidth) return;
    const offset = current.getBoundingClientRect().left - row.getBoundingClientRect().left;
    row.scrollLeft += offset - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar} ref={sidebar}>
        <nav aria-label="Admin">
          <NavLink to="/admin" end className={linkClass}>
            <LayoutDashboard aria-hidden="true" /> Dashboard
          </NavLink>
          {GROUPS.map((group) => {
            const items = routes.filter((route) => ADMIN_AREAS[adminAreaKey(route.path)]?.group === group);
            if (items.length === 0) return null;
            return (
              <div key={group} className={styles.group}>
                <p className={styles.groupTitle}>{group}</p>
                <ul>
                  {items.map((route) => (
                    <li key={route.path}>
                      <NavLink to={route.path} className={linkClass}>
                        {ADMIN_AREAS[adminAreaKey(route.path)]?.icon}
                        {route.title}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
      </aside>
      <div className={styles.content}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
