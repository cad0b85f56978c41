import { hasPermission, usesSecondFactors } from '@portal/domain';
import type { UserDetail } from '@portal/domain/schemas';
import { ShieldOff } from 'lucide-react';
import { alerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/form';
import { toFailure } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { AdminLoading, LoadProblem } from '../../../../shared/admin';
import { personName } from '../../../../shared/people';
import { useResetSecondFactor, useSignInMethods } from '../api/sign-in-methods';
import styles from './UserEditPage.module.css';

/**
 * How a staff member signs in (issue 32 item 4): password, passkeys, authenticator app, recovery
 * codes; an SA resets a lost second factor (recorded in the audit trail).
 */
export function SignInMethodsPanel({ user }: { user: UserDetail }) {
  const { user: caller } = useSession();
  const methods = useSignInMethods(user.id);
  const reset = useResetSecondFactor(user.id);
  if (methods.isPending) return <AdminLoading part label="Loading how this user signs in…" />;
  if (methods.isError)
    return (
      <LoadProblem
        what="How this user signs in"
        error={methods.error}
        onRetry={() => void methods.refetch()}
      />
    );
  const { password, companyAccount, passkeys, totp, recoveryCodesLeft } = methods.data;
  const hasFactor = passkeys > 0 || totp;
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelLabel}>How they sign in</h2>
      <dl className={styles.facts}>
        <div>
          <dt>Password</dt>
          <dd>{password ? 'Set' : 'Not set yet'}</dd>
        </div>
        <div>
          <dt>Company account</dt>
          <dd>{companyAccount ? 'Signs in with single sign-on' : 'Not linked'}</dd>
        </div>
        {usesSecondFactors(user) ? (
          <>
            <div>
              <dt>Passkeys</dt>
              <dd>{passkeys === 0 ? 'None' : passkeys}</dd>
            </div>
            <div>
              <dt>Authenticator app</dt>
              <dd>{totp ? 'Set up' : 'None'}</dd>
            </div>
            {hasFactor ? (
              <div>
                <dt>Recovery codes</dt>
                <dd>{recoveryCodesLeft} left</dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>
      {hasFactor && hasPermission(caller, 'superAdmin') ? (
        <div className={styles.panelActions}>
          <ConfirmDialog
            title={`Reset the second factor of ${personName(user)}?`}
            description="Their passkeys, authenticator app and recovery codes are removed. They sign in with their password alone until they set a new one up."
            confirmLabel="Reset second factor"
            tone="danger"
            onConfirm={() =>
              reset.mutateAsync().then(
                () => alerts.success(`The second factor of ${personName(user)} was reset.`),
                (error) => alerts.danger(toFailure(error).message || 'The reset did not work.'),
              )
            }
            trigger={
              <Button variant="secondary" size="sm">
                <ShieldOff aria-hidden="true" /> Reset second factor…
              </Button>
            }
          />
        </div>
      ) : null}
    </div>
  );
}
