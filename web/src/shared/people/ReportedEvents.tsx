import { Radio } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { formatDate } from '../admin/dates';
import styles from './ActivityFeed.module.css';
import { useClientEvents } from './api/client-events';
import { FeedPager } from './FeedPager';

/**
 * The events the app reported through logs/create (GET /api/logs/client-events): kept apart from the
 * audit trail and marked as reported, since any signed-in page sends them and the server only checks
 * who sent them (issue 28 item 15).
 */
export function ReportedEvents({ pageSize = 10 }: { pageSize?: number }) {
  const headingId = useId();
  const [page, setPage] = useState(0);
  const reported = useClientEvents({ page, pageSize });
  const events = reported.data?.events ?? [];
  const title = 'Reported by the app';

  return (
    <section
      className={styles.panel}
      aria-labelledby={headingId}
      aria-busy={reported.isFetching || undefined}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          <Radio aria-hidden="true" /> {title}
        </h2>
        <FeedPager
          title={title}
          page={page}
          hasOlder={Boolean(reported.data?.hasOlder)}
          busy={reported.isFetching}
          onPage={setPage}
        />
      </header>
      <p className={styles.note}>
        Events the portal's pages sent, such as sign-ins. They are as the browser reported them, not changes
        the server made.
      </p>

      {reported.isPending ? (
        <p className={styles.message}>Loading the reported events…</p>
      ) : reported.isError ? (
        <div className={styles.message} role="alert">
          <p>The reported events could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void reported.refetch()}>
            Try again
          </Button>
        </div>
      ) : events.length === 0 ? (
        <p className={styles.message}>Nothing has been reported yet.</p>
      ) : (
        <ol className={styles.list}>
          {events.map((event) => (
            <li key={event.id} className={styles.item}>
              <p className={styles.sentence}>
                <span className={styles.badge}>Reported</span>{' '}
                <span className={styles.actor}>{event.author?.fullName || 'Someone'}</span>{' '}
                <span className={styles.what}>{event.description}</span>
                {event.reportedUser ? (
                  <span className={styles.what}> (user given: {event.reportedUser})</span>
                ) : null}
              </p>
              <time className={styles.time} dateTime={event.createdAt}>
                {formatDate(event.createdAt, 'dayTime')}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
