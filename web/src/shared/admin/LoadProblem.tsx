import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { toFailure } from '../../lib/api-client';
import styles from './LoadProblem.module.css';

/** Whether a failed load means the thing is not there (a 404), rather than that the load failed. */
function isNotFound(error: unknown): boolean {
  return toFailure(error).code === 404;
}

/**
 * A list or record that did not load. A 404 (or `missing`: an id that cannot be one) says it was not
 * found, perhaps deleted, with no retry; anything else says it could not be loaded, the server's
 * reason, and Try again.
 */
export function LoadProblem({
  what,
  error,
  missing = false,
  onRetry,
  action,
}: {
  /** The subject of the sentence: 'The story', 'The games'. */
  what: string;
  error?: unknown;
  /** Known not to exist without asking (an id that is not a number). */
  missing?: boolean;
  onRetry?: () => void;
  /** A way on besides retrying (Back to all stories). */
  action?: ReactNode;
}) {
  const notFound = missing || isNotFound(error);
  // A refusal (403) stays one however often it is asked: no Try again.
  const refused = !notFound && toFailure(error).code === 403;
  const reason = notFound ? 'It may have been deleted, or the address is wrong.' : toFailure(error).message;
  return (
    <div className={styles.problem} role="alert">
      <CircleAlert aria-hidden="true" className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{notFound ? `${what} was not found.` : `${what} could not be loaded.`}</p>
        {reason ? <p className={styles.reason}>{reason}</p> : null}
      </div>
      {!notFound && !refused && onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
      {action}
    </div>
  );
}
