import { ssoProblemMessage } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toFailure } from '../../../lib/api-client';
import { rememberRoute } from '../../../lib/return-path';
import { userQueryOptions } from '../../../lib/session';
import { setToken } from '../../../lib/token-store';
import { trackEvent } from '../../../lib/track';
import { exchangeSsoCode, ssoSettingsQueryOptions, ssoStartHref } from '../api/sso';

/**
 * The company sign-in (single sign-on, issue 32): whether it is offered, starting it, and finishing
 * it when the server sends the browser back to the login page, either with `?sso=finish` (a one-time
 * code waits in an HttpOnly cookie; it is exchanged once for the usual token) or with
 * `?sso-problem=<key>` (the sentence of domain SSO_PROBLEMS is shown).
 */
export function useCompanySignIn(onSuccess: () => void) {
  const enabled = useQuery(ssoSettingsQueryOptions).data?.enabled ?? false;
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const finishing = params.get('sso') === 'finish';
  const [problem, setProblem] = useState<string | null>(() => ssoProblemMessage(params.get('sso-problem')));
  const [pending, setPending] = useState(finishing);
  const exchanged = useRef(false);
  const succeed = useRef(onSuccess);
  succeed.current = onSuccess;

  useEffect(() => {
    // The code works once: a second run of this effect (React's strict mode) must not spend it again.
    if (!finishing || exchanged.current) return;
    exchanged.current = true;
    void (async () => {
      try {
        const token = await exchangeSsoCode();
        await queryClient.fetchQuery(userQueryOptions(token));
        setToken(token);
        void trackEvent('Login success');
        succeed.current();
      } catch (error) {
        setProblem(toFailure(error).message || ssoProblemMessage('failed'));
      } finally {
        setPending(false);
      }
    })();
  }, [finishing, queryClient]);

  const start = () => {
    // From the login overlay, come back to the page it was opened on.
    rememberRoute(`${window.location.pathname}${window.location.search}`);
    setPending(true);
    window.location.assign(ssoStartHref());
  };

  return { enabled: enabled || finishing || problem !== null, start, problem, pending };
}
