import type { SecurityStatus, TotpSetup } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { Fingerprint, KeyRound, ShieldAlert, Smartphone, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { alerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import { AdminPageHeader, TextInput } from '../../../../components/form';
import { toFailure } from '../../../../lib/api-client';
import { securityStatusQueryOptions } from '../../../../lib/second-factor';
import { formatDate, Loaded } from '../../../../shared/admin';
import { useSecurityActions } from '../api/security';
import styles from './SecurityPage.module.css';

/**
 * /admin/security: the signed-in SA's or AM's passkeys, authenticator app and recovery codes
 * (issue 32 item 3). When the portal requires a second factor, the only page open until one is set.
 */
export default function SecurityPage() {
  const status = useQuery(securityStatusQueryOptions);
  return (
    <div className={styles.page}>
      <AdminPageHeader
        title="Security"
        lead="How you sign in: a passkey, or a code from an authenticator app after your password."
      />
      <Loaded query={status} what="Your security settings" loading="Loading your security settings…">
        {(loaded) => <SecuritySettings status={loaded} />}
      </Loaded>
    </div>
  );
}

function SecuritySettings({ status }: { status: SecurityStatus }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  if (!status.eligible)
    return (
      <p className={styles.notice} role="note">
        Second factors are for super admins and account managers who sign in with a password.
      </p>
    );
  return (
    <>
      {status.setupRequired ? (
        <p className={styles.warning} role="alert">
          <ShieldAlert aria-hidden="true" />
          This portal requires a second factor for admins. Add a passkey or an authenticator app to continue.
        </p>
      ) : null}
      {codes ? <NewRecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
      <PasskeysPanel status={status} onCodes={setCodes} />
      <AuthenticatorPanel status={status} onCodes={setCodes} />
      <RecoveryCodesPanel status={status} onCodes={setCodes} />
    </>
  );
}

function problemOf(error: unknown): string {
  if (error instanceof Error && error.name === 'NotAllowedError')
    return 'The passkey prompt was closed before it finished.';
  return toFailure(error).message || 'That did not work. Please try again.';
}

function PasskeysPanel({ status, onCodes }: { status: SecurityStatus; onCodes: (codes: string[]) => void }) {
  const headingId = useId();
  const actions = useSecurityActions();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!name.trim()) return setProblem('Please name the passkey, for example “Work laptop”.');
    try {
      const answer = await actions.addPasskey.mutateAsync(name.trim());
      setName('');
      alerts.success('Passkey added.');
      if (answer.recoveryCodes) onCodes(answer.recoveryCodes);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        <Fingerprint aria-hidden="true" /> Passkeys
      </h2>
      <p className={styles.lead}>
        A passkey signs you in on its own, with your device’s lock (fingerprint, face or PIN). It also stands
        in for a code after your password.
      </p>
      {status.passkeys.length > 0 ? (
        <ul className={styles.list} aria-label="Your passkeys">
          {status.passkeys.map((key) => (
            <li key={key.id} className={styles.item}>
              <div>
                <span className={styles.itemName}>{key.name}</span>
                <span className={styles.itemMeta}>
                  Added {formatDate(key.createdAt, 'day')} ·{' '}
                  {key.lastUsedAt ? `last used ${formatDate(key.lastUsedAt, 'dayTime')}` : 'not used yet'}
                </span>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove passkey ${key.name}`}
                disabled={actions.removePasskey.isPending}
                onClick={() =>
                  actions.removePasskey.mutate(key.id, {
                    onSuccess: () => alerts.success(`Passkey ${key.name} removed.`),
                    onError: (error) => alerts.danger(problemOf(error)),
                  })
                }
              >
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No passkeys yet.</p>
      )}
      <form className={styles.inline} noValidate onSubmit={add}>
        <TextInput
          label="Passkey name"
          value={name}
          maxLength={60}
          placeholder="Work laptop"
          error={problem ?? undefined}
          onChange={(event) => setName(event.target.value)}
          fieldClassName={styles.grow}
        />
        <Button
          type="submit"
          disabled={actions.addPasskey.isPending}
          aria-busy={actions.addPasskey.isPending || undefined}
        >
          <Fingerprint aria-hidden="true" /> Add a passkey
        </Button>
      </form>
    </section>
  );
}

function AuthenticatorPanel({
  status,
  onCodes,
}: {
  status: SecurityStatus;
  onCodes: (codes: string[]) => void;
}) {
  const headingId = useId();
  const actions = useSecurityActions();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!code.trim()) return setProblem('Please enter the six-digit code.');
    try {
      const answer = await actions.confirmTotp.mutateAsync(code.trim());
      setSetup(null);
      setCode('');
      alerts.success('Authenticator app set up.');
      if (answer.recoveryCodes) onCodes(answer.recoveryCodes);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        <Smartphone aria-hidden="true" /> Authenticator app
      </h2>
      {status.totp ? (
        <div className={styles.item}>
          <span className={styles.itemName}>An authenticator app is set up.</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={actions.removeTotp.isPending}
            onClick={() =>
              actions.removeTotp.mutate(undefined, {
                onSuccess: () => alerts.success('Authenticator app removed.'),
                onError: (error) => alerts.danger(problemOf(error)),
              })
            }
          >
            <Trash2 aria-hidden="true" /> Remove the authenticator app
          </Button>
        </div>
      ) : setup ? (
        <div className={styles.setup}>
          <img
            className={styles.qr}
            src={setup.qrCode}
            alt="QR code of your account's secret, to scan with an authenticator app"
            width={176}
            height={176}
          />
          <div className={styles.setupSteps}>
            <p className={styles.lead}>
              Scan the code with an authenticator app (Google Authenticator, Microsoft Authenticator,
              1Password…), or type this key into it:
            </p>
            <p className={styles.secret}>
              <span className="visually-hidden">Secret key: </span>
              <code>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
            </p>
            <form className={styles.inline} noValidate onSubmit={confirm}>
              <TextInput
                label="Code from the app"
                value={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                error={problem ?? undefined}
                onChange={(event) => setCode(event.target.value)}
                fieldClassName={styles.grow}
              />
              <Button type="submit" disabled={actions.confirmTotp.isPending}>
                Confirm
              </Button>
            </form>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.lead}>
            A six-digit code from an app on your phone, asked for after your password.
          </p>
          <div>
            <Button
              variant="secondary"
              disabled={actions.startTotp.isPending}
              onClick={() =>
                actions.startTotp.mutate(undefined, {
                  onSuccess: setSetup,
                  onError: (error) => alerts.danger(problemOf(error)),
                })
              }
            >
              <Smartphone aria-hidden="true" /> Set up an authenticator app
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function RecoveryCodesPanel({
  status,
  onCodes,
}: {
  status: SecurityStatus;
  onCodes: (codes: string[]) => void;
}) {
  const headingId = useId();
  const actions = useSecurityActions();
  const hasFactor = status.totp || status.passkeys.length > 0;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        <KeyRound aria-hidden="true" /> Recovery codes
      </h2>
      <p className={styles.lead}>
        {hasFactor
          ? `${status.recoveryCodesLeft} of 10 left. Each signs you in once in place of a code or a passkey, if you lose your device.`
          : 'Ten one-time codes are made when you add your first passkey or authenticator app.'}
      </p>
      {hasFactor ? (
        <div>
          <Button
            variant="secondary"
            disabled={actions.regenerateCodes.isPending}
            onClick={() =>
              actions.regenerateCodes.mutate(undefined, {
                onSuccess: (answer) => answer.recoveryCodes && onCodes(answer.recoveryCodes),
                onError: (error) => alerts.danger(problemOf(error)),
              })
            }
          >
            <KeyRound aria-hidden="true" /> Make new recovery codes
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The codes just made: shown this once, never again. */
function NewRecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingId = useId();
  return (
    <section className={styles.codes} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        <KeyRound aria-hidden="true" /> Your new recovery codes
      </h2>
      <p className={styles.lead}>
        Keep them somewhere safe, such as a password manager. They are shown only now; any older codes no
        longer work.
      </p>
      <ol className={styles.codeList} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.codeActions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => alerts.success('Recovery codes copied.'))
          }
        >
          Copy the codes
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </section>
  );
}
