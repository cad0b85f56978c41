import { Building2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { useCompanySignIn } from '../hooks/useCompanySignIn';
import { FormProblem } from './FormParts';
import styles from './LoginForm.module.css';

/** "Sign in with your company account" under the login form, when single sign-on is set up. */
export function CompanySignIn({ onSuccess }: { onSuccess: () => void }) {
  const { enabled, start, problem, pending } = useCompanySignIn(onSuccess);
  const id = useId();
  if (!enabled) return null;
  return (
    <section className={styles.company} aria-labelledby={`${id}-title`}>
      <h2 className={styles.companyTitle} id={`${id}-title`}>
        <span>Provider staff</span>
      </h2>
      {problem ? (
        <FormProblem id={`${id}-problem`}>
          <p>{problem}</p>
        </FormProblem>
      ) : null}
      {pending && !problem ? (
        <p role="status" className={styles.companyStatus}>
          Signing you in with your company account…
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="lg"
        block
        className={styles.companyButton}
        onClick={start}
        disabled={pending}
        aria-busy={pending || undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      >
        <Building2 aria-hidden="true" />
        Sign in with your company account
      </Button>
    </section>
  );
}
