import { MESSAGES } from '@portal/domain';
import { Eye, EyeOff, Fingerprint, LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { useFocusOnMount } from '../../../lib/focus-on-mount';
import { mailto, useGlobals } from '../../../lib/globals';
import { useLogin } from '../hooks/useLogin';
import type { LoginProblem } from '../login-errors';
import { CompanySignIn } from './CompanySignIn';
import { FormProblem, TextField } from './FormParts';
import styles from './LoginForm.module.css';
import { SecondFactorStep } from './SecondFactorStep';

export interface LoginFormProps {
  /** Show the 'Login to your account' heading in the form (the overlay shows it as its title). */
  showTitle?: boolean;
  headingLevel?: 1 | 2;
  onSuccess: () => void;
  /** Called when a link inside the form navigates away (the overlay closes). */
  onNavigate?: () => void;
  autoFocus?: boolean;
}

function ProblemMessage({ problem, enquiries }: { problem: LoginProblem; enquiries: string }) {
  if (problem.kind === 'unknown-account') {
    const [before] = MESSAGES.unknownAccount.split(' here.');
    return (
      <p>
        {before}{' '}
        <a
          href={mailto(enquiries, 'New account enquiry')}
          className={styles.inlineLink}
          aria-label="here: inquire about a new account by e-mail"
        >
          here
        </a>
        .
      </p>
    );
  }
  return <p>{problem.text}</p>;
}

export function LoginForm({
  showTitle = true,
  headingLevel = 1,
  onSuccess,
  onNavigate,
  autoFocus,
}: LoginFormProps) {
  const { enquiriesEmail } = useGlobals();
  const { submit, submitCode, signInWithPasskey, startOver, secondFactor, problem, pending, clearProblem } =
    useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const id = useId();
  const focusEmail = useFocusOnMount<HTMLInputElement>(autoFocus);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (await submit(email, password)) onSuccess();
  };

  if (secondFactor)
    return (
      <SecondFactorStep
        secondFactor={secondFactor}
        problem={problem}
        pending={pending}
        headingLevel={headingLevel}
        onCode={async (code) => {
          if (await submitCode(code)) onSuccess();
        }}
        onPasskey={async () => {
          if (await signInWithPasskey()) onSuccess();
        }}
        onStartOver={() => {
          startOver();
          setPassword('');
        }}
        onTyping={clearProblem}
      />
    );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={showTitle ? `${id}-title` : undefined}
    >
      {showTitle ? (
        <Heading className={styles.title} id={`${id}-title`}>
          {MESSAGES.loginTitle}
        </Heading>
      ) : null}

      {problem ? (
        <FormProblem id={`${id}-problem`}>
          <ProblemMessage problem={problem} enquiries={enquiriesEmail} />
        </FormProblem>
      ) : null}

      <TextField
        id={`${id}-email`}
        label="Email address"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        value={email}
        // The login overlay and page exist to type into this box.
        ref={focusEmail}
        aria-invalid={problem?.kind === 'unknown-account' ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          if (problem) clearProblem();
        }}
      />

      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label htmlFor={`${id}-password`} className={styles.label}>
            Password
          </label>
          <Link to="/reset-password" className={styles.forgot} onClick={onNavigate}>
            {MESSAGES.forgotDetails}
          </Link>
        </div>
        <div className={styles.passwordWrap}>
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            className={styles.input}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button
            type="button"
            className={styles.reveal}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((value) => !value)}
          >
            {showPassword ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        </div>
      </div>

      <Button type="submit" size="lg" block disabled={pending} aria-busy={pending || undefined}>
        <LogIn aria-hidden="true" />
        Login
      </Button>

      <p className={styles.or}>or</p>
      <Button
        type="button"
        variant="secondary"
        size="lg"
        block
        disabled={pending}
        onClick={async () => {
          if (await signInWithPasskey()) onSuccess();
        }}
      >
        <Fingerprint aria-hidden="true" />
        Sign in with a passkey
      </Button>

      <CompanySignIn onSuccess={onSuccess} />

      <p className={styles.signup}>
        New to Northstar Games?{' '}
        <a href={mailto(enquiriesEmail, 'Account sign-up')} className={styles.signupLink}>
          {MESSAGES.signUpNow}
        </a>
      </p>
    </form>
  );
}
