import { MESSAGES } from '@portal/domain';
import { RefreshCw } from 'lucide-react';
import { Button } from '../components/Button';
import { Logo } from '../components/Logo';
import styles from './FullPage.module.css';

/** SPEC §2/§4: a failed start-up shows the full-page message 'An error occurred :('. */
export function FullPageError() {
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <Logo />
        <h1 className={styles.title}>{MESSAGES.startupFailed}</h1>
        <p className={styles.text}>
          The portal could not start. This is usually brief: try again in a moment.
        </p>
        <Button size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" /> Try again
        </Button>
      </div>
    </main>
  );
}
