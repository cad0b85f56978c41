import { Fingerprint, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { useFocusOnMount } from '../../../lib/focus-on-mount';
import type { PendingSecondFactor } from '../hooks/useLogin';
import type { LoginProblem } from '../login-errors';
import { FormProblem, TextField } from './FormParts';
import styles from './LoginForm.module.css';

/**
 * The second sign-in step of an account with a second factor (decision 160): a code from the
 * authenticator app or a recovery code, or one of the account's passkeys.
 */
export function SecondFactorStep({
  secondFactor,
  problem,
  pending,
  headingLevel,
  onCode,
  onPasskey,
  onStartOver,
  onTyping,
}: {
  secondFactor: PendingSecondFactor;
  problem: LoginProblem | null;
  pending: boolean;
  headingLevel: 1 | 2;
  onCode: (code: string) => void;
  onPasskey: () => void;
  onStartOver: () => void;
  onTyping: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const focusCode = useFocusOnMount<HTMLInputElement>(true);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const takesCodes = secondFactor.methods.includes('totp') || secondFactor.methods.includes('recovery-code');
  const passkey = secondFactor.methods.includes('passkey');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onCode(code);
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <Heading className={styles.title} id={`${id}-title`}>
        Confirm it’s you
      </Heading>
      <p className={styles.stepLead}>
        {takesCodes
          ? 'Your password was right. Enter the six-digit code from your authenticator app, or one of your recovery codes.'
          : 'Your password was right. Use one of your passkeys to finish signing in.'}
      </p>

      {problem?.kind === 'message' ? (
        <FormProblem id={`${id}-problem`}>
          <p>{problem.text}</p>
        </FormProblem>
      ) : null}

      {takesCodes ? (
        <>
          <TextField
            id={`${id}-code`}
            label="Authentication code"
            name="code"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            ref={focusCode}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              onTyping();
            }}
          />
          <Button type="submit" size="lg" block disabled={pending} aria-busy={pending || undefined}>
            <ShieldCheck aria-hidden="true" />
            Verify
          </Button>
        </>
      ) : null}

      {passkey ? (
        <Button
          type="button"
          variant={takesCodes ? 'secondary' : 'primary'}
          size="lg"
          block
          disabled={pending}
          onClick={onPasskey}
        >
          <Fingerprint aria-hidden="true" />
          {takesCodes ? 'Use a passkey instead' : 'Use a passkey'}
        </Button>
      ) : null}

      <button type="button" className={styles.startOver} onClick={onStartOver}>
        Sign in as someone else
      </button>
    </form>
  );
}
