import { MESSAGES } from '@portal/domain';
import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/Button';
import { usePageReady } from '../lib/loading';
import styles from './NotFoundPage.module.css';

/** Any other path: 'Page not found' with a link home. */
export function NotFoundPage() {
  usePageReady();
  return (
    <div className={styles.page}>
      <div className={styles.badge} aria-hidden="true">
        <Compass />
      </div>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{MESSAGES.pageNotFound}</h1>
      <p className={styles.text}>The page you were looking for has moved, or the address has a typo in it.</p>
      <Button asChild size="lg">
        <Link to="/">
          <ArrowLeft aria-hidden="true" /> Back to home
        </Link>
      </Button>
    </div>
  );
}
