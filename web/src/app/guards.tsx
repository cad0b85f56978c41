import { hasPermission, LOGIN_PATH, type RouteDef, type User } from '@portal/domain';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/Spinner';
import { rememberRoute } from '../lib/return-path';
import { SECURITY_PATH, useSecondFactorSetupRequired } from '../lib/second-factor';
import { type SessionStatus, useSession } from '../lib/session';

export type GuardDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * SPEC §2 Navigation: a route whose permission fails redirects to its target; while the user is
 * not yet known the check waits. The admin area itself sends everyone else to Login.
 */
export function guardDecision(
  route: Pick<RouteDef, 'area' | 'redirectTo' | 'path'>,
  user: User | null,
  status: SessionStatus,
  options: { redirectTo?: string } = {},
): GuardDecision {
  if (route.area === null) return { kind: 'allow' };
  if (status === 'loading') return { kind: 'wait' };
  if (hasPermission(user, route.area)) return { kind: 'allow' };
  let to = options.redirectTo ?? route.redirectTo;
  // A route may never redirect to itself (the Dashboard's target is the Dashboard).
  if (to === route.path) to = LOGIN_PATH;
  return { kind: 'redirect', to };
}

function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (to === LOGIN_PATH) rememberRoute(`${location.pathname}${location.search}${location.hash}`);
    navigate(to, { replace: true });
  }, [to, navigate, location.pathname, location.search, location.hash]);
  return <PageLoader />;
}

export function RouteGuard({
  route,
  redirectTo,
  children,
}: {
  route: RouteDef;
  /** Overrides the route's redirect target (the admin area as a whole goes to Login). */
  redirectTo?: string;
  children: ReactNode;
}) {
  const { user, status } = useSession();
  const decision = guardDecision(route, user, status, { redirectTo });
  if (decision.kind === 'wait') return <PageLoader />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} />;
  return <SecondFactorGate path={route.path}>{children}</SecondFactorGate>;
}

/** REQUIRE_ADMIN_MFA: an SA or AM without a second factor is sent to its set-up (decision 161). */
function SecondFactorGate({ path, children }: { path: string; children: ReactNode }) {
  const setupRequired = useSecondFactorSetupRequired();
  if (setupRequired && path !== SECURITY_PATH) return <Redirect to={SECURITY_PATH} />;
  return <>{children}</>;
}
