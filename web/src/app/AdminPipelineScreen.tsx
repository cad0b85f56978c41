import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import styles from './AdminPipelineScreen.module.css';

/**
 * /admin/pipeline: the roadmap plan and the pipeline page's content, two features side by side
 * (features do not import each other, so they meet here). ?view=content opens the page content.
 */
export function AdminPipelineScreen({ plan, content }: { plan: ReactNode; content: ReactNode }) {
  const [params] = useSearchParams();
  const view = params.get('view') === 'content' ? 'content' : 'plan';
  return (
    <div className={styles.screen}>
      <nav aria-label="Pipeline editors" className={styles.switch}>
        <Link to="?view=plan" aria-current={view === 'plan' ? 'page' : undefined} className={styles.link}>
          Roadmap plan
        </Link>
        <Link
          to="?view=content"
          aria-current={view === 'content' ? 'page' : undefined}
          className={styles.link}
        >
          Page content
        </Link>
      </nav>
      {view === 'plan' ? plan : content}
    </div>
  );
}
