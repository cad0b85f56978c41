import { fullName } from '@portal/domain';
import { Check } from 'lucide-react';
import { useNavigate } from 'react-router';
import { usePageReady } from '../../../lib/loading';
import { takeRememberedRoute } from '../../../lib/return-path';
import { useSession } from '../../../lib/session';
import { LoginForm } from './LoginForm';
import styles from './LoginPage.module.css';

const BENEFITS = [
  'Play every eInstant and draw game demo',
  'Download artwork, videos and marketing kits',
  'See the release roadmap for your regions',
];

export function LoginPage() {
  usePageReady();
  const navigate = useNavigate();
  const { user } = useSession();

  return (
    <div className={styles.page}>
      <div className={styles.shell}>
        <aside className={styles.brand} aria-label="Partner portal">
          <p className={styles.eyebrow}>Partner portal</p>
          <p className={styles.pitch}>Everything your lottery needs to launch great games.</p>
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>
                <Check aria-hidden="true" />
                {benefit}
              </li>
            ))}
          </ul>
        </aside>
        <div className={styles.card}>
          {user ? (
            <p className={styles.signedIn} role="status">
              You are signed in as <strong>{fullName(user)}</strong>. This page needs a different account:
              sign in with it below.
            </p>
          ) : null}
          <LoginForm
            autoFocus
            onSuccess={() => navigate(takeRememberedRoute('/') ?? '/', { replace: true })}
          />
        </div>
      </div>
    </div>
  );
}
