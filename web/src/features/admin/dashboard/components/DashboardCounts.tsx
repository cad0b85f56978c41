import { useQuery } from '@tanstack/react-query';
import { Building2, CalendarClock, Gamepad2, Map as MapIcon, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { toFailure } from '../../../../lib/api-client';
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
  const { data, isPending, isError, error } = useQuery(dashboardSummaryQueryOptions);
  return (
    <section aria-labelledby="dashboard-counts" className={styles.section}>
      <h2 id="dashboard-counts" className={styles.heading}>
        At a glance
      </h2>
      {isError ? (
        <p className={styles.problem}>The counts did not load. {toFailure(error).message}</p>
      ) : isPending ? (
        <ul className={styles.grid} aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={index} className={`${styles.count} ${styles.skeleton}`} />
          ))}
        </ul>
      ) : (
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
    </section>
  );
}
