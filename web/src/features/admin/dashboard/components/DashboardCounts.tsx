import { useQuery } from '@tanstack/react-query';
import { Building2, CalendarClock, Gamepad2, Map as MapIcon, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Loaded } from '../../../../shared/admin';
import { dashboardSummaryQueryOptions } from '../api/dashboard';
import styles from './DashboardCounts.module.css';

const number = new Intl.NumberFormat('en-GB');

function Count({
  icon,
  label,
  value,
  detail,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  detail?: string;
}) {
  return (
    <li className={styles.count}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{number.format(value)}</span>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </li>
  );
}

/** The dashboard's counts (GET /api/dashboard/summary): games, users by type, guests, operators. */
export function DashboardCounts() {
  const summary = useQuery(dashboardSummaryQueryOptions);
  return (
    <section aria-labelledby="dashboard-counts" className={styles.section}>
      <h2 id="dashboard-counts" className={styles.heading}>
        At a glance
      </h2>
      <Loaded query={summary} what="The counts" loading="Loading the counts…" part>
        {(data) => (
          <ul className={styles.grid}>
            <Count icon={<Gamepad2 size={20} />} label="Live games" value={data.games.live} />
            <Count
              icon={<MapIcon size={20} />}
              label="Roadmap games"
              value={data.games.roadmap}
              detail={`${number.format(data.games.total)} games in all`}
            />
            <Count
              icon={<Users size={20} />}
              label="Users"
              value={data.users.total}
              detail={`${number.format(data.users.byType.igt)} provider staff, ${number.format(data.users.byType.operator)} operator users, ${number.format(data.users.byType.guest)} guests`}
            />
            <Count
              icon={<CalendarClock size={20} />}
              label="Guests expiring within 7 days"
              value={data.guestsExpiringWithin7Days}
            />
            <Count icon={<Building2 size={20} />} label="Operators" value={data.operators} />
          </ul>
        )}
      </Loaded>
    </section>
  );
}
