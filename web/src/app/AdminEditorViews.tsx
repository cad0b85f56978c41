import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import styles from './AdminEditorViews.module.css';

interface EditorView {
  /** The view's name in the address (?view=). */
  key: string;
  label: string;
  element: ReactNode;
}

/**
 * An admin screen of two or more editors, one shown at a time and named in the address (?view=; the
 * first without it): the pipeline's roadmap plan and page content, the promotional tools and their
 * page. Their features do not import each other, so they meet here.
 */
export function AdminEditorViews({ label, views }: { label: string; views: EditorView[] }) {
  const [params] = useSearchParams();
  const current = views.find((view) => view.key === params.get('view')) ?? views[0];
  return (
    <div className={styles.screen}>
      <nav aria-label={label} className={styles.switch}>
        {views.map((view) => (
          <Link
            key={view.key}
            to={`?view=${view.key}`}
            aria-current={view === current ? 'page' : undefined}
            className={styles.link}
          >
            {view.label}
          </Link>
        ))}
      </nav>
      {current?.element}
    </div>
  );
}
