import { MESSAGES, parseGuestExpired } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, Link2Off } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/Button';
import { Container, EmptyState } from '../../../components/Page';
import { PageLoader } from '../../../components/Spinner';
import { toFailure } from '../../../lib/api-client';
import { mailto, useGlobals } from '../../../lib/globals';
import { usePageReady } from '../../../lib/loading';
import { userQueryOptions } from '../../../lib/session';
import { setToken } from '../../../lib/token-store';
import { guestLoginRequest } from '../api/auth';

type GuestState = { kind: 'signing-in' } | { kind: 'expired' } | { kind: 'invalid' } | { kind: 'error' };

/** /guest/:token (title 'Loading...'): sign in through guestLogin, then go home. */
export function GuestLoginPage() {
  const { token: slug = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enquiriesEmail } = useGlobals();
  const [state, setState] = useState<GuestState>({ kind: 'signing-in' });
  const started = useRef<string | null>(null);
  usePageReady(state.kind !== 'signing-in');

  useEffect(() => {
    if (started.current === slug) return;
    started.current = slug;
    setState({ kind: 'signing-in' });
    (async () => {
      try {
        const token = await guestLoginRequest(slug);
        const user = await queryClient.fetchQuery(userQueryOptions(token));
        if (!user) throw new Error(MESSAGES.genericError);
        setToken(token);
        navigate('/', { replace: true });
      } catch (error) {
        const failure = toFailure(error);
        if (parseGuestExpired(failure.message) !== null) setState({ kind: 'expired' });
        else if (failure.code === 404 || failure.code === 400) setState({ kind: 'invalid' });
        else setState({ kind: 'error' });
      }
    })();
  }, [slug, navigate, queryClient]);

  if (state.kind === 'signing-in') return <PageLoader label="Signing you in…" />;

  const contact = (
    <Button asChild variant="secondary">
      <a href={mailto(enquiriesEmail, 'Guest access')}>Contact us</a>
    </Button>
  );
  const home = (
    <Button asChild>
      <a href="/">Go to the homepage</a>
    </Button>
  );

  return (
    <Container narrow>
      {state.kind === 'expired' ? (
        <EmptyState
          icon={<Clock />}
          title="This guest access has ended"
          actions={
            <>
              {home}
              {contact}
            </>
          }
        >
          <p>
            Guest links are valid for a limited time. Ask your Northstar Games contact for a new link, or
            explore the public pages in the meantime.
          </p>
        </EmptyState>
      ) : state.kind === 'invalid' ? (
        <EmptyState
          icon={<Link2Off />}
          title="This guest link is not valid"
          actions={
            <>
              {home}
              {contact}
            </>
          }
        >
          <p>Check that the whole link was copied, or ask your Northstar Games contact to send it again.</p>
        </EmptyState>
      ) : (
        <EmptyState
          icon={<Link2Off />}
          title="We could not sign you in"
          actions={
            <>
              {home}
              {contact}
            </>
          }
        >
          <p>{MESSAGES.genericError}</p>
        </EmptyState>
      )}
    </Container>
  );
}
