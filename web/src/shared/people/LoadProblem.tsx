import { CircleAlert } from 'lucide-react';
import { Button } from '../../components/Button';
import { toFailure } from '../../lib/api-client';
import styles from './LoadProblem.module.css';

/** A list or record that did not load: what failed, the server's reason, and a way to try again. */
export function LoadProblem({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry?: () => void;
}) {
  const reason = toFailure(error).message;
  return (
    <div className={styles.problem} role="alert">
      <CircleAlert aria-hidden="true" className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{what} could not be loaded.</p>
        {reason ? <p className={styles.reason}>{reason}</p> : null}
      </div>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
