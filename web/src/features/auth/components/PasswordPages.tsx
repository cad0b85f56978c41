import {
  isEmailShape,
  linkValidityText,
  MESSAGES,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  RESET_PASSWORD_LINK_HOURS,
  SET_PASSWORD_LINK_HOURS,
} from '@portal/domain';
import { KeyRound, MailCheck, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/Button';
import { Container, EmptyState, PageHeader } from '../../../components/Page';
import { toFailure } from '../../../lib/api-client';
import { usePageReady } from '../../../lib/loading';
import { requestPasswordReset, updatePassword } from '../api/auth';
import { FormProblem, TextField } from './FormParts';
import styles from './LoginForm.module.css';

/**
 * The one request of a password page: its error (the input's problem or the failure's text),
 * whether it is under way, and whether it has succeeded.
 */
function useAccountRequest() {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(
    problem: string | null,
    request: () => Promise<unknown>,
    failureText: (failure: unknown) => string,
  ) {
    if (problem) {
      setError(problem);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await request();
      setDone(true);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setPending(false);
    }
  }

  return { error, pending, done, submit };
}

/** /reset-password: ask for a reset link by e-mail. */
export function ResetPasswordPage() {
  usePageReady();
  const id = useId();
  const [email, setEmail] = useState('');
  const { error, pending, done: sent, submit } = useAccountRequest();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    void submit(
      isEmailShape(value) ? null : PASSWORD_MESSAGES.emailNeeded,
      () => requestPasswordReset(value),
      (failure) => {
        const { code, message } = toFailure(failure);
        return code === 429 && message ? message : MESSAGES.genericError;
      },
    );
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
              If an account exists for {email.trim()}, a link is on its way. It works once and expires after{' '}
              {linkValidityText(RESET_PASSWORD_LINK_HOURS)} ({linkValidityText(SET_PASSWORD_LINK_HOURS)} for a
              new account that has no password yet).
            </p>
          </EmptyState>
        ) : (
          <form className={styles.form} noValidate onSubmit={onSubmit}>
            {error ? (
              <FormProblem id={`${id}-error`}>
                <p>{error}</p>
              </FormProblem>
            ) : null}
            <TextField
              id={`${id}-email`}
              label="Email address"
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
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
  const { error, pending, done, submit } = useAccountRequest();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(
      passwordProblem(password) ?? (password === confirm ? null : PASSWORD_MESSAGES.mismatch),
      () => updatePassword(token, password),
      (failure) => toFailure(failure).message || MESSAGES.genericError,
    );
  };

  return (
    <>
      <PageHeader
        eyebrow="Account"
        title="Choose your password"
        lead={`Use at least ${PASSWORD_MIN_LENGTH} characters. A short sentence you will remember works well.`}
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
              <FormProblem id={`${id}-error`}>
                <p>{error}</p>
                {error === PASSWORD_MESSAGES.linkUnusable ? (
                  <p>
                    <Link to="/reset-password">Ask for a new link</Link>
                  </p>
                ) : null}
              </FormProblem>
            ) : null}
            <TextField
              id={`${id}-password`}
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            <TextField
              id={`${id}-confirm`}
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
            <Button type="submit" size="lg" disabled={pending}>
              Save password
            </Button>
          </form>
        )}
      </Container>
    </>
  );
}
