import { History } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/Button';
import { formatDate } from '../admin/dates';
import styles from './ActivityFeed.module.css';
import { auditDetailsOf, changeLines, type OperatorNamer } from './activity';
import { useActivity } from './api/activity';
import { useOperators } from './api/operators';
import { FeedPager } from './FeedPager';

export interface ActivityFeedProps {
  title: string;
  /** Only the entries about this user. */
  targetUser?: number;
  /** What is true when there is nothing to show. */
  emptyText: string;
  pageSize?: number;
}

/**
 * A page of the audit trail (GET /api/logs/get: an SA reads all of it, an AM the entries about the
 * users they may manage), newest first, with Newer and Older: who did what, when, and the fields it
 * changed.
 */
export function ActivityFeed({ title, targetUser, emptyText, pageSize = 10 }: ActivityFeedProps) {
  const headingId = useId();
  const [page, setPage] = useState(0);
  const activity = useActivity({ targetUser, page, pageSize });
  const operators = useOperators();
  const operatorName = useMemo<OperatorNamer>(() => {
    const names = new Map((operators.data ?? []).map((operator) => [operator.id, operator.name]));
    return (id) => names.get(id);
  }, [operators.data]);

  const entries = activity.data?.entries ?? [];

  return (
    <section
      className={styles.panel}
      aria-labelledby={headingId}
      aria-busy={activity.isFetching || undefined}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          <History aria-hidden="true" /> {title}
        </h2>
        <FeedPager
          title={title}
          page={page}
          hasOlder={Boolean(activity.data?.hasOlder)}
          busy={activity.isFetching}
          onPage={setPage}
        />
      </header>

      {activity.isPending ? (
        <ul className={styles.list} aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <li key={n} className={styles.skeletonItem}>
              <span className={styles.skeleton} />
              <span className={`${styles.skeleton} ${styles.short}`} />
            </li>
          ))}
        </ul>
      ) : activity.isError ? (
        <div className={styles.message} role="alert">
          <p>The activity could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void activity.refetch()}>
            Try again
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p className={styles.message}>{emptyText}</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry) => {
            const details = auditDetailsOf(entry.data);
            const lines = details ? changeLines(details, operatorName) : [];
            return (
              <li key={entry.id} className={styles.item}>
                <p className={styles.sentence}>
                  <span className={styles.actor}>{entry.user?.fullName || 'Someone'}</span>{' '}
                  <span className={styles.what}>{entry.description}</span>
                </p>
                <time className={styles.time} dateTime={entry.createdAt}>
                  {formatDate(entry.createdAt, 'dayTime')}
                </time>
                {lines.length > 0 ? (
                  <dl className={styles.changes}>
                    {lines.map((line) => (
                      <div key={line.field} className={styles.change}>
                        <dt>{line.label}</dt>
                        <dd>{line.text}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
