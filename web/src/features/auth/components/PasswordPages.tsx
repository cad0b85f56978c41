import { isEmailShape, MESSAGES } from '@portal/domain';
import { KeyRound, MailCheck, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/Button';
import { Container, EmptyState, PageHeader } from '../../../components/Page';
import { toFailure } from '../../../lib/api-client';
import { usePageReady } from '../../../lib/loading';
import { requestPasswordReset, updatePassword } from '../api/auth';
import styles from './LoginForm.module.css';

const MIN_PASSWORD = 12;
const MAX_PASSWORD = 256;

/** /reset-password: ask for a reset link by e-mail. */
export function ResetPasswordPage() {
  usePageReady();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!isEmailShape(value)) {
      setError('Enter the e-mail address of your account.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await requestPasswordReset(value);
      setSent(true);
    } catch (failure) {
      const { code, message } = toFailure(failure);
      setError(code === 429 && message ? message : MESSAGES.genericError);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <PageHeader
        eyebrow="Account"
        title="Reset your password"
        lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
      />
      <Container narrow>
        {sent ? (
          <EmptyState
            icon={<MailCheck />}
            title="Check your inbox"
            actions={
              <Button asChild variant="secondary">
                <Link to="/login">Back to login</Link>
              </Button>
            }
          >
            <p>
              If an account exists for {email.trim()}, a reset link is on its way. The link works once and
              expires after one hour.
            </p>
          </EmptyState>
        ) : (
          <form className={styles.form} noValidate onSubmit={onSubmit}>
            {error ? (
              <div className={styles.problem} role="alert" id={`${id}-error`}>
                <p>{error}</p>
              </div>
            ) : null}
            <div className={styles.field}>
              <label htmlFor={`${id}-email`} className={styles.label}>
                Email address
              </label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                className={styles.input}
                value={email}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <Button type="submit" size="lg" disabled={pending}>
              <KeyRound aria-hidden="true" />
              Send reset link
            </Button>
            <p className={styles.signup}>
              Remembered it? <Link to="/login">Back to login</Link>
            </p>
          </form>
        )}
      </Container>
    </>
  );
}

/** /set-password/:token: choose a password from an invitation or reset link. */
export function SetPasswordPage() {
  usePageReady();
  const { token = '' } = useParams();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD) {
      setError(`Choose a password of ${MIN_PASSWORD} to ${MAX_PASSWORD} characters.`);
      return;
    }
    if (password !== confirm) {
      setError('The two passwords do not match.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await updatePassword(token, password);
      setDone(true);
    } catch (failure) {
      setError(toFailure(failure).message || MESSAGES.genericError);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <PageHeader
        eyebrow="Account"
        title="Choose your password"
        lead="Use at least 12 characters. A short sentence you will remember works well."
      />
      <Container narrow>
        {done ? (
          <EmptyState
            icon={<ShieldCheck />}
            title="Your password is set"
            actions={
              <Button asChild>
                <Link to="/login">Login</Link>
              </Button>
            }
          >
            <p>You can now sign in with your e-mail address and the new password.</p>
          </EmptyState>
        ) : (
          <form className={styles.form} noValidate onSubmit={onSubmit}>
            {error ? (
              <div className={styles.problem} role="alert" id={`${id}-error`}>
                <p>{error}</p>
              </div>
            ) : null}
            <div className={styles.field}>
              <label htmlFor={`${id}-password`} className={styles.label}>
                New password
              </label>
              <input
                id={`${id}-password`}
                type="password"
                autoComplete="new-password"
                className={styles.input}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-confirm`} className={styles.label}>
                Confirm new password
              </label>
              <input
                id={`${id}-confirm`}
                type="password"
                autoComplete="new-password"
                className={styles.input}
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
              />
            </div>
            <Button type="submit" size="lg" disabled={pending}>
              Save password
            </Button>
          </form>
        )}
      </Container>
    </>
  );
}
